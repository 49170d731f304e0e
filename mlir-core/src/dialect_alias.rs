//! Alias names dialects give to types and attributes (MLIR's
//! `OpAsmDialectInterface::getAlias`): two optional hooks per dialect,
//! [`TypeAliasFn`] and [`AttrAliasFn`], set in its `DialectHooks`
//! (`#[dialect(type_alias = f, attr_alias = g)]`). The printer's alias
//! pass (`asm/printer/aliases.rs`) asks them and orders, numbers and
//! defers the names they give like builtin's own.
//!
//! **Who is asked.** Every type and attribute the alias pass visits,
//! whichever dialect defined it (a dialect may alias a builtin string or
//! tuple), once per distinct value. Builtin's names (`map`, `set`, `loc`,
//! `distinct`, `tuple`) come first as overridable ones; then each dialect
//! with a hook, in registration order: [`AliasResult::NoAlias`] passes,
//! [`AliasResult::Overridable`] replaces the name so far,
//! [`AliasResult::Final`] ends the question with its name. An empty name
//! gives no alias. A context without hooks asks nothing (the list is
//! copied once per print, and is empty).
//!
//! **Sanitizing** (the printer's, shared with SSA names but for `.`), as
//! mlir-opt 22 does, checked through its test dialect (the string hook,
//! `#test.op_asm_attr_interface<value = "…">`, whose alias embeds any
//! string, and `!test.test_rec_alias<name, …>`): the name is taken as the
//! bytes it stands for (see `text_bytes`); ASCII letters, digits, `$`, `_`
//! and `-` are kept; a space becomes `_`; any other byte becomes its value
//! in uppercase hexadecimal without padding (`.` is `2E`, a tab `9`, `é`
//! is `C3A9`), so `test.alias` prints `#test2Ealias`. A name starting with
//! a digit gets a `_` in front (`0_test_alias` prints `#_0_test_alias`);
//! so does one starting with a byte turned into hex, as SSA names do (no
//! hook of mlir-opt's test dialect yields such a name: `%test` gives
//! `_25test`). A trailing digit is kept (`#test_alias0`), and a second
//! value of that name is numbered `test_alias0_1`. Names equal after
//! sanitizing are numbered as one (`q.` and `q2E`: `q2E`, `q2E1`).

use std::borrow::Cow;

use crate::builtin::attributes::Attribute;
use crate::builtin::types::Type;
use crate::context::Context;

/// What a dialect's alias hook answers for one type or attribute.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum AliasResult {
    /// No alias from this dialect.
    NoAlias,
    /// An alias a later dialect may replace.
    Overridable(Cow<'static, str>),
    /// An alias no later dialect is asked about.
    Final(Cow<'static, str>),
}

/// A dialect's alias hook for types.
pub type TypeAliasFn = fn(&Context, Type) -> AliasResult;

/// A dialect's alias hook for attributes (locations included).
pub type AttrAliasFn = fn(&Context, Attribute) -> AliasResult;

/// The alias hooks of one dialect (at least one of them set).
#[derive(Copy, Clone)]
pub(crate) struct AliasHooks {
    pub(crate) type_alias: Option<TypeAliasFn>,
    pub(crate) attr_alias: Option<AttrAliasFn>,
}

impl Context {
    /// The alias hooks of the registered dialects, in registration order.
    pub(crate) fn alias_hooks(&self) -> Vec<AliasHooks> {
        self.registry.read().alias_hooks.clone()
    }
}

/// The alias of a type or attribute: builtin's name, then the answers of
/// the hooks given (each dialect's hook of the value's kind, in order).
pub(crate) fn ask<T: Copy>(
    ctx: &Context,
    builtin: Option<&'static str>,
    value: T,
    hooks: impl Iterator<Item = fn(&Context, T) -> AliasResult>,
) -> Option<Cow<'static, str>> {
    choose(builtin, hooks.map(|hook| hook(ctx, value)))
}

/// The first final answer, else the last overridable one (builtin's name
/// counts as the first overridable one); not sanitized yet.
fn choose(
    builtin: Option<&'static str>,
    answers: impl Iterator<Item = AliasResult>,
) -> Option<Cow<'static, str>> {
    let mut name = builtin.map(Cow::Borrowed);
    for answer in answers {
        match answer {
            AliasResult::NoAlias => {}
            AliasResult::Overridable(n) => name = Some(n),
            AliasResult::Final(n) => {
                name = Some(n);
                break;
            }
        }
    }
    name.filter(|n| !n.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_final_wins_else_last_overridable() {
        let o = |n: &'static str| AliasResult::Overridable(Cow::Borrowed(n));
        let f = |n: &'static str| AliasResult::Final(Cow::Borrowed(n));
        let pick = |builtin, answers: Vec<AliasResult>| choose(builtin, answers.into_iter());
        assert_eq!(pick(Some("map"), vec![]).as_deref(), Some("map"));
        assert_eq!(
            pick(Some("map"), vec![AliasResult::NoAlias, o("a"), o("b")]).as_deref(),
            Some("b")
        );
        assert_eq!(pick(None, vec![o("a"), f("b"), f("c"), o("d")]).as_deref(), Some("b"));
        assert_eq!(pick(Some("map"), vec![f("")]), None);
    }
}
