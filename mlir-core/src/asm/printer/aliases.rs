//! Alias collection and naming (`#map`, `#map1`, `#set`, `#loc3`,
//! `!tuple`, `#distinct`), following mlir-opt's rules:
//!
//! - Which values get an alias: affine maps (`map`), integer sets (`set`),
//!   locations (`loc`), distinct attributes not referencing `unit`
//!   (`distinct`), tuple types of more than 16 elements (`tuple`); then
//!   the dialects' `OpAsmDialectInterface` models are asked about every visited value and may
//!   replace or add a name (`dialect_alias`: who wins, how names are
//!   sanitized).
//! - The collect pass visits values in print order; a value is entered
//!   before its children. A value with aliased descendants has depth
//!   1 + the deepest child's depth (whether or not it has an alias itself);
//!   otherwise an aliasable value has depth 1 and any other value 0.
//! - Aliases are sorted stably by depth, then types before attributes,
//!   then by name; each name's first use is bare (`map`), later ones get
//!   the count appended (`map1`, `map2`; `_N` after a name ending in a
//!   digit), probing past names already taken.
//! - An alias used only by op locations is *deferred*: printed after the
//!   top-level op instead of before it.
//! - An unregistered op's properties (`<{…}>`, kept as written) are not
//!   visited, so values only found there print inline.
//!
//! For a generic op the collect pass visits, in mlir-opt's order: the location,
//! the regions, operand types, result types, a registered op's properties as
//! one sorted dictionary, then the attributes. Each alias is recorded with its
//! depth and whether only op locations use it (deferred).

use std::borrow::Cow;

use rustc_hash::{FxHashMap, FxHashSet};

use crate::asm::printer::AsmPrinter;
use crate::asm::printer::ssa_names::{ALIAS_PUNCTUATION, is_sanitized, sanitize_into};
use crate::asm_hooks::printer_state::{AliasKey, AliasState, Entry, Frame};
use crate::context::Context;
use crate::context::builtin::attributes::AttrData;
use crate::context::builtin::location::Location;
use crate::context::builtin::types::TypeData;
use crate::context::dialect_alias::choose;

/// Builtin's alias name of a value, if it gives one.
fn builtin_alias(ctx: &Context, key: AliasKey) -> Option<&'static str> {
    match key {
        AliasKey::Type(t) => match t.data(ctx) {
            TypeData::Tuple(elements) if elements.len() > 16 => Some("tuple"),
            _ => None,
        },
        AliasKey::Attr(a) => match a.data(ctx) {
            AttrData::AffineMap(_) => Some("map"),
            AttrData::IntegerSet(_) => Some("set"),
            AttrData::Location(_) => Some("loc"),
            AttrData::Distinct { referenced, .. } => {
                (!matches!(referenced.data(ctx), AttrData::Unit)).then_some("distinct")
            }
            _ => None,
        },
    }
}

impl<'a> AliasState<'a> {
    /// Collect mode: enters a value. Returns whether its children must be
    /// visited (false when it was visited before).
    pub(crate) fn enter(&mut self, ctx: &'a Context, key: AliasKey, deferrable: bool) -> bool {
        if let Some(&i) = self.visited.get(&key) {
            if !deferrable {
                self.mark_non_deferrable(i);
            }
            self.stack.push(Frame {
                entry: i,
                new: false,
                max_child: 0,
                aliased_children: Vec::new(),
            });
            return false;
        }
        let i = self.entries.len();
        let base = self.alias_name(ctx, key);
        self.entries.push(Entry {
            key,
            base,
            depth: 0,
            can_defer: deferrable,
            children: Vec::new(),
        });
        self.visited.insert(key, i);
        self.stack.push(Frame { entry: i, new: true, max_child: 0, aliased_children: Vec::new() });
        true
    }

