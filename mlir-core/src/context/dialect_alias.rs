//! Alias names dialects give to types and attributes (MLIR's
//! `OpAsmDialectInterface::getAlias`): what a dialect's model of
//! `definitions::interfaces::op_asm_dialect::OpAsmDialectInterface` answers
//! ([`AliasResult`]), and how answers combine. The printer's alias pass
//! (`asm/printer/aliases.rs`) asks the models and orders, numbers and
//! defers the names they give like builtin's own.
//!
//! **Who is asked.** Every type and attribute the alias pass visits,
//! whichever dialect defined it (a dialect may alias a builtin string or
//! tuple), once per distinct value. Builtin's names (`map`, `set`, `loc`,
//! `distinct`, `tuple`) come first as overridable ones; then each dialect
//! with the interface, in registration order: [`AliasResult::NoAlias`] passes,
//! [`AliasResult::Overridable`] replaces the name so far,
//! [`AliasResult::Final`] ends the question with its name. An empty name
//! gives no alias. A context without such dialects asks nothing (the list
//! of models is gathered once per print, and is empty).
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
//!
//! `AliasSource` is the printer's view of a dialect's model, declared here,
//! below the interface's layer. The sanitizing above is applied by
//! `asm/printer/ssa_names.rs`, which SSA names share.

use std::borrow::Cow;

use crate::context::Context;
use crate::context::builtin::attributes::{AttrData, Attribute};
use crate::context::builtin::types::{Type, TypeData};

/// What a dialect's `OpAsmDialectInterface` answers for one type or
/// attribute.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum AliasResult {
    /// No alias from this dialect.
    NoAlias,
    /// An alias a later dialect may replace.
    Overridable(Cow<'static, str>),
    /// An alias no later dialect is asked about.
    Final(Cow<'static, str>),
}

/// What the printer asks for alias names: a dialect's model of
/// `OpAsmDialectInterface`, seen from below the layer that declares it.
pub trait AliasSource: Send + Sync {
    /// The alias a dialect gives `ty`.
    fn type_alias(&self, ctx: &Context, ty: Type) -> AliasResult;
    /// The alias a dialect gives `attr`.
    fn attr_alias(&self, ctx: &Context, attr: Attribute) -> AliasResult;
}

/// The first final answer, else the last overridable one (builtin's name
/// counts as the first overridable one); not sanitized yet.
pub(crate) fn choose(
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

/// Whether builtin may give an alias name to an attribute of this payload
/// (the printer's alias pass decides exactly; this errs towards yes): affine
/// maps, integer sets, distinct attributes, and locations interned as
/// attribute values (the context interns op locations another way).
pub(crate) fn builtin_may_alias_attr(data: &AttrData) -> bool {
    matches!(
        data,
        AttrData::AffineMap(_)
            | AttrData::IntegerSet(_)
            | AttrData::Distinct { .. }
            | AttrData::Location(_)
    )
}

/// Whether builtin may give an alias name to a type of this payload: a
/// tuple of more than 16 elements.
pub(crate) fn builtin_may_alias_type(data: &TypeData) -> bool {
    matches!(data, TypeData::Tuple(elements) if elements.len() > 16)
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
