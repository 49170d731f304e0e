//! `DialectFoldInterface` and the folder's constant insertion region, over
//! parsed IR: no standard dialect implements the interface (as upstream),
//! so a test dialect does, asking for constants inside its `hoist.scope`
//! op; the walk outward stops there, at an isolated op (`func.func`, the
//! test's `hoist.isolated`), an unregistered op, or a top-level op, and
//! passes `hoist.plain`.

use std::sync::Arc;

use mlir_core::definitions::interfaces::dialect_fold::{
    DialectFoldInterface, DialectFoldInterfaceRef, constant_insertion_region,
};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{InsertPoint, Ir, IrView, OperationState, Region, WalkControl, WalkOrder};
use mlir_core::semantics::constraints::AnyRegion;
use mlir_core::semantics::traits::{IsIsolatedFromAbove, NoTerminator};
use mlir_core::{Context, Module};
use mlir_derive::{dialect, op};

/// Ops that decide where folded constants go.
#[dialect(name = "hoist", ops = [ScopeOp, PlainOp, IsolatedOp],
          interfaces = [DialectFoldInterface])]
pub struct Hoist;

/// Constants folded inside a `hoist.scope` stay in its region.
impl DialectFoldInterface for Hoist {
    fn should_materialize_into(&self, ir: &IrView, region: Region) -> bool {
        region.parent_op(ir).is_some_and(|op| ScopeOp::isa(ir, op))
    }
}

/// A region that keeps the constants folded inside it.
#[op(dialect = Hoist, name = "scope", traits = [NoTerminator])]
pub struct ScopeOp {
    #[region]
    body: AnyRegion,
}

/// A region constants are hoisted out of.
#[op(dialect = Hoist, name = "plain", traits = [NoTerminator])]
pub struct PlainOp {
    #[region]
    body: AnyRegion,
}

/// A region isolated from above.
#[op(dialect = Hoist, name = "isolated", traits = [NoTerminator, IsIsolatedFromAbove])]
pub struct IsolatedOp {
    #[region]
    body: AnyRegion,
}

fn context() -> Arc<Context> {
    let mut registry = mlir_dialects::all_dialects();
    registry.insert::<Hoist>();
    let ctx = Arc::new(Context::with_dialects(&registry));
    ctx.set_allow_unregistered_dialects(true);
    ctx
}

/// For each `x.leaf` op, in walk order, the name of the op owning the
/// region its folded constants would go to (`<root>` for the root region).
fn leaves_and_regions(ir: &IrView) -> Vec<String> {
    let mut answers = Vec::new();
    ir.walk_all(WalkOrder::PreOrder, |ir, op| {
        if op.name(ir).as_str(ir.ctx()) == "x.leaf" {
            let region = constant_insertion_region(ir, op).expect("attached");
            let owner = region.parent_op(ir).map(|p| p.name(ir).as_str(ir.ctx()).to_owned());
            answers.push(owner.unwrap_or_else(|| "<root>".to_owned()));
        }
        WalkControl::Advance
    });
    answers
}

#[test]
fn constants_go_to_the_first_region_the_rules_or_the_dialect_choose() {
    let m = Module::parse(
        context(),
        "in.mlir",
        r#"
func.func @f(%x: i32) {
  "hoist.scope"() ({
    "hoist.plain"() ({
      "x.leaf"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "hoist.plain"() ({
    "hoist.plain"() ({
      "x.leaf"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "x.unregistered"() ({
    "hoist.plain"() ({
      "x.leaf"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "hoist.isolated"() ({
    "hoist.plain"() ({
      "x.leaf"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "x.leaf"() : () -> ()
  return
}
"x.leaf"() : () -> ()
"#,
    )
    .unwrap_or_else(|d| panic!("{}", d.first_message()));
    assert_eq!(
        leaves_and_regions(m.ir()),
        [
            "hoist.scope",
            "func.func",
            "x.unregistered",
            "hoist.isolated",
            "func.func",
            "builtin.module"
        ]
    );
    // The dialect's model, found by namespace; the standard dialects have none.
    let ctx = m.ctx();
    assert!(DialectFoldInterfaceRef::get(ctx, "hoist").is_some());
    for namespace in ["arith", "cf", "func", "ub"] {
        assert!(DialectFoldInterfaceRef::get(ctx, namespace).is_none(), "{namespace}");
    }
}

#[test]
fn a_top_level_parent_stops_the_walk_and_a_detached_op_has_no_region() {
    // Without a module: `hoist.plain` itself is a top-level op.
    let mut ir = Ir::new(context());
    let ctx = ir.ctx_arc().clone();
    let loc = ctx.unknown_loc();
    let mut state = OperationState::new(ctx.op_name("hoist.plain"), loc);
    state.num_new_regions = 1;
    let root = ir.root_body();
    let plain = ir.create_op(root, state);
    let top = ir.root_block();
    ir.insert_op(plain, InsertPoint::BlockEnd(top));
    let region = plain.region(&ir, 0);
    let block = ir.create_block(root);
    ir.append_block(region, block);
    let leaf = ir.create_op(root, OperationState::new(ctx.op_name("x.leaf"), loc));
    assert_eq!(constant_insertion_region(&ir, leaf), None);
    ir.insert_op(leaf, InsertPoint::BlockEnd(block));
    assert_eq!(constant_insertion_region(&ir, leaf), Some(region));
    // An op of the root region gets the root region.
    assert_eq!(constant_insertion_region(&ir, plain), Some(ir.root_region()));
}