    /// The alias name of a value: builtin's, then the dialects' hooks
    /// (none asked when no dialect has one), sanitized; a name a hook
    /// built is interned in the context, which outlives the printer.
    fn alias_name(&self, ctx: &'a Context, key: AliasKey) -> Option<&'a str> {
        let builtin = builtin_alias(ctx, key);
        if self.hooks.is_empty() {
            return builtin;
        }
        let hooks = self.hooks.iter();
        let name = match key {
            AliasKey::Type(t) => choose(builtin, hooks.map(|h| h.type_alias(ctx, t))),
            AliasKey::Attr(a) => choose(builtin, hooks.map(|h| h.attr_alias(ctx, a))),
        }?;
        let name = match name {
            Cow::Borrowed(s) if is_sanitized(s, ALIAS_PUNCTUATION) => return Some(s),
            _ if is_sanitized(&name, ALIAS_PUNCTUATION) => name,
            _ => {
                let mut out = String::with_capacity(name.len() + 8);
                sanitize_into(&name, ALIAS_PUNCTUATION, &mut out);
                Cow::Owned(out)
            }
        };
        Some(ctx.ident_str(ctx.ident(&name)))
    }

    /// Collect mode: takes in the values a unit's own collector visited
    /// (in its visit order, see `parallel.rs`) as if they were visited
    /// here, where the unit is: new ones are appended in that order with
    /// their depth, deferrability and aliased children; one seen before
    /// and used by the unit outside an op location is no longer deferred.
    pub(super) fn merge_unit(&mut self, visited: Vec<Entry<'a>>) {
        let mut index = Vec::with_capacity(visited.len());
        let mut seen_before = Vec::with_capacity(visited.len());
        for entry in &visited {
            let known = self.visited.get(&entry.key).copied();
            seen_before.push(known.is_some());
            index.push(known.unwrap_or_else(|| {
                let i = self.entries.len();
                self.visited.insert(entry.key, i);
                self.entries.push(Entry { children: Vec::new(), ..*entry });
                i
            }));
        }
        // A unit's entries come before their children, so children are
        // mapped once every entry has its index here.
        for (k, entry) in visited.iter().enumerate() {
            if seen_before[k] {
                if !entry.can_defer {
                    self.mark_non_deferrable(index[k]);
                }
            } else {
                self.entries[index[k]].children =
                    entry.children.iter().map(|&c| index[c]).collect();
            }
        }
    }

    /// Collect mode: leaves the value entered last.
    pub(crate) fn exit(&mut self) {
        let Some(frame) = self.stack.pop() else { return };
        let entry = &mut self.entries[frame.entry];
        if frame.new {
            // Depth grows through containers without an alias too.
            entry.depth = if frame.max_child > 0 {
                frame.max_child + 1
            } else {
                u32::from(entry.base.is_some())
            };
            entry.children = frame.aliased_children;
        }
        let depth = entry.depth;
        let is_aliased = entry.base.is_some();
        let inherited: Vec<usize> =
            if is_aliased { vec![frame.entry] } else { entry.children.clone() };
        if let Some(parent) = self.stack.last_mut() {
            parent.max_child = parent.max_child.max(depth);
            parent.aliased_children.extend(inherited);
        }
    }

    fn mark_non_deferrable(&mut self, i: usize) {
        // Most types and attributes nest nothing: no walk to set up.
        if self.entries[i].children.is_empty() {
            self.entries[i].can_defer = false;
            return;
        }
        let mut work = vec![i];
        let mut seen = FxHashSet::default();
        while let Some(j) = work.pop() {
            if !seen.insert(j) {
                continue;
            }
            self.entries[j].can_defer = false;
            work.extend(self.entries[j].children.iter().copied());
        }
    }

    /// Ends collection: sorts and names the aliases.
    pub(crate) fn finish(mut self, _ctx: &Context, local_scope: bool) -> AliasState<'a> {
        let mut out = AliasState { disabled: local_scope, ..AliasState::default() };
        if local_scope {
            return out;
        }
        let entries = std::mem::take(&mut self.entries);
        let mut aliased: Vec<(&Entry, &str)> =
            entries.iter().filter_map(|e| Some((e, e.base?))).collect();
        aliased.sort_by(|(a, na), (b, nb)| {
            let ka = (a.depth, matches!(a.key, AliasKey::Attr(_)), na);
            let kb = (b.depth, matches!(b.key, AliasKey::Attr(_)), nb);
            ka.cmp(&kb)
        });
        let mut names = FxHashMap::default();
        let mut counts: FxHashMap<&str, u32> = FxHashMap::default();
        let mut used: FxHashSet<String> = FxHashSet::default();
        for (e, base) in aliased {
            let count = counts.entry(base).or_insert(0);
            let mut name;
            loop {
                name = if *count == 0 {
                    base.to_owned()
                } else if base.ends_with(|c: char| c.is_ascii_digit()) {
                    format!("{base}_{count}")
                } else {
                    format!("{base}{count}")
                };
                *count += 1;
                if used.insert(name.clone()) {
                    break;
                }
            }
            names.insert(e.key, name.clone());
            out.ordered.push((e.key, name, e.can_defer));
        }
        out.names = std::sync::Arc::new(names);
        out
    }

