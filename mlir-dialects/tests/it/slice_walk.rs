//! The walk back from a value to the values it comes from
//! (`mlir_core::transforms::slice_walk`) over the standard dialects'
//! control flow: selects, branches to a block, the edges of `scf.while`,
//! and where it gives up (an induction variable, an op it cannot see
//! through).

use mlir_core::DialectRegistry;
use mlir_core::ir::{IrView, Value};
use mlir_core::transforms::slice_walk::{SliceStep, control_flow_predecessors, walk_slice};
use mlir_dialects::{arith, cf, func, scf};

use crate::common::{module, ops_named};

const FLOWS: &str = r#"
func.func @f(%a: i32, %b: i32, %c: i1, %n: index) {
  %s = arith.select %c, %a, %b : i32
  cf.cond_br %c, ^join(%s : i32), ^join(%b : i32)
^join(%j: i32):
  %w = scf.while (%x = %j) : (i32) -> i32 {
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %z = "x.step"(%y) : (i32) -> i32
    scf.yield %z : i32
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    "x.use"(%i, %w) : (index, i32) -> ()
  }
  return
}
"#;

fn registry() -> DialectRegistry {
    let mut registry = DialectRegistry::new();
    registry.insert::<arith::Arith>();
    registry.insert::<cf::ControlFlow>();
    registry.insert::<func::Func>();
    registry.insert::<scf::Scf>();
    registry
}

/// The operands of the first op named `name`.
fn operands_of(ir: &IrView, name: &str) -> Vec<Value> {
    ops_named(ir, name)[0].operands(ir).collect()
}

#[test]
fn control_flow_predecessors_follow_selects_branches_and_region_edges() {
    let module = module(&registry(), FLOWS);
    let ir = module.ir();
    let func = ops_named(ir, "func.func")[0];
    let entry = func.region(ir, 0).first_block(ir).unwrap();
    let [a, b, _, _]: [Value; 4] = entry.args(ir).collect::<Vec<_>>().try_into().unwrap();
    let select = ops_named(ir, "arith.select")[0].result(ir, 0);
    assert_eq!(control_flow_predecessors(ir, select), Some(vec![a, b]));
    // The join's argument: what each branch passes, in use order.
    let join_arg = operands_of(ir, "scf.while")[0];
    let mut passed = control_flow_predecessors(ir, join_arg).unwrap();
    passed.sort_by_key(|v| *v != select);
    assert_eq!(passed, vec![select, b]);
    // The loop's result comes from `scf.condition`'s forwarded operand; its
    // `after` argument likewise; its `before` argument from the init and
    // the yield.
    let while_op = ops_named(ir, "scf.while")[0];
    let before_arg = while_op.region(ir, 0).first_block(ir).unwrap().arg(ir, 0);
    let after_arg = while_op.region(ir, 1).first_block(ir).unwrap().arg(ir, 0);
    let stepped = ops_named(ir, "x.step")[0].result(ir, 0);
    assert_eq!(control_flow_predecessors(ir, while_op.result(ir, 0)), Some(vec![before_arg]));
    assert_eq!(control_flow_predecessors(ir, after_arg), Some(vec![before_arg]));
    assert_eq!(control_flow_predecessors(ir, before_arg), Some(vec![join_arg, stepped]));
    // No edge forwards to the induction variable; an op result of an op
    // that is not control flow has no predecessors; neither has a
    // function's argument.
    let iv = operands_of(ir, "x.use")[0];
    assert_eq!(control_flow_predecessors(ir, iv), None);
    assert_eq!(control_flow_predecessors(ir, stepped), None);
    assert_eq!(control_flow_predecessors(ir, a), None);
}

#[test]
fn walk_slice_sees_each_value_once_and_stops_when_asked() {
    let module = module(&registry(), FLOWS);
    let ir = module.ir();
    let result = ops_named(ir, "scf.while")[0].result(ir, 0);
    let mut seen = Vec::new();
    let complete = walk_slice(result, |value| {
        seen.push(value);
        match control_flow_predecessors(ir, value) {
            Some(predecessors) => SliceStep::AdvanceTo(predecessors),
            None => SliceStep::Skip,
        }
    });
    assert!(complete);
    // The result, the `before` argument, the join's argument, the step's
    // result, the select and the function's two arguments (`%b` reached
    // twice, seen once).
    let mut unique = seen.clone();
    unique.sort_by_key(|v| format!("{v:?}"));
    unique.dedup();
    assert_eq!(unique.len(), seen.len());
    assert_eq!(seen.len(), 7);
    let stopped = walk_slice(result, |_| SliceStep::Interrupt);
    assert!(!stopped);
}
