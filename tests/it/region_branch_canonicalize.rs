//! The generic canonicalizations of region-branching ops
//! (`mlir_rs::core::transforms::region_branch_canonicalize`) registered on
//! a user's op through `#[op(canonicalize = [...])]`: `rbc.loop` carries
//! values through one region and has two operand groups sized by
//! `operandSegmentSizes`, `rbc.step` ends its region; `looptest.for`
//! (of `region_branch.rs`) is a loop that does not register the patterns.
//! Each test runs `--canonicalize` and compares the printed function.

use mlir_rs::core::definitions::interfaces::region_branch::{
    RegionBranchOpInterface, RegionBranchPoint, RegionSuccessor, SuccessorTarget,
};
use mlir_rs::core::transforms::region_branch_canonicalize::{
    MakeRegionBranchOpSuccessorInputsDead, RemoveDeadRegionBranchOpSuccessorInputs,
    RemoveDuplicateSuccessorInputUses,
};
use mlir_rs::prelude::*;

#[dialect(name = "rbc", ops = [LoopOp, StepOp, EffectOp])]
pub struct Rbc;

/// `rbc.loop`: `bounds` are not forwarded, `inits` enter the region's
/// arguments or, when the loop runs zero times, the results; the region
/// repeats or leaves with `rbc.step`'s operands.
#[op(dialect = Rbc, name = "loop",
     traits = [AttrSizedOperandSegments, RecursiveMemoryEffects],
     interfaces = [RegionBranchOpInterface],
     canonicalize = [
         MakeRegionBranchOpSuccessorInputsDead<LoopOp>,
         RemoveDuplicateSuccessorInputUses<LoopOp>,
         RemoveDeadRegionBranchOpSuccessorInputs<LoopOp>,
     ])]
pub struct LoopOp {
    #[operand]
    bounds: Variadic<Index>,
    #[operand]
    inits: Variadic<AnyType>,
    #[result]
    results: Variadic<AnyType>,
    #[region]
    body: SizedRegion<1>,
}

impl RegionBranchOpInterface for LoopOp {
    fn successor_regions(&self, ir: &IrView, _point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        loop_successors(ir, self.as_op())
    }

    fn entry_successor_operands(
        &self,
        ir: &IrView,
        _target: SuccessorTarget,
    ) -> std::ops::Range<usize> {
        let op = self.as_op();
        op.num_operands(ir) - self.inits(ir).len()..op.num_operands(ir)
    }
}

/// A loop's successors from any point: its region, receiving all the
/// entry block's arguments, or the parent, receiving all the results.
fn loop_successors(ir: &IrView, op: Op) -> Vec<RegionSuccessor> {
    vec![RegionSuccessor::region_all_args(ir, op, 0), RegionSuccessor::parent_all_results(ir, op)]
}

/// Ends a loop's region, forwarding all its operands.
#[op(dialect = Rbc, name = "step", traits = [Pure, ReturnLike, IsTerminator])]
pub struct StepOp {
    #[operand]
    values: Variadic<AnyType>,
}

/// An op with effects, so that the loops are not dead.
#[op(dialect = Rbc, name = "effect")]
pub struct EffectOp {
    #[operand]
    values: Variadic<AnyType>,
    #[result]
    result: Variadic<AnyType>,
}

fn canonicalized(input: &str) -> String {
    let mut registry = DialectRegistry::new();
    mlir_rs::dialects::register_all(&mut registry);
    registry.insert::<Rbc>();
    registry.insert::<crate::region_branch::LoopTest>();
    let tool = OptTool::new("rbc-opt", &registry);
    let out = tool.run_in_memory(&["--canonicalize"], "in.mlir", input);
    assert_eq!(out.stderr_lossy(), "", "no diagnostics");
    // The tool ends its output with an empty line.
    format!("{}\n", out.stdout_lossy().trim_end())
}

#[test]
fn forwarded_value_is_replaced_by_its_init_and_dropped() {
    let out = canonicalized(
        r#"func.func @f(%n: index, %a: i32, %b: i32) -> (i32, i32) {
  %r:2 = "rbc.loop"(%n, %a, %b) <{operandSegmentSizes = array<i32: 1, 2>}> ({
  ^bb0(%x: i32, %y: i32):
    %e = "rbc.effect"(%x, %y) : (i32, i32) -> i32
    "rbc.step"(%e, %y) : (i32, i32) -> ()
  }) : (index, i32, i32) -> (i32, i32)
  return %r#0, %r#1 : i32, i32
}
"#,
    );
    let expected = r#"module {
  func.func @f(%arg0: index, %arg1: i32, %arg2: i32) -> (i32, i32) {
    %0 = "rbc.loop"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3: i32):
      %1 = "rbc.effect"(%arg3, %arg2) : (i32, i32) -> i32
      "rbc.step"(%1) : (i32) -> ()
    }) : (index, i32) -> i32
    return %0, %arg2 : i32, i32
  }
}
"#;
    assert_eq!(out, expected);
}

#[test]
fn duplicate_carried_values_merge() {
    let out = canonicalized(
        r#"func.func @f(%a: i32) -> (i32, i32) {
  %r:2 = "rbc.loop"(%a, %a) <{operandSegmentSizes = array<i32: 0, 2>}> ({
  ^bb0(%x: i32, %y: i32):
    %e = "rbc.effect"(%x, %y) : (i32, i32) -> i32
    "rbc.step"(%e, %e) : (i32, i32) -> ()
  }) {tag} : (i32, i32) -> (i32, i32)
  return %r#0, %r#1 : i32, i32
}
"#,
    );
    let expected = r#"module {
  func.func @f(%arg0: i32) -> (i32, i32) {
    %0 = "rbc.loop"(%arg0) <{operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg1: i32):
      %1 = "rbc.effect"(%arg1, %arg1) : (i32, i32) -> i32
      "rbc.step"(%1) : (i32) -> ()
    }) {tag} : (i32) -> i32
    return %0, %0 : i32, i32
  }
}
"#;
    assert_eq!(out, expected);
}

#[test]
fn unused_result_stays_while_its_argument_feeds_the_next_iteration() {
    let input = r#"func.func @f(%a: i32) {
  %r = "rbc.loop"(%a) <{operandSegmentSizes = array<i32: 0, 1>}> ({
  ^bb0(%x: i32):
    %e = "rbc.effect"(%x) : (i32) -> i32
    "rbc.step"(%e) : (i32) -> ()
  }) : (i32) -> i32
  return
}
"#;
    let out = canonicalized(input);
    assert!(out.contains(r#"%0 = "rbc.loop"(%arg0)"#), "{out}");
    assert!(out.contains(r#""rbc.step"(%1) : (i32) -> ()"#), "{out}");
}

#[test]
fn a_loop_without_the_patterns_is_left_alone() {
    let out = canonicalized(
        r#"func.func @f(%n: index, %a: i32, %b: i32) {
  %r:2 = "looptest.for"(%n, %n, %n, %a, %b) ({
  ^bb0(%i: index, %x: i32, %y: i32):
    %e = "rbc.effect"(%x) : (i32) -> i32
    "looptest.yield"(%e, %y) : (i32, i32) -> ()
  }) : (index, index, index, i32, i32) -> (i32, i32)
  return
}
"#,
    );
    assert!(out.contains(r#"%0:2 = "looptest.for"(%arg0, %arg0, %arg0, %arg1, %arg2)"#), "{out}");
    assert!(out.contains(r#""looptest.yield"(%1, %arg5) : (i32, i32) -> ()"#), "{out}");
}