    /// Print mode: the alias of a value.
    pub(crate) fn alias_of(&self, key: AliasKey) -> Option<&str> {
        if self.disabled {
            return None;
        }
        self.names.get(&key).map(String::as_str)
    }
}

impl AsmPrinter<'_> {
    /// Prints `#name = value` lines: the non-deferred ones, or the deferred.
    pub(crate) fn print_alias_definitions(&mut self, deferred: bool) {
        let ordered: Vec<(AliasKey, String, bool)> =
            self.aliases.ordered.iter().filter(|(_, _, d)| *d == deferred).cloned().collect();
        for (key, name, _) in ordered {
            match key {
                AliasKey::Type(t) => {
                    self.write_char('!');
                    self.write_str(&name);
                    self.write_str(" = ");
                    self.print_type_body(t);
                }
                AliasKey::Attr(a) => {
                    self.write_char('#');
                    self.write_str(&name);
                    self.write_str(" = ");
                    match a.as_location(self.ctx) {
                        Some(loc) => self.print_alias_location_definition(loc),
                        None => self.print_attribute_body(a, false),
                    }
                }
            }
            self.write_char('\n');
            self.hand_over_output(super::OUTPUT_CHUNK);
        }
    }

    fn print_alias_location_definition(&mut self, loc: Location) {
        self.write_str("loc(");
        self.print_location_body(loc);
        self.write_char(')');
    }
}

#[cfg(test)]
mod tests {
    //! Hooks of dialects registered by hand: who wins among dialects and
    //! builtin, and a location alias a hook gives, deferred like `#loc`.
    //! (mlir-opt's own dialects give no overridable names to compare with;
    //! `tests/it/dialect_aliases.rs` compares final ones with mlir-opt 22.)

    use std::borrow::Cow;
    use std::sync::Arc;

    use crate::asm::printer::PrintOptions;
    use crate::context::builtin::location::LocationData;
    use crate::context::dialect_alias::AliasResult;
    use crate::definitions::interfaces::op_asm_dialect::OpAsmDialectInterfaceModel;
    use crate::semantics::interface_support::implement;
    use crate::{AttrData, Attribute, Context, Module, Type};

    /// A dialect whose attribute aliases `names` gives.
    struct Namer(fn(&Context, Attribute) -> AliasResult);
    impl OpAsmDialectInterfaceModel for Namer {
        fn type_alias(&self, _: &Context, _: Type) -> AliasResult {
            AliasResult::NoAlias
        }
        fn attr_alias(&self, ctx: &Context, attr: Attribute) -> AliasResult {
            (self.0)(ctx, attr)
        }
    }
    static FIRST: &dyn OpAsmDialectInterfaceModel = &Namer(first);
    static SECOND: &dyn OpAsmDialectInterfaceModel = &Namer(second);

    fn first(ctx: &Context, attr: Attribute) -> AliasResult {
        match attr.data(ctx) {
            AttrData::AffineMap(_) => AliasResult::Overridable(Cow::Borrowed("first_map")),
            AttrData::String { .. } => AliasResult::Final(Cow::Borrowed("first.str")),
            _ => match attr.as_location(ctx).map(|l| l.data(ctx)) {
                Some(LocationData::FileLineCol { file, .. }) if file.as_str(ctx) == "here.c" => {
                    AliasResult::Final(Cow::Borrowed("here"))
                }
                _ => AliasResult::NoAlias,
            },
        }
    }

