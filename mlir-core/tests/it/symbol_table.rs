//! Behaviour tests of the symbol table API (`mlir_core::semantics::symbol_table`).
//!
//! IR is parsed from text: `builtin.module` is the registered symbol table
//! (`module @name { … }`), unregistered `t.*` ops carry `sym_name` and
//! references such as `{callee = @f}` or `{r = @outer::@inner}`. Results
//! are checked through the printed IR (custom form, as mlir-opt prints it)
//! and through the names and references of the ops found.

use std::sync::Arc;

use crate::common::{all_ops, assert_printed, context, parse, parse_with};
use mlir_core::asm::printer::{PrintOptions, attr_to_string, print_ir};
use mlir_core::definitions::op_def::OpDef;
use mlir_core::ir::{InsertPoint, IrView, Op, OperationState};
use mlir_core::semantics::symbol_table::{
    SymbolError, SymbolTable, SymbolTableCollection, SymbolUse, UseScope, Visibility,
    is_potentially_unknown_symbol_table, lookup_name_in, lookup_nearest_name_from,
    lookup_nearest_symbol_from, lookup_symbol_in, lookup_symbol_path_in, nearest_symbol_table,
    rename, replace_all_symbol_uses, set_symbol_name, set_visibility, symbol_known_use_empty,
    symbol_name, symbol_uses, symbol_uses_of, visibility,
};
use mlir_core::semantics::traits::{IsTerminator, OpTrait, TraitList};
use mlir_core::{AttrData, Attribute, Context, NamedAttr};

// ----------------------------------------------------------------------------
// Helpers (more in `common.rs`)
// ----------------------------------------------------------------------------

/// The top-level module.
fn top(ir: &IrView) -> Op {
    ir.root_block().first_op(ir).expect("a parsed file has its module")
}

/// The `n`-th op (pre-order) whose symbol name is `name`.
#[track_caller]
fn nth_sym(ir: &IrView, name: &str, n: usize) -> Op {
    all_ops(ir)
        .into_iter()
        .filter(|&op| symbol_name(ir, op) == Some(name))
        .nth(n)
        .unwrap_or_else(|| panic!("no symbol #{n} named {name}"))
}

/// The first op (pre-order) whose symbol name is `name`.
#[track_caller]
fn sym(ir: &IrView, name: &str) -> Op {
    nth_sym(ir, name, 0)
}

/// The `n`-th op (pre-order) named `op_name`.
#[track_caller]
fn nth_op(ir: &IrView, op_name: &str, n: usize) -> Op {
    all_ops(ir)
        .into_iter()
        .filter(|op| op.name(ir).as_str(ir.ctx()) == op_name)
        .nth(n)
        .unwrap_or_else(|| panic!("no op #{n} named {op_name}"))
}

/// A symbol reference from its text, `@a::@b::@c`.
fn sref(ctx: &Context, text: &str) -> Attribute {
    let mut parts = text.split("::").map(|p| ctx.ident(p.strip_prefix('@').expect("'@' name")));
    let root = parts.next().expect("a root");
    ctx.get_attr(AttrData::SymbolRef { root, nested: parts.collect() })
}

/// A use as `<user op name> <reference>`, the user told apart by its
/// `id` attribute when it has one.
fn describe(ir: &IrView, u: &SymbolUse) -> String {
    let ctx = ir.ctx();
    let mut user = u.user.name(ir).as_str(ctx).to_owned();
    if let Some(id) = u.user.attr(ir, "id") {
        user = format!("{user}#{}", attr_to_string(ctx, id).trim_end_matches(" : i64"));
    }
    format!("{user} {}", attr_to_string(ctx, u.symbol_ref))
}

#[track_caller]
fn describe_all(ir: &IrView, uses: Option<Vec<SymbolUse>>) -> Vec<String> {
    uses.expect("uses are known").iter().map(|u| describe(ir, u)).collect()
}

/// Asserts the IR prints (custom form) as `expected`, dedented.
#[track_caller]
fn assert_ir(ir: &IrView, expected: &str) {
    assert_printed(print_ir(ir, &PrintOptions::new()).trim_end().to_owned(), expected);
}

/// A detached `t.sym` op named `name`, created in the body of `table`'s block.
fn new_symbol(ir: &mut IrView, table: Op, name: &str) -> Op {
    let ctx = ir.ctx_arc().clone();
    let body = table.region(ir, 0).first_block(ir).expect("table block").body;
    let mut st = OperationState::new(ctx.op_name("t.sym"), ctx.unknown_loc());
    st.attrs = vec![NamedAttr { name: ctx.ident("sym_name"), value: ctx.string_attr(name) }];
    ir.create_op(body, st)
}

/// A registered op whose inherent `callee` and `target` are properties.
static CALL_OP: OpDef =
    OpDef { property_names: &["callee", "target"], ..OpDef::new("reg.call", TraitList::EMPTY) };

/// A registered terminator.
static END_OP: OpDef = OpDef::new("reg.end", TraitList::new(&[IsTerminator::DEF]));

/// A context where `reg.call` and `reg.end` are registered.
fn context_with_registered_ops() -> Arc<Context> {
    let ctx = context();
    ctx.register_dialect("reg");
    ctx.register_op(&CALL_OP, &[]);
    ctx.register_op(&END_OP, &[]);
    ctx
}

