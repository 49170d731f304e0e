//! The core's `control-flow-sink` and `topological-sort` on a user's ops:
//! sinking reads the invocation bounds a `RegionBranchOpInterface` gives
//! (an op that runs each region at most once is sunk into, one that keeps
//! the default unknown bounds is not), and the sort reads the region kind
//! a `RegionKindInterface` gives.

use mlir_rs::core::definitions::interfaces::region_branch::{
    InvocationBounds, RegionBranchOpInterface, RegionBranchPoint, RegionSuccessor,
};
use mlir_rs::core::definitions::interfaces::region_kind::{RegionKind, RegionKindInterface};
use mlir_rs::prelude::*;

/// A choice between two regions, a region run an unknown number of times,
/// their terminator, and an op holding a graph region.
#[dialect(name = "sel", ops = [ChooseOp, RepeatOp, YieldOp, GraphOp])]
pub struct Sel;

/// Runs `first` or `second`, each at most once, and returns what it yields.
#[op(dialect = Sel, name = "choose", traits = [RecursiveMemoryEffects],
     interfaces = [RegionBranchOpInterface])]
pub struct ChooseOp {
    #[operand]
    condition: I1,
    #[result]
    results: Variadic<AnyType>,
    #[region]
    first: SizedRegion<1>,
    #[region]
    second: SizedRegion<1>,
}

impl RegionBranchOpInterface for ChooseOp {
    fn successor_regions(&self, ir: &IrView, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        match point {
            RegionBranchPoint::Parent => {
                vec![RegionSuccessor::region(0, 0..0), RegionSuccessor::region(1, 0..0)]
            }
            RegionBranchPoint::Terminator(_) => {
                vec![RegionSuccessor::parent_all_results(ir, self.as_op())]
            }
        }
    }

    fn region_invocation_bounds(
        &self,
        _ir: &IrView,
        _operands: &[Option<Attribute>],
    ) -> Vec<InvocationBounds> {
        vec![InvocationBounds::new(0, 1); 2]
    }
}

/// Runs its region any number of times: it keeps the interface's unknown
/// invocation bounds, so nothing is sunk into it.
#[op(dialect = Sel, name = "repeat", traits = [RecursiveMemoryEffects],
     interfaces = [RegionBranchOpInterface])]
pub struct RepeatOp {
    #[result]
    results: Variadic<AnyType>,
    #[region]
    body: SizedRegion<1>,
}

impl RegionBranchOpInterface for RepeatOp {
    fn successor_regions(&self, ir: &IrView, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        match point {
            RegionBranchPoint::Parent => vec![RegionSuccessor::region(0, 0..0)],
            RegionBranchPoint::Terminator(_) => vec![
                RegionSuccessor::region(0, 0..0),
                RegionSuccessor::parent_all_results(ir, self.as_op()),
            ],
        }
    }
}

/// Ends the regions of `sel.choose` and `sel.repeat`, returning its
/// operands.
#[op(dialect = Sel, name = "yield", traits = [Pure, ReturnLike, IsTerminator])]
pub struct YieldOp {
    #[operand]
    values: Variadic<AnyType>,
}

/// Holds a graph region: its ops may use values defined after them.
#[op(dialect = Sel, name = "graph", traits = [NoTerminator, SingleBlock],
     interfaces = [RegionKindInterface])]
pub struct GraphOp {
    #[region]
    body: SizedRegion<1>,
}

impl RegionKindInterface for GraphOp {
    fn region_kind(_index: usize) -> RegionKind {
        RegionKind::Graph
    }
}

fn tool() -> OptTool {
    let mut registry = DialectRegistry::new();
    mlir_rs::dialects::register_all(&mut registry);
    registry.insert::<Sel>();
    OptTool::new("sel-opt", &registry)
}