    fn second(ctx: &Context, attr: Attribute) -> AliasResult {
        match attr.data(ctx) {
            AttrData::AffineMap(_) => AliasResult::Overridable(Cow::Borrowed("second_map")),
            AttrData::String { .. } => AliasResult::Final(Cow::Borrowed("second_str")),
            AttrData::IntegerSet(_) => AliasResult::Final(Cow::Borrowed("")),
            _ => AliasResult::NoAlias,
        }
    }

    fn print(text: &str, debug_info: bool) -> String {
        let ctx = Arc::new(Context::new());
        ctx.set_allow_unregistered_dialects(true);
        for (name, model) in [("first", &FIRST), ("second", &SECOND)] {
            ctx.register_dialect(name);
            ctx.register_dialect_interface(
                name,
                implement::<dyn OpAsmDialectInterfaceModel>(model),
            );
        }
        let module = Module::parse(&ctx, "in.mlir", text).expect("valid input");
        module.print(&PrintOptions { debug_info, ..PrintOptions::new() })
    }

    #[test]
    fn a_later_dialect_overrides_builtin_and_earlier_ones_until_a_final_name() {
        let out = print(
            "\"u.op\"() {m = affine_map<(d0) -> (d0)>, s = \"s\", t = affine_set<(d0) : (d0 >= 0)>} : () -> ()",
            false,
        );
        assert_eq!(
            out,
            "#first2Estr = \"s\"\n#second_map = affine_map<(d0) -> (d0)>\nmodule {\n  \
             \"u.op\"() {m = #second_map, s = #first2Estr, t = affine_set<(d0) : (d0 >= 0)>} : () -> ()\n}\n"
        );
    }

    #[test]
    fn the_context_knows_whether_a_builtin_alias_is_possible() {
        let ctx = Arc::new(Context::new());
        ctx.set_allow_unregistered_dialects(true);
        let plain = "\"u.op\"() {a = 1 : i32, t = [tuple<i1>]} : () -> () loc(\"f.c\":1:2)";
        Module::parse(&ctx, "in.mlir", plain).expect("valid input");
        assert!(!ctx.interned_builtin_aliasable(), "op locations and plain values never alias");
        for aliasable in [
            "\"u.op\"() {m = affine_map<(d0) -> (d0)>} : () -> ()",
            "\"u.op\"() {s = affine_set<(d0) : (d0 >= 0)>} : () -> ()",
            "\"u.op\"() {d = distinct[0]<1 : i32>} : () -> ()",
            "\"u.op\"() {l = loc(\"f.c\":1:2)} : () -> ()",
            "\"u.op\"() : () -> tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>",
        ] {
            let ctx = Arc::new(Context::new());
            ctx.set_allow_unregistered_dialects(true);
            Module::parse(&ctx, "in.mlir", aliasable).expect("valid input");
            assert!(ctx.interned_builtin_aliasable(), "{aliasable}");
        }
    }

    #[test]
    fn a_location_stored_as_an_attribute_through_the_api_gets_its_alias() {
        let ctx = Arc::new(Context::new());
        ctx.set_allow_unregistered_dialects(true);
        let mut module =
            Module::parse(&ctx, "in.mlir", "\"u.op\"() : () -> ()").expect("valid input");
        let op = module.op().ops(module.ir()).next().expect("one op");
        let loc = ctx.file_loc("f.c", 1, 2);
        module.ir_mut().set_attr_any(op, "l", Some(loc.as_attr()));
        assert_eq!(
            module.print(&PrintOptions::new()),
            "#loc = loc(\"f.c\":1:2)\nmodule {\n  \"u.op\"() {l = #loc} : () -> ()\n}\n"
        );
    }

    #[test]
    fn a_location_alias_from_a_hook_is_deferred() {
        let out = print("\"u.op\"() : () -> () loc(\"here.c\":1:2)", true);
        assert_eq!(
            out,
            "module {\n  \"u.op\"() : () -> () loc(#here)\n} loc(#loc)\n\
             #here = loc(\"here.c\":1:2)\n#loc = loc(\"in.mlir\":0:0)\n"
        );
    }
}