/// Nested tables used by several tests: `@f` at the top, `@outer` holding
/// `@g` and `@inner`, which holds `@h`.
const NESTED: &str = r#"
module {
  "t.sym"() {sym_name = "f"} : () -> ()
  module @outer {
    "t.sym"() {sym_name = "g"} : () -> ()
    module @inner {
      "t.sym"() {sym_name = "h"} : () -> ()
    }
  }
}
"#;

// ----------------------------------------------------------------------------
// Lookup
// ----------------------------------------------------------------------------

#[test]
fn lookup_resolves_flat_and_nested_references() {
    let ir = parse(NESTED);
    let ctx = ir.ctx();
    let m = top(&ir);
    let (f, g, h) = (sym(&ir, "f"), sym(&ir, "g"), sym(&ir, "h"));
    let (outer, inner) = (sym(&ir, "outer"), sym(&ir, "inner"));
    assert_eq!(lookup_name_in(&ir, m, "f"), Some(f));
    assert_eq!(lookup_name_in(&ir, m, "outer"), Some(outer));
    assert_eq!(lookup_symbol_in(&ir, m, sref(ctx, "@f")), Some(f));
    assert_eq!(lookup_symbol_in(&ir, m, sref(ctx, "@outer::@g")), Some(g));
    assert_eq!(lookup_symbol_in(&ir, m, sref(ctx, "@outer::@inner")), Some(inner));
    assert_eq!(lookup_symbol_in(&ir, m, sref(ctx, "@outer::@inner::@h")), Some(h));
    assert_eq!(lookup_symbol_in(&ir, outer, sref(ctx, "@inner::@h")), Some(h));
    assert_eq!(
        lookup_symbol_path_in(&ir, m, sref(ctx, "@outer::@inner::@h")),
        Some(vec![outer, inner, h])
    );
    // A symbol is found in its own table only.
    assert_eq!(lookup_name_in(&ir, m, "g"), None);
    assert_eq!(lookup_name_in(&ir, outer, "f"), None);
}

#[test]
fn bad_references_resolve_to_nothing() {
    let ir = parse(NESTED);
    let ctx = ir.ctx();
    let m = top(&ir);
    let f = sym(&ir, "f");
    for bad in ["@nope", "@outer::@nope", "@outer::@inner::@h::@x", "@f::@x", "@nope::@g"] {
        assert_eq!(lookup_symbol_in(&ir, m, sref(ctx, bad)), None, "{bad}");
        assert_eq!(lookup_symbol_path_in(&ir, m, sref(ctx, bad)), None, "{bad}");
    }
    // Not a symbol reference, not a table.
    assert_eq!(lookup_symbol_in(&ir, m, ctx.string_attr("f")), None);
    assert_eq!(lookup_symbol_in(&ir, f, sref(ctx, "@f")), None);
    assert_eq!(lookup_name_in(&ir, f, "f"), None);
    assert!(SymbolTable::new(&ir, f).is_none());
    let mut tables = SymbolTableCollection::new();
    assert_eq!(tables.lookup_symbol_in(&ir, m, sref(ctx, "@outer::@inner::@h::@x")), None);
    assert_eq!(tables.lookup_symbol_in(&ir, f, sref(ctx, "@f")), None);
}

#[test]
fn nearest_symbol_table_starts_at_the_op_itself() {
    let ir = parse(NESTED);
    let ctx = ir.ctx();
    let m = top(&ir);
    let (f, g, h) = (sym(&ir, "f"), sym(&ir, "g"), sym(&ir, "h"));
    let (outer, inner) = (sym(&ir, "outer"), sym(&ir, "inner"));
    assert_eq!(nearest_symbol_table(&ir, m), Some(m));
    assert_eq!(nearest_symbol_table(&ir, f), Some(m));
    assert_eq!(nearest_symbol_table(&ir, g), Some(outer));
    assert_eq!(nearest_symbol_table(&ir, outer), Some(outer));
    assert_eq!(nearest_symbol_table(&ir, h), Some(inner));
    assert_eq!(lookup_nearest_symbol_from(&ir, g, sref(ctx, "@g")), Some(g));
    assert_eq!(lookup_nearest_symbol_from(&ir, g, sref(ctx, "@inner::@h")), Some(h));
    // `@f` is not visible from inside `@outer`: references never name a parent.
    assert_eq!(lookup_nearest_symbol_from(&ir, g, sref(ctx, "@f")), None);
    // From a table op, lookup starts in that table.
    assert_eq!(lookup_nearest_name_from(&ir, outer, "g"), Some(g));
    assert_eq!(lookup_nearest_name_from(&ir, outer, "outer"), None);
}