const SINK_INPUT: &str = r#"func.func @f(%c: i1, %a: i32) -> i32 {
  %x = arith.addi %a, %a : i32
  %y = arith.muli %x, %a : i32
  %z = arith.subi %a, %a : i32
  %w = arith.xori %a, %a : i32
  %r = "sel.choose"(%c) ({
    "sel.yield"(%y) : (i32) -> ()
  }, {
    "sel.yield"(%z) : (i32) -> ()
  }) : (i1) -> i32
  "sel.repeat"() ({
    %t = arith.addi %w, %w : i32
    "sel.yield"() : () -> ()
  }) : () -> ()
  return %r : i32
}
"#;

#[test]
fn control_flow_sink_moves_ops_into_a_user_region_branch_op() {
    let out = tool().run_in_memory(&["--control-flow-sink"], "in.mlir", SINK_INPUT);
    assert_eq!(out.code, 0, "{}", out.stderr_lossy());
    assert_eq!(
        out.stdout_lossy(),
        r#"module {
  func.func @f(%arg0: i1, %arg1: i32) -> i32 {
    %0 = arith.xori %arg1, %arg1 : i32
    %1 = "sel.choose"(%arg0) ({
      %2 = arith.addi %arg1, %arg1 : i32
      %3 = arith.muli %2, %arg1 : i32
      "sel.yield"(%3) : (i32) -> ()
    }, {
      %2 = arith.subi %arg1, %arg1 : i32
      "sel.yield"(%2) : (i32) -> ()
    }) : (i1) -> i32
    "sel.repeat"() ({
      %2 = arith.addi %0, %0 : i32
      "sel.yield"() : () -> ()
    }) : () -> ()
    return %1 : i32
  }
}

"#
    );
}

#[test]
fn num_sunk_is_the_count_of_the_last_region_branch_op() {
    // `sel.choose` takes three ops, then `sel.repeat`, visited last, none:
    // as in MLIR, each visit sets the statistic.
    let flags = ["--control-flow-sink", "--mlir-pass-statistics"];
    let out = tool().run_in_memory(&flags, "in.mlir", SINK_INPUT);
    assert_eq!(out.code, 0, "{}", out.stderr_lossy());
    let stderr = out.stderr_lossy();
    assert!(
        stderr.contains("ControlFlowSink\n  (S) 0 num-sunk - Number of operations sunk\n"),
        "{stderr}"
    );

    let choose_last = SINK_INPUT.replace(
        "  \"sel.repeat\"() ({\n    %t = arith.addi %w, %w : i32\n    \"sel.yield\"() : () -> ()\n  }) : () -> ()\n",
        "",
    );
    let out = tool().run_in_memory(&flags, "in.mlir", &choose_last);
    assert_eq!(out.code, 0, "{}", out.stderr_lossy());
    let stderr = out.stderr_lossy();
    assert!(
        stderr.contains("ControlFlowSink\n  (S) 3 num-sunk - Number of operations sunk\n"),
        "{stderr}"
    );
}

#[test]
fn topological_sort_sorts_a_user_graph_region() {
    let input = r#""sel.graph"() ({
  "u.use"(%b) : (i32) -> ()
  %b = "u.def"(%a) : (i32) -> i32
  %a = "u.def"() : () -> i32
}) : () -> ()
"u.other"() ({
  "u.use"(%d) : (i32) -> ()
  %d = "u.def"() : () -> i32
}) : () -> ()
"#;
    let flags = ["--allow-unregistered-dialect", "--topological-sort"];
    let out = tool().run_in_memory(&flags, "in.mlir", input);
    assert_eq!(out.code, 0, "{}", out.stderr_lossy());
    // The user's graph region is sorted; the unknown op's is not.
    assert_eq!(
        out.stdout_lossy(),
        r#"module {
  "sel.graph"() ({
    %0 = "u.def"() : () -> i32
    %1 = "u.def"(%0) : (i32) -> i32
    "u.use"(%1) : (i32) -> ()
  }) : () -> ()
  "u.other"() ({
    "u.use"(%0) : (i32) -> ()
    %0 = "u.def"() : () -> i32
  }) : () -> ()
}

"#
    );
}