#[test]
fn an_op_of_an_unknown_dialect_with_one_region_may_be_a_table() {
    let src = r#"
    module {
      "t.sym"() {sym_name = "f"} : () -> ()
      "u.wrap"() ({
        "t.use"() {callee = @f} : () -> ()
      }) : () -> ()
      "t.two"() ({
        "t.use"() {callee = @f} : () -> ()
      }, {
      }) : () -> ()
    }
    "#;
    let ir = parse(src);
    let wrap = nth_op(&ir, "u.wrap", 0);
    let (hidden, seen) = (nth_op(&ir, "t.use", 0), nth_op(&ir, "t.use", 1));
    assert!(is_potentially_unknown_symbol_table(&ir, wrap));
    // Two regions: not a table candidate.
    assert!(!is_potentially_unknown_symbol_table(&ir, nth_op(&ir, "t.two", 0)));
    assert_eq!(nearest_symbol_table(&ir, hidden), None);
    assert_eq!(lookup_nearest_name_from(&ir, hidden, "f"), None);
    assert_eq!(lookup_nearest_name_from(&ir, seen, "f"), Some(sym(&ir, "f")));
    // The uses below the unknown op cannot be known.
    let m = top(&ir);
    assert_eq!(symbol_uses(&ir, m.region(&ir, 0)), None);
    assert_eq!(symbol_uses_of(&ir, sym(&ir, "f"), m), None);
    assert!(!symbol_known_use_empty(&ir, sym(&ir, "f"), m));

    // Once the dialect is known, the op is known not to be a table.
    let ctx = context();
    ctx.register_dialect("u");
    let ir = parse_with(ctx, src);
    let hidden = nth_op(&ir, "t.use", 0);
    assert_eq!(nearest_symbol_table(&ir, hidden), Some(top(&ir)));
    assert_eq!(lookup_nearest_name_from(&ir, hidden, "f"), Some(sym(&ir, "f")));
    assert_eq!(symbol_uses_of(&ir, sym(&ir, "f"), top(&ir)).map(|u| u.len()), Some(2));
}

// ----------------------------------------------------------------------------
// Visibility
// ----------------------------------------------------------------------------

#[test]
fn visibility_reads_and_writes_attributes_and_properties() {
    let mut ir = parse(
        r#"
        module {
          "t.sym"() {sym_name = "a"} : () -> ()
          "t.sym"() {sym_name = "b", sym_visibility = "private"} : () -> ()
          "t.sym"() {sym_name = "c", sym_visibility = "nested"} : () -> ()
          "t.sym"() {sym_name = "d", sym_visibility = "weird"} : () -> ()
          module @m attributes {sym_visibility = "nested"} {
          }
        }
        "#,
    );
    let (a, b, c, d, m) =
        (sym(&ir, "a"), sym(&ir, "b"), sym(&ir, "c"), sym(&ir, "d"), sym(&ir, "m"));
    assert_eq!(visibility(&ir, a), Visibility::Public);
    assert_eq!(visibility(&ir, b), Visibility::Private);
    assert_eq!(visibility(&ir, c), Visibility::Nested);
    assert_eq!(visibility(&ir, d), Visibility::Public);
    // The module keeps `sym_visibility` as a property.
    assert_eq!(visibility(&ir, m), Visibility::Nested);

    set_visibility(&mut ir, a, Visibility::Private);
    set_visibility(&mut ir, b, Visibility::Public);
    set_visibility(&mut ir, c, Visibility::Nested);
    set_visibility(&mut ir, m, Visibility::Private);
    assert_eq!(visibility(&ir, a), Visibility::Private);
    assert_eq!(visibility(&ir, b), Visibility::Public);
    assert_eq!(visibility(&ir, m), Visibility::Private);
    assert_eq!(m.attrs(&ir).len(), 0, "a property, not a discardable attribute");
    assert_ir(
        &ir,
        r#"
        module {
          "t.sym"() {sym_name = "a", sym_visibility = "private"} : () -> ()
          "t.sym"() {sym_name = "b"} : () -> ()
          "t.sym"() {sym_name = "c", sym_visibility = "nested"} : () -> ()
          "t.sym"() {sym_name = "d", sym_visibility = "weird"} : () -> ()
          module @m attributes {sym_visibility = "private"} {
          }
        }
        "#,
    );
}

// ----------------------------------------------------------------------------
// Uses
// ----------------------------------------------------------------------------

#[test]
fn uses_are_listed_in_op_order_then_attribute_name_order() {
    let ir = parse(
        r#"
        module {
          "t.a"() {callee = @f} : () -> ()
          "t.b"() {z = @c, refs = [@a, {k = @b}], n = 1 : i32, same = [@a]} : () -> ()
          "t.two"() ({
            "t.c"() {x = @d} : () -> ()
          }, {
            "t.c"() {x = @e, y = #t.attr<"x">} : () -> ()
          }) : () -> ()
          "t.d"() {t = [[[@outer::@deep]]], u = (i32) -> i32} : () -> ()
        }
        "#,
    );
    let uses = symbol_uses(&ir, top(&ir).region(&ir, 0));
    assert_eq!(
        describe_all(&ir, uses),
        [
            "t.a @f",
            // Names sorted: refs, same, z; `@a` reported once for the op.
            "t.b @a",
            "t.b @b",
            "t.b @c",
            // Pre-order: nested ops before the next op of the block.
            "t.c @d",
            "t.c @e",
            "t.d @outer::@deep",
        ]
    );
}

#[test]
fn use_walks_stop_at_nested_tables_but_see_their_attributes() {
    let ir = parse(
        r#"
        module attributes {t.top = @on_top} {
          "t.u"() {id = 1, r = @x} : () -> ()
          module @inner attributes {t.r = @on_inner} {
            "t.u"() {id = 2, r = @hidden} : () -> ()
          }
          "t.u"() {id = 3, r = @z} : () -> ()
        }
        "#,
    );
    let m = top(&ir);
    let uses = symbol_uses(&ir, m.region(&ir, 0));
    assert_eq!(describe_all(&ir, uses), ["t.u#1 @x", "builtin.module @on_inner", "t.u#3 @z"]);
    // An op scope is the op itself and, unless it is a table, its insides:
    // for a table, only its own attributes (as MLIR's `getSymbolUses(op)`).
    assert_eq!(describe_all(&ir, symbol_uses(&ir, m)), ["builtin.module @on_top"]);
    let inner = sym(&ir, "inner");
    assert_eq!(describe_all(&ir, symbol_uses(&ir, inner.region(&ir, 0))), ["t.u#2 @hidden"]);
}

#[test]
fn unregistered_property_dictionaries_hold_no_uses() {
    // MLIR's attribute dictionary of an unregistered op leaves out its
    // `<{…}>` properties; only `sym_name` lookups read them.
    let ir = parse(
        r#"
        module {
          "t.p"() <{callee = @f, sym_name = "p"}> {other = @g} : () -> ()
        }
        "#,
    );
    let p = nth_op(&ir, "t.p", 0);
    assert_eq!(symbol_name(&ir, p), Some("p"));
    assert_eq!(describe_all(&ir, symbol_uses(&ir, top(&ir).region(&ir, 0))), ["t.p @g"]);
}

/// A nested table `@outer` holding a symbol `@inner`, and uses of both from
/// inside and outside `@outer`; the top table has an `@inner` of its own.
const USES_OF: &str = r#"
module {
  module @outer {
    "t.sym"() {sym_name = "inner"} : () -> ()
    "t.use"() {id = 1, r = @inner} : () -> ()
    "t.use"() {id = 2, r = @other} : () -> ()
  }
  "t.use"() {id = 3, r = @outer::@inner} : () -> ()
  "t.use"() {id = 4, r = [@outer::@other, {k = @outer::@inner::@deep}]} : () -> ()
  "t.use"() {id = 5, r = @outer} : () -> ()
  "t.sym"() {sym_name = "inner"} : () -> ()
  "t.use"() {id = 6, r = @inner} : () -> ()
  "t.sym"() {sym_name = "unused"} : () -> ()
}
"#;

/// The names in [`USES_OF`] that renaming `@outer` or the nested `@inner`,
/// or replacing their uses, can change.
#[derive(Clone, Copy)]
struct UsesOfNames {
    /// `@outer`'s own name.
    outer: &'static str,
    /// `@outer` as the root of the references in the top table (uses 3 to 5).
    outer_ref: &'static str,
    /// The nested `@inner`'s own name.
    inner: &'static str,
    /// The nested `@inner` as referenced inside `@outer` (use 1).
    inner_ref: &'static str,
    /// The nested `@inner` as referenced through `@outer` (uses 3 and 4).
    inner_path: &'static str,
}

/// The names of [`USES_OF`] as parsed.
const AS_PARSED: UsesOfNames = UsesOfNames {
    outer: "outer",
    outer_ref: "outer",
    inner: "inner",
    inner_ref: "inner",
    inner_path: "inner",
};

/// [`USES_OF`] as printed with `names`.
fn uses_of_printed(names: UsesOfNames) -> String {
    let UsesOfNames { outer, outer_ref: o, inner, inner_ref, inner_path: i } = names;
    format!(
        r#"
        module {{
          module @{outer} {{
            "t.sym"() {{sym_name = "{inner}"}} : () -> ()
            "t.use"() {{id = 1 : i64, r = @{inner_ref}}} : () -> ()
            "t.use"() {{id = 2 : i64, r = @other}} : () -> ()
          }}
          "t.use"() {{id = 3 : i64, r = @{o}::@{i}}} : () -> ()
          "t.use"() {{id = 4 : i64, r = [@{o}::@other, {{k = @{o}::@{i}::@deep}}]}} : () -> ()
          "t.use"() {{id = 5 : i64, r = @{o}}} : () -> ()
          "t.sym"() {{sym_name = "inner"}} : () -> ()
          "t.use"() {{id = 6 : i64, r = @inner}} : () -> ()
          "t.sym"() {{sym_name = "unused"}} : () -> ()
        }}
        "#
    )
}

#[test]
fn uses_of_a_nested_symbol_follow_the_reference_path() {
    let ir = parse(USES_OF);
    let m = top(&ir);
    let (outer, nested_inner, top_inner) =
        (sym(&ir, "outer"), sym(&ir, "inner"), nth_sym(&ir, "inner", 1));
    // Inside `@outer` it is `@inner`; from the top it is `@outer::@inner`
    // (further qualified references count too). The top-level `@inner` is
    // another symbol.
    assert_eq!(
        describe_all(&ir, symbol_uses_of(&ir, nested_inner, m)),
        ["t.use#1 @inner", "t.use#3 @outer::@inner", "t.use#4 @outer::@inner::@deep"]
    );
    assert_eq!(describe_all(&ir, symbol_uses_of(&ir, top_inner, m)), ["t.use#6 @inner"]);
    // Every reference through `@outer` uses it.
    assert_eq!(
        describe_all(&ir, symbol_uses_of(&ir, outer, m)),
        [
            "t.use#3 @outer::@inner",
            "t.use#4 @outer::@other",
            "t.use#4 @outer::@inner::@deep",
            "t.use#5 @outer"
        ]
    );
    // Seen from `@outer` only the flat reference exists.
    assert_eq!(describe_all(&ir, symbol_uses_of(&ir, nested_inner, outer)), ["t.use#1 @inner"]);
    // An op scope below the common ancestor: that op's own attributes.
    let use3 = nth_op(&ir, "t.use", 2);
    assert_eq!(
        describe_all(&ir, symbol_uses_of(&ir, nested_inner, use3)),
        ["t.use#3 @outer::@inner"]
    );
    assert!(!symbol_known_use_empty(&ir, nested_inner, m));
    assert!(symbol_known_use_empty(&ir, sym(&ir, "unused"), m));
    // A non-symbol has no uses to look for.
    assert_eq!(symbol_uses_of(&ir, use3, m), None);
}

#[test]
fn recursive_uses_inside_the_symbol_are_found() {
    let ir = parse(
        r#"
        module {
          "t.func"() ({
            "t.call"() {callee = @self} : () -> ()
            module {
              "t.call"() {callee = @self} : () -> ()
            }
          }, {
          }) {sym_name = "self"} : () -> ()
          module @tbl {
            "t.use"() {r = @tbl} : () -> ()
          }
        }
        "#,
    );
    let func = sym(&ir, "self");
    let call = nth_op(&ir, "t.call", 0);
    assert_eq!(describe_all(&ir, symbol_uses_of(&ir, func, func)), ["t.call @self"]);
    assert_eq!(describe_all(&ir, symbol_uses_of(&ir, func, call)), ["t.call @self"]);
    // Below a nested table, `@self` names that table's symbols.
    let shadowed = nth_op(&ir, "t.call", 1);
    assert_eq!(symbol_uses_of(&ir, func, shadowed), Some(vec![]));
    assert!(symbol_known_use_empty(&ir, func, shadowed));
    // A region scope leaves out the op's own attributes and other regions.
    assert_eq!(symbol_uses_of(&ir, func, func.region(&ir, 1)), Some(vec![]));
    assert_eq!(symbol_uses_of(&ir, func, func.region(&ir, 0)).map(|u| u.len()), Some(1));
    // Inside a table, `@tbl` names one of its own symbols, never the table.
    let tbl = sym(&ir, "tbl");
    assert_eq!(symbol_uses_of(&ir, tbl, tbl), Some(vec![]));
    assert_eq!(symbol_uses_of(&ir, tbl, tbl.region(&ir, 0)), Some(vec![]));
}

#[test]
fn registered_properties_are_uses_merged_with_attributes_by_name() {
    let mut ir = parse_with(
        context_with_registered_ops(),
        r#"
        module {
          "reg.call"() <{callee = @b, target = [@d]}> {a.x = @a, c.y = @c} : () -> ()
        }
        "#,
    );
    let m = top(&ir);
    // As MLIR's merged dictionary: a.x, c.y, callee, target.
    assert_eq!(
        describe_all(&ir, symbol_uses(&ir, m.region(&ir, 0))),
        ["reg.call @a", "reg.call @c", "reg.call @b", "reg.call @d"]
    );
    let b = new_symbol(&mut ir, m, "b");
    let d = new_symbol(&mut ir, m, "d");
    let mut table = SymbolTable::new(&ir, m).expect("a table");
    table.insert(&mut ir, b).expect("inserted");
    table.insert(&mut ir, d).expect("inserted");
    table.rename(&mut ir, b, "b2").expect("renamed");
    table.rename(&mut ir, d, "d2").expect("renamed");
    assert_ir(
        &ir,
        r#"
        module {
          "reg.call"() <{callee = @b2, target = [@d2]}> {a.x = @a, c.y = @c} : () -> ()
          "t.sym"() {sym_name = "b2"} : () -> ()
          "t.sym"() {sym_name = "d2"} : () -> ()
        }
        "#,
    );
}

#[test]
fn insert_goes_before_a_terminator() {
    let mut ir = parse_with(
        context_with_registered_ops(),
        r#"
        module {
          "t.sym"() {sym_name = "a"} : () -> ()
          "reg.end"() : () -> ()
        }
        "#,
    );
    let m = top(&ir);
    let mut table = SymbolTable::new(&ir, m).expect("a table");
    let b = new_symbol(&mut ir, m, "b");
    table.insert(&mut ir, b).expect("inserted");
    assert_ir(
        &ir,
        r#"
        module {
          "t.sym"() {sym_name = "a"} : () -> ()
          "t.sym"() {sym_name = "b"} : () -> ()
          "reg.end"() : () -> ()
        }
        "#,
    );
}

#[test]
fn uses_below_a_non_table_op_see_no_path_into_it() {
    // `@m::@s` inside `t.two` resolves from the top module, whose block
    // holds `t.two`, not `@m`: it does not name `@s`.
    let ir = parse(
        r#"
        module {
          "t.two"() ({
            module @m {
              "t.sym"() {sym_name = "s"} : () -> ()
              "t.use"() {id = 1, r = @s} : () -> ()
            }
            "t.use"() {id = 2, r = @m::@s} : () -> ()
          }, {
          }) : () -> ()
        }
        "#,
    );
    let (two, s) = (nth_op(&ir, "t.two", 0), sym(&ir, "s"));
    assert_eq!(describe_all(&ir, symbol_uses_of(&ir, s, two)), ["t.use#1 @s"]);
    assert_eq!(describe_all(&ir, symbol_uses_of(&ir, s, top(&ir))), ["t.use#1 @s"]);
}

// ----------------------------------------------------------------------------
// Replacing uses and renaming
// ----------------------------------------------------------------------------

#[test]
fn replace_all_uses_rewrites_the_component_naming_the_symbol() {
    let mut ir = parse(USES_OF);
    let m = top(&ir);
    let nested_inner = sym(&ir, "inner");
    replace_all_symbol_uses(&mut ir, nested_inner, "renamed", m).expect("a symbol");
    // The symbol itself keeps its name.
    assert_ir(
        &ir,
        &uses_of_printed(UsesOfNames { inner_ref: "renamed", inner_path: "renamed", ..AS_PARSED }),
    );
}

#[test]
fn replace_all_uses_of_a_table_rewrites_the_roots() {
    let mut ir = parse(USES_OF);
    let m = top(&ir);
    let outer = sym(&ir, "outer");
    let scope = UseScope::Region(m.region(&ir, 0));
    replace_all_symbol_uses(&mut ir, outer, "o2", scope).expect("a symbol");
    // `@outer` itself keeps its name.
    assert_ir(&ir, &uses_of_printed(UsesOfNames { outer_ref: "o2", ..AS_PARSED }));
    let use3 = nth_op(&ir, "t.use", 2);
    assert_eq!(replace_all_symbol_uses(&mut ir, use3, "x", m), Err(SymbolError::NotASymbol));
}

#[test]
fn rename_updates_uses_inside_the_symbols_table_only() {
    let mut ir = parse(USES_OF);
    let nested_inner = sym(&ir, "inner");
    rename(&mut ir, nested_inner, "x").expect("renamed");
    // As MLIR's `SymbolTable::rename`: the scope is the table holding the
    // symbol, so `@outer::@inner` in the parent table is left alone.
    assert_ir(&ir, &uses_of_printed(UsesOfNames { inner: "x", inner_ref: "x", ..AS_PARSED }));
    assert_eq!(lookup_name_in(&ir, sym(&ir, "outer"), "x"), Some(nested_inner));
    assert_eq!(lookup_name_in(&ir, sym(&ir, "outer"), "inner"), None);
}

#[test]
fn rename_of_a_module_sets_its_property_and_the_parent_uses() {
    let mut ir = parse(USES_OF);
    let outer = sym(&ir, "outer");
    rename(&mut ir, outer, "o2").expect("renamed");
    assert_eq!(symbol_name(&ir, outer), Some("o2"));
    assert_eq!(outer.attrs(&ir).len(), 0, "sym_name stays a property");
    assert_ir(&ir, &uses_of_printed(UsesOfNames { outer: "o2", outer_ref: "o2", ..AS_PARSED }));
}

#[test]
fn rename_refuses_taken_names_and_non_symbols() {
    let mut ir = parse(USES_OF);
    let before = print_ir(&ir, &PrintOptions::new());
    let top_inner = nth_sym(&ir, "inner", 1);
    assert_eq!(rename(&mut ir, top_inner, "unused"), Err(SymbolError::NameTaken));
    assert_eq!(rename(&mut ir, top_inner, "outer"), Err(SymbolError::NameTaken));
    let use1 = nth_op(&ir, "t.use", 0);
    assert_eq!(rename(&mut ir, use1, "y"), Err(SymbolError::NotASymbol));
    // The top-level module has no parent table.
    let m = top(&ir);
    set_symbol_name(&mut ir, m, "top");
    assert_eq!(rename(&mut ir, m, "t2"), Err(SymbolError::NotInTable));
    ir.set_attr_any(m, "sym_name", None);
    assert_eq!(print_ir(&ir, &PrintOptions::new()), before);
    // Renaming to the current name is a no-op.
    assert_eq!(rename(&mut ir, top_inner, "inner"), Ok(()));
    assert_eq!(print_ir(&ir, &PrintOptions::new()), before);
}

#[test]
fn rename_writes_an_unregistered_ops_property_entry() {
    let mut ir = parse(
        r#"
        module {
          "t.p"() <{sym_name = "p", sym_visibility = "private"}> : () -> ()
          "t.u"() {r = @p} : () -> ()
        }
        "#,
    );
    let p = sym(&ir, "p");
    assert_eq!(visibility(&ir, p), Visibility::Private);
    rename(&mut ir, p, "q").expect("renamed");
    set_visibility(&mut ir, p, Visibility::Public);
    assert_ir(
        &ir,
        r#"
        module {
          "t.p"() <{sym_name = "q"}> : () -> ()
          "t.u"() {r = @q} : () -> ()
        }
        "#,
    );
}

// ----------------------------------------------------------------------------
// SymbolTable: insert, remove, erase
// ----------------------------------------------------------------------------

#[test]
fn insert_appends_and_uniques_names() {
    let mut ir = parse(
        r#"
        module {
          "t.sym"() {sym_name = "f"} : () -> ()
          "t.sym"() {sym_name = "f_0"} : () -> ()
          "t.sym"() {sym_name = "g"} : () -> ()
        }
        "#,
    );
    let ctx = ir.ctx_arc().clone();
    let m = top(&ir);
    let mut table = SymbolTable::new(&ir, m).expect("a table");
    assert_eq!(table.op(), m);

    let a = new_symbol(&mut ir, m, "f");
    let name = table.insert(&mut ir, a).expect("inserted");
    assert_eq!(name.as_str(&ctx), "f_1", "f_0 is taken");
    assert_eq!(symbol_name(&ir, a), Some("f_1"));
    // The counter is the table's: the next clash continues from it.
    let b = new_symbol(&mut ir, m, "g");
    assert_eq!(table.insert(&mut ir, b).expect("inserted").as_str(&ctx), "g_2");
    let c = new_symbol(&mut ir, m, "h");
    assert_eq!(table.insert(&mut ir, c).expect("inserted").as_str(&ctx), "h");
    // Inserting again only registers.
    assert_eq!(table.insert(&mut ir, c).expect("registered").as_str(&ctx), "h");
    let d = new_symbol(&mut ir, m, "first");
    let g = sym(&ir, "g");
    assert_eq!(table.insert_before(&mut ir, d, g).expect("inserted").as_str(&ctx), "first");
    assert_eq!(table.lookup(&ir, "f_1"), Some(a));
    assert_eq!(table.lookup(&ir, "g_2"), Some(b));
    assert_eq!(table.lookup(&ir, "g"), Some(g));
    assert_ir(
        &ir,
        r#"
        module {
          "t.sym"() {sym_name = "f"} : () -> ()
          "t.sym"() {sym_name = "f_0"} : () -> ()
          "t.sym"() {sym_name = "first"} : () -> ()
          "t.sym"() {sym_name = "g"} : () -> ()
          "t.sym"() {sym_name = "f_1"} : () -> ()
          "t.sym"() {sym_name = "g_2"} : () -> ()
          "t.sym"() {sym_name = "h"} : () -> ()
        }
        "#,
    );
}

#[test]
fn insert_refuses_what_it_cannot_place() {
    let mut ir = parse(NESTED);
    let ctx = ir.ctx_arc().clone();
    let m = top(&ir);
    let outer = sym(&ir, "outer");
    let mut table = SymbolTable::new(&ir, m).expect("a table");
    // Attached to another table's block.
    let g = sym(&ir, "g");
    assert_eq!(table.insert(&mut ir, g), Err(SymbolError::NotInTable));
    // Created in `@outer`'s body, which is not the top module's.
    let other_body = new_symbol(&mut ir, outer, "x");
    assert_eq!(table.insert(&mut ir, other_body), Err(SymbolError::OtherBody));
    // No name.
    let body = m.region(&ir, 0).first_block(&ir).expect("block").body;
    let nameless = ir.create_op(body, OperationState::new(ctx.op_name("t.x"), ctx.unknown_loc()));
    assert_eq!(table.insert(&mut ir, nameless), Err(SymbolError::NotASymbol));
    // An insertion point outside the table.
    let y = new_symbol(&mut ir, m, "y");
    assert_eq!(table.insert_before(&mut ir, y, g), Err(SymbolError::NotInTable));
    assert!(y.block(&ir).is_none(), "nothing was inserted");
    assert_ir(&ir, NESTED);
}

#[test]
fn remove_unregisters_and_erase_deletes() {
    let mut ir = parse(NESTED);
    let m = top(&ir);
    let (f, outer) = (sym(&ir, "f"), sym(&ir, "outer"));
    let mut table = SymbolTable::new(&ir, m).expect("a table");
    table.remove(&ir, f).expect("removed");
    // Still in the IR (MLIR's `remove`), no longer in the table.
    assert_eq!(table.lookup(&ir, "f"), None);
    assert_eq!(lookup_name_in(&ir, m, "f"), Some(f));
    assert_eq!(table.insert(&mut ir, f).expect("registered again").as_str(ir.ctx()), "f");
    assert_eq!(table.lookup(&ir, "f"), Some(f));

    table.erase(&mut ir, outer).expect("erased");
    assert!(outer.is_erased(&ir));
    assert_eq!(table.lookup(&ir, "outer"), None);
    assert_ir(
        &ir,
        r#"
        module {
          "t.sym"() {sym_name = "f"} : () -> ()
        }
        "#,
    );
    // The top module has no name; `@h` is not in this table.
    assert_eq!(table.remove(&ir, m), Err(SymbolError::NotASymbol));
    let mut other = parse(NESTED);
    let h = sym(&other, "h");
    let mut other_table = SymbolTable::new(&other, top(&other)).expect("a table");
    assert_eq!(other_table.erase(&mut other, h), Err(SymbolError::NotInTable));
    assert!(!h.is_erased(&other));
}

// ----------------------------------------------------------------------------
// SymbolTableCollection
// ----------------------------------------------------------------------------

#[test]
fn collection_caches_tables_until_invalidated() {
    let mut ir = parse(NESTED);
    let ctx = ir.ctx_arc().clone();
    let m = top(&ir);
    let (f, g, h) = (sym(&ir, "f"), sym(&ir, "g"), sym(&ir, "h"));
    let mut tables = SymbolTableCollection::new();
    assert_eq!(tables.lookup_name_in(&ir, m, "f"), Some(f));
    assert_eq!(tables.lookup_symbol_in(&ir, m, sref(&ctx, "@outer::@inner::@h")), Some(h));
    assert_eq!(
        tables.lookup_symbol_path_in(&ir, m, sref(&ctx, "@outer::@g")),
        Some(vec![sym(&ir, "outer"), g])
    );
    assert_eq!(tables.lookup_nearest_symbol_from(&ir, g, sref(&ctx, "@inner::@h")), Some(h));
    assert_eq!(tables.lookup_nearest_name_from(&ir, h, "h"), Some(h));

    // A symbol added behind the collection's back is not seen …
    let n = new_symbol(&mut ir, m, "n");
    let block = m.region(&ir, 0).first_block(&ir).expect("block");
    ir.insert_op(n, InsertPoint::BlockEnd(block));
    assert_eq!(tables.lookup_name_in(&ir, m, "n"), None);
    // … until the table is invalidated.
    tables.invalidate(m);
    assert_eq!(tables.lookup_name_in(&ir, m, "n"), Some(n));

    // Stale entries (renamed or erased ops) are never handed out.
    set_symbol_name(&mut ir, f, "f2");
    assert_eq!(tables.lookup_name_in(&ir, m, "f"), None);
    ir.erase_op(n);
    assert_eq!(tables.lookup_name_in(&ir, m, "n"), None);
    tables.clear();
    assert_eq!(tables.lookup_name_in(&ir, m, "f2"), Some(f));

    // Changes made through a cached table keep it current.
    let table = tables.symbol_table(&ir, m).expect("a table");
    let k = new_symbol(&mut ir, m, "f2");
    let name = table.insert(&mut ir, k).expect("inserted");
    assert_eq!(name.as_str(&ctx), "f2_0");
    assert_eq!(tables.lookup_name_in(&ir, m, "f2_0"), Some(k));
    assert!(tables.symbol_table(&ir, f).is_none(), "not a table");
}

// ----------------------------------------------------------------------------
// Depth
// ----------------------------------------------------------------------------

#[test]
fn deep_nesting_does_not_overflow_the_stack() {
    const DEPTH: usize = 2_000;
    let handle = std::thread::Builder::new()
        .stack_size(256 * 1024)
        .spawn(|| {
            // Modules @m0 … @m{DEPTH-1}, the innermost holding @leaf and a
            // chain of non-table ops holding a use.
            let mut src = String::from("module {\n");
            for i in 0..DEPTH {
                src.push_str(&format!("module @m{i} {{\n"));
            }
            src.push_str("\"t.sym\"() {sym_name = \"leaf\"} : () -> ()\n");
            for _ in 0..DEPTH {
                src.push_str("\"t.two\"() ({\n");
            }
            src.push_str("\"t.use\"() {r = @leaf} : () -> ()\n");
            for _ in 0..DEPTH {
                src.push_str("}, {\n}) : () -> ()\n");
            }
            for _ in 0..DEPTH {
                src.push_str("}\n");
            }
            src.push_str("\"t.use\"() {r = @m0::@m1} : () -> ()\n}\n");
            let mut ir = parse(&src);
            let ctx = ir.ctx_arc().clone();
            let m = top(&ir);
            let leaf = sym(&ir, "leaf");
            let path: Vec<String> = (0..DEPTH).map(|i| format!("@m{i}")).collect();
            let full = format!("{}::@leaf", path.join("::"));
            assert_eq!(lookup_symbol_in(&ir, m, sref(&ctx, &full)), Some(leaf));
            let mut tables = SymbolTableCollection::new();
            assert_eq!(tables.lookup_symbol_in(&ir, m, sref(&ctx, &full)), Some(leaf));
            let uses = symbol_uses_of(&ir, leaf, m).expect("known");
            assert_eq!(uses.len(), 1);
            replace_all_symbol_uses(&mut ir, leaf, "leaf2", m).expect("a symbol");
            let user = uses[0].user;
            assert_eq!(attr_to_string(&ctx, user.attr(&ir, "r").expect("r")), "@leaf2");
            let m1 = sym(&ir, "m1");
            rename(&mut ir, m1, "n1").expect("renamed");
            assert_eq!(symbol_name(&ir, m1), Some("n1"));
            assert!(symbol_uses(&ir, m.region(&ir, 0)).is_some());
        })
        .expect("thread starts");
    handle.join().expect("no stack overflow");
}
