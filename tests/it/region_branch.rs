//! `RegionBranchOpInterface`, `RegionBranchTerminatorOpInterface` and
//! `LoopLikeOpInterface` on dialects defined with the macros.
//!
//! The dialect `test` mirrors the region-branching ops of mlir-opt 22's
//! registered `test` dialect (`test.region_if`, `test.any_cond`,
//! `test.loop_block` and their terminators), with the same successors:
//! each input `tests/region_branch/<name>.mlir` is run with the flags of its
//! `// RUN:` line and its standard output and error compared byte for byte
//! with mlir-opt's (`<name>.mlir.out`, `<name>.mlir.err`, written by the
//! directory's `regen.sh`, never by our tool). The dialect `looptest`
//! has a counted loop, which mlir-opt's test dialect lacks, for the
//! loop-like queries and hoisting.

use std::path::Path;
use std::sync::Arc;

use mlir_rs::core::definitions::interfaces::loop_like::{
    LoopLikeOpInterface, LoopLikeOpInterfaceRef, is_defined_outside,
    uses_only_values_defined_outside,
};
use mlir_rs::core::definitions::interfaces::region_branch::{
    RegionBranchOpInterface, RegionBranchOpInterfaceRef, RegionBranchPoint,
    RegionBranchTerminatorOpInterface, RegionSuccessor, SuccessorTarget, forwarded_operands,
    is_region_branch_terminator, is_repetitive_region, region_exit_points,
    terminator_successor_operands, terminator_successor_regions,
};
use mlir_rs::core::rewrite::OpFoldResult;
use mlir_rs::core::transforms::loop_invariant_code_motion::move_loop_invariant_code;
use mlir_rs::prelude::*;

/// The region-branching ops of mlir-opt's `test` dialect.
#[dialect(name = "test", ops = [RegionIfOp, RegionIfYieldOp, AnyCondOp, RegionYieldOp,
                                LoopBlockOp, LoopBlockTermOp])]
pub struct TestDialect;

/// If-then-else-join: the parent enters `then` or `else` (each receiving
/// all the operands), both continue to `join`, which returns to the
/// parent.
#[op(dialect = TestDialect, name = "region_if",
     traits = [SingleBlockImplicitTerminator<RegionIfYieldOp>, RecursiveMemoryEffects],
     interfaces = [RegionBranchOpInterface])]
pub struct RegionIfOp {
    #[operand]
    inputs: Variadic<AnyType>,
    #[result]
    results: Variadic<AnyType>,
    #[region(rename = "thenRegion")]
    then_region: SizedRegion<1>,
    #[region(rename = "elseRegion")]
    else_region: AnyRegion,
    #[region(rename = "joinRegion")]
    join_region: AnyRegion,
}

impl RegionBranchOpInterface for RegionIfOp {
    fn successor_regions(&self, ir: &IrView, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        let op = self.as_op();
        match point.region_index(ir) {
            None => vec![
                RegionSuccessor::region_all_args(ir, op, 0),
                RegionSuccessor::region_all_args(ir, op, 1),
            ],
            Some(2) => vec![RegionSuccessor::parent_all_results(ir, op)],
            Some(_) => vec![RegionSuccessor::region_all_args(ir, op, 2)],
        }
    }

    fn entry_successor_operands(
        &self,
        ir: &IrView,
        _target: SuccessorTarget,
    ) -> std::ops::Range<usize> {
        0..self.as_op().num_operands(ir)
    }
}

/// Ends the regions of `test.region_if`, returning all its operands.
#[op(dialect = TestDialect, name = "region_if_yield",
     traits = [NoMemoryEffect, ReturnLike, IsTerminator])]
pub struct RegionIfYieldOp {
    #[operand]
    results: Variadic<AnyType>,
}

/// One region, entered without values, returning to the parent.
#[op(dialect = TestDialect, name = "any_cond", traits = [RecursiveMemoryEffects],
     interfaces = [RegionBranchOpInterface])]
pub struct AnyCondOp {
    #[result]
    results: Variadic<AnyType>,
    #[region]
    region: AnyRegion,
}

impl RegionBranchOpInterface for AnyCondOp {
    fn successor_regions(&self, ir: &IrView, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        match point {
            RegionBranchPoint::Parent => vec![RegionSuccessor::region(0, 0..0)],
            RegionBranchPoint::Terminator(_) => {
                vec![RegionSuccessor::parent_all_results(ir, self.as_op())]
            }
        }
    }
}

/// Returns its one operand to the parent.
#[op(dialect = TestDialect, name = "region_yield", traits = [Pure, ReturnLike, IsTerminator])]
pub struct RegionYieldOp {
    #[operand]
    result: AnyType,
}

/// A loop of one block: entered with `init`, it repeats with the
/// terminator's `iter` value or leaves with its `exit` value.
#[op(dialect = TestDialect, name = "loop_block", interfaces = [RegionBranchOpInterface])]
pub struct LoopBlockOp {
    #[operand]
    init: I32,
    #[result]
    float_result: F32,
    #[region]
    body: SizedRegion<1>,
}

impl RegionBranchOpInterface for LoopBlockOp {
    fn successor_regions(&self, ir: &IrView, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        let op = self.as_op();
        let mut out = vec![RegionSuccessor::region_all_args(ir, op, 0)];
        if point != RegionBranchPoint::Parent {
            out.push(RegionSuccessor::parent_all_results(ir, op));
        }
        out
    }

    fn entry_successor_operands(
        &self,
        _ir: &IrView,
        _target: SuccessorTarget,
    ) -> std::ops::Range<usize> {
        0..1
    }
}

/// Ends `test.loop_block`: `iter` goes to the next iteration, `exit` out.
#[op(dialect = TestDialect, name = "loop_block_term", traits = [Pure, IsTerminator],
     interfaces = [RegionBranchTerminatorOpInterface])]
pub struct LoopBlockTermOp {
    #[operand]
    next_iter_arg: I32,
    #[operand]
    exit_arg: F32,
}

impl RegionBranchTerminatorOpInterface for LoopBlockTermOp {
    fn successor_operands(&self, _ir: &IrView, target: SuccessorTarget) -> std::ops::Range<usize> {
        match target {
            SuccessorTarget::Parent => 1..2,
            SuccessorTarget::Region(_) => 0..1,
        }
    }
}

/// A counted loop and its terminator.
#[dialect(name = "looptest", ops = [ForOp, YieldOp])]
pub struct LoopTest;

/// `for %iv = lower to upper step step iter_args(inits)`: the body's
/// arguments are the induction variable then the carried values.
#[op(dialect = LoopTest, name = "for", traits = [RecursiveMemoryEffects],
     interfaces = [RegionBranchOpInterface, LoopLikeOpInterface])]
pub struct ForOp {
    #[operand]
    lower: Index,
    #[operand]
    upper: Index,
    #[operand]
    step: Index,
    #[operand]
    inits: Variadic<AnyType>,
    #[result]
    results: Variadic<AnyType>,
    #[region]
    body: SizedRegion<1>,
}

impl ForOp {
    /// Entry block arguments after the induction variable.
    fn carried(self, ir: &IrView) -> std::ops::Range<usize> {
        1..self.as_op().num_operands(ir) - 2
    }
}

impl RegionBranchOpInterface for ForOp {
    fn successor_regions(&self, ir: &IrView, _point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        vec![
            RegionSuccessor::region(0, self.carried(ir)),
            RegionSuccessor::parent_all_results(ir, self.as_op()),
        ]
    }

    fn entry_successor_operands(
        &self,
        ir: &IrView,
        _target: SuccessorTarget,
    ) -> std::ops::Range<usize> {
        3..self.as_op().num_operands(ir)
    }

    /// Known bounds decide: an empty range skips the body, a non-empty
    /// one runs it.
    fn entry_successor_regions(
        &self,
        ir: &IrView,
        operands: &[Option<Attribute>],
    ) -> Vec<RegionSuccessor> {
        let ctx = ir.ctx();
        let bound =
            |i: usize| operands.get(i).copied().flatten().and_then(|a| a.as_integer(ctx)?.as_i64());
        let all = self.successor_regions(ir, RegionBranchPoint::Parent);
        match (bound(0), bound(1)) {
            (Some(lower), Some(upper)) if lower >= upper => {
                all.into_iter().filter(RegionSuccessor::is_parent).collect()
            }
            (Some(_), Some(_)) => all.into_iter().filter(|s| !s.is_parent()).collect(),
            _ => all,
        }
    }
}

impl LoopLikeOpInterface for ForOp {
    fn loop_regions(&self, ir: &IrView) -> Vec<Region> {
        vec![self.as_op().region(ir, 0)]
    }

    fn induction_vars(&self, ir: &IrView) -> Option<Vec<Value>> {
        Some(vec![self.entry(ir).arg(ir, 0)])
    }

    fn lower_bounds(&self, ir: &IrView) -> Option<Vec<OpFoldResult>> {
        Some(vec![OpFoldResult::Value(self.lower(ir))])
    }

    fn upper_bounds(&self, ir: &IrView) -> Option<Vec<OpFoldResult>> {
        Some(vec![OpFoldResult::Value(self.upper(ir))])
    }

    fn steps(&self, ir: &IrView) -> Option<Vec<OpFoldResult>> {
        Some(vec![OpFoldResult::Value(self.step(ir))])
    }

    fn inits(&self, ir: &IrView) -> std::ops::Range<usize> {
        3..self.as_op().num_operands(ir)
    }

    fn region_iter_args(&self, ir: &IrView) -> Vec<Value> {
        let entry = self.entry(ir);
        self.carried(ir).map(|i| entry.arg(ir, i)).collect()
    }

    fn yielded_values(&self, ir: &IrView) -> Option<(Op, std::ops::Range<usize>)> {
        let terminator = self.entry(ir).last_op(ir)?;
        Some((terminator, 0..terminator.num_operands(ir)))
    }

    fn loop_results(&self, ir: &IrView) -> Option<std::ops::Range<usize>> {
        Some(0..self.as_op().num_results(ir))
    }
}

impl ForOp {
    fn entry(self, ir: &IrView) -> Block {
        self.as_op().region(ir, 0).first_block(ir).expect("a verified loop has a body")
    }
}

/// Ends the body of `looptest.for`, forwarding all its operands.
#[op(dialect = LoopTest, name = "yield", traits = [Pure, ReturnLike, IsTerminator])]
pub struct YieldOp {
    #[operand]
    values: Variadic<AnyType>,
}

fn registry() -> DialectRegistry {
    let mut registry = DialectRegistry::new();
    mlir_rs::dialects::register_all(&mut registry);
    registry.insert::<TestDialect>();
    registry.insert::<LoopTest>();
    registry
}

fn parse(text: &str) -> Module {
    let ctx = Arc::new(Context::with_dialects(&registry()));
    Module::parse(&ctx, "in.mlir", text).unwrap_or_else(|d| panic!("{}", d.first_message()))
}

/// The ops of the body of the module's first function, in order.
fn func_ops(module: &Module) -> Vec<Op> {
    let ir = module.ir();
    let func = module.op().body(ir).ops(ir).next().expect("a function");
    func.region(ir, 0).first_block(ir).expect("a body").ops(ir).collect()
}

#[test]
fn verifier_diagnostics_match_mlir_opt() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/region_branch");
    let tool = OptTool::new("test-opt", &registry());
    for name in ["invalid.mlir", "valid.mlir"] {
        let text = std::fs::read_to_string(dir.join(name)).expect("readable input");
        let flags = text.lines().next().and_then(|l| l.strip_prefix("// RUN:")).expect("RUN line");
        let flags: Vec<&str> = flags.split_whitespace().collect();
        let read = |ext: &str| {
            std::fs::read(dir.join(format!("{name}.{ext}")))
                .unwrap_or_else(|e| panic!("{name}.{ext}: {e} (run regen.sh)"))
        };
        let out = tool.run_in_memory(&flags, name, &text);
        let (stdout, stderr) = (read("out"), read("err"));
        assert_eq!(out.stderr_lossy(), String::from_utf8_lossy(&stderr), "{name}: stderr");
        assert_eq!(out.stdout_lossy(), String::from_utf8_lossy(&stdout), "{name}: stdout");
        assert_eq!((out.stdout, out.stderr), (stdout, stderr), "{name}: bytes differ");
    }
}

const REGION_IF: &str = r#"func.func @f(%a: i32, %b: f32) {
  %r:2 = "test.region_if"(%a, %b) ({
  ^bb0(%x: i32, %y: f32):
    "test.region_if_yield"(%x) : (i32) -> ()
  }, {
  ^bb0(%x: i32, %y: f32):
    "test.region_if_yield"(%x) : (i32) -> ()
  }, {
  ^bb0(%x: i32):
    "test.region_if_yield"(%x, %b) : (i32, f32) -> ()
  }) : (i32, f32) -> (i32, f32)
  return
}
"#;

#[test]
fn region_if_successors_from_each_point() {
    let module = parse(REGION_IF);
    let ir = module.ir();
    let op = func_ops(&module)[0];
    let branch = RegionBranchOpInterfaceRef::get(ir, op).expect("region_if branches");
    let from_parent = branch.successor_regions(ir, RegionBranchPoint::Parent);
    assert_eq!(
        from_parent,
        vec![RegionSuccessor::region(0, 0..2), RegionSuccessor::region(1, 0..2)]
    );
    let exits: Vec<Vec<RegionBranchPoint>> =
        (0..3).map(|i| region_exit_points(ir, branch, i)).collect();
    assert!(exits.iter().all(|e| e.len() == 1), "{exits:?}");
    let then_yield = exits[0][0];
    assert_eq!(then_yield.region_index(ir), Some(0));
    assert_eq!(branch.successor_regions(ir, then_yield), vec![RegionSuccessor::region(2, 0..1)]);
    assert_eq!(branch.successor_regions(ir, exits[1][0]), vec![RegionSuccessor::region(2, 0..1)]);
    let join = branch.successor_regions(ir, exits[2][0]);
    assert_eq!(join, vec![RegionSuccessor::parent(0..2)]);
    let i32_ty = op.result(ir, 0).ty(ir);
    let f32_ty = op.result(ir, 1).ty(ir);
    assert_eq!(join[0].input_types(ir, op), Some(vec![i32_ty, f32_ty]));
    // The parent forwards all its operands; a `ReturnLike` yield without
    // the terminator interface forwards all of its own.
    let to_then =
        forwarded_operands(ir, branch, RegionBranchPoint::Parent, SuccessorTarget::Region(0));
    assert_eq!(to_then, Some(0..2));
    let RegionBranchPoint::Terminator(join_yield) = exits[2][0] else { panic!("a terminator") };
    assert!(is_region_branch_terminator(ir, join_yield));
    assert_eq!(terminator_successor_operands(ir, join_yield, SuccessorTarget::Parent), Some(0..2));
    assert_eq!(terminator_successor_regions(ir, join_yield), join);
    // No region is entered twice.
    assert!((0..3).all(|i| !is_repetitive_region(ir, branch, i)));
    // The constant-operand variant defaults to the successors from the parent.
    assert_eq!(branch.entry_successor_regions(ir, &[None, None]), from_parent);
}

#[test]
fn loop_block_terminator_forwards_per_successor() {
    let module = parse(
        r#"func.func @f(%a: i32, %b: f32) {
  %s = "test.loop_block"(%a) ({
  ^bb0(%x: i32):
    "test.loop_block_term"(%x, %b) : (i32, f32) -> ()
  }) : (i32) -> f32
  return
}
"#,
    );
    let ir = module.ir();
    let op = func_ops(&module)[0];
    let branch = RegionBranchOpInterfaceRef::get(ir, op).expect("loop_block branches");
    assert_eq!(
        branch.successor_regions(ir, RegionBranchPoint::Parent),
        vec![RegionSuccessor::region(0, 0..1)]
    );
    let [point] = region_exit_points(ir, branch, 0)[..] else { panic!("one exit") };
    assert_eq!(
        branch.successor_regions(ir, point),
        vec![RegionSuccessor::region(0, 0..1), RegionSuccessor::parent(0..1)]
    );
    let RegionBranchPoint::Terminator(term) = point else { panic!("a terminator") };
    assert_eq!(terminator_successor_operands(ir, term, SuccessorTarget::Parent), Some(1..2));
    assert_eq!(terminator_successor_operands(ir, term, SuccessorTarget::Region(0)), Some(0..1));
    assert_eq!(
        forwarded_operands(ir, branch, RegionBranchPoint::Parent, SuccessorTarget::Region(0)),
        Some(0..1)
    );
    assert!(is_repetitive_region(ir, branch, 0));
    // `func.return` is `ReturnLike`, `arith.addi` forwards nothing.
    let ret = func_ops(&module)[1];
    assert_eq!(terminator_successor_operands(ir, ret, SuccessorTarget::Parent), Some(0..0));
    assert_eq!(terminator_successor_regions(ir, ret), Vec::new());
}

/// A loop whose body has two invariant ops (the second using the first),
/// one using the induction variable and one using the carried value.
fn loop_module() -> Module {
    parse(
        r#"func.func @f(%a: i32, %b: i32, %lb: index, %ub: index, %st: index) -> i32 {
  %r = "looptest.for"(%lb, %ub, %st, %a) ({
  ^bb0(%iv: index, %acc: i32):
    %c = arith.addi %a, %b : i32
    %d = arith.muli %c, %c : i32
    %i = arith.index_cast %iv : index to i32
    %e = arith.addi %acc, %i : i32
    %f = arith.addi %e, %d : i32
    "looptest.yield"(%f) : (i32) -> ()
  }) : (index, index, index, i32) -> i32
  return %r : i32
}
"#,
    )
}

#[test]
fn loop_like_queries() {
    let module = loop_module();
    let ir = module.ir();
    let op = func_ops(&module)[0];
    let func_args: Vec<Value> = op.block(ir).expect("in a block").args(ir).collect();
    let looped = LoopLikeOpInterfaceRef::get(ir, op).expect("for is loop-like");
    let body = op.region(ir, 0);
    let entry = body.first_block(ir).expect("a body");
    assert_eq!(looped.loop_regions(ir), vec![body]);
    assert_eq!(looped.induction_vars(ir), Some(vec![entry.arg(ir, 0)]));
    let bounds = [looped.lower_bounds(ir), looped.upper_bounds(ir), looped.steps(ir)];
    let expected = [2, 3, 4].map(|i| Some(vec![OpFoldResult::Value(func_args[i])]));
    assert_eq!(bounds, expected);
    assert_eq!(looped.inits(ir), 3..4);
    assert_eq!(looped.region_iter_args(ir), vec![entry.arg(ir, 1)]);
    let body_ops: Vec<Op> = entry.ops(ir).collect();
    assert_eq!(looped.yielded_values(ir), Some((body_ops[5], 0..1)));
    assert_eq!(looped.loop_results(ir), Some(0..1));
    // Function arguments are outside, body values inside.
    assert!(looped.is_defined_outside_of_loop(ir, func_args[0]));
    assert!(!looped.is_defined_outside_of_loop(ir, entry.arg(ir, 1)));
    assert!(!looped.is_defined_outside_of_loop(ir, body_ops[0].result(ir, 0)));
    assert!(is_defined_outside(ir, op.result(ir, 0), op));
    assert!(uses_only_values_defined_outside(ir, looped, body_ops[0]));
    assert!(!uses_only_values_defined_outside(ir, looped, body_ops[1]));
    // As a region branch: the carried values only, skipping the induction
    // variable; the constant-operand variant decides on known bounds.
    let branch = RegionBranchOpInterfaceRef::get(ir, op).expect("for branches");
    let both = vec![RegionSuccessor::region(0, 1..2), RegionSuccessor::parent(0..1)];
    assert_eq!(branch.successor_regions(ir, RegionBranchPoint::Parent), both);
    assert_eq!(branch.entry_successor_operands(ir, SuccessorTarget::Region(0)), 3..4);
    assert!(is_repetitive_region(ir, branch, 0));
    let ctx = ir.ctx();
    let index = ctx.index_type();
    let c = |v: i64| Some(ctx.integer_attr_i64(index, v));
    assert_eq!(
        branch.entry_successor_regions(ir, &[c(4), c(4), c(1), None]),
        vec![both[1].clone()]
    );
    assert_eq!(
        branch.entry_successor_regions(ir, &[c(0), c(4), c(1), None]),
        vec![both[0].clone()]
    );
    assert_eq!(branch.entry_successor_regions(ir, &[c(0), None, c(1), None]), both);
}

/// Loop-invariant code motion through the interface (the library's, which
/// `--loop-invariant-code-motion` runs): ops free of effects whose
/// operands are all defined outside the loop move before it, in order, so
/// an op using a hoisted one follows it out.
fn hoist_invariants(ir: &mut IrView, loop_op: Op) -> usize {
    let looped = LoopLikeOpInterfaceRef::get(ir, loop_op).expect("a loop");
    move_loop_invariant_code(ir, looped)
}

#[test]
fn invariant_ops_move_out_of_the_loop() {
    let mut module = loop_module();
    let loop_op = func_ops(&module)[0];
    assert_eq!(hoist_invariants(module.ir_mut(), loop_op), 2);
    module.verify().unwrap_or_else(|d| panic!("{}", d.first_message()));
    assert_eq!(
        module.to_string(),
        r#"module {
  func.func @f(%arg0: i32, %arg1: i32, %arg2: index, %arg3: index, %arg4: index) -> i32 {
    %0 = arith.addi %arg0, %arg1 : i32
    %1 = arith.muli %0, %0 : i32
    %2 = "looptest.for"(%arg2, %arg3, %arg4, %arg0) ({
    ^bb0(%arg5: index, %arg6: i32):
      %3 = arith.index_cast %arg5 : index to i32
      %4 = arith.addi %arg6, %3 : i32
      %5 = arith.addi %4, %1 : i32
      "looptest.yield"(%5) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    return %2 : i32
  }
}
"#
    );
    // A second run finds nothing left to move.
    assert_eq!(hoist_invariants(module.ir_mut(), loop_op), 0);
}

#[test]
fn the_licm_pass_hoists_out_of_a_user_loop() {
    // Nested in an `scf.for` (step 1, so the user loop, once invariant
    // itself, is not speculatable: it has no speculation model) the pass
    // hoists from the inner loop first, then out of the outer one.
    let tool = OptTool::new("loop-opt", &registry());
    let input = r#"func.func @f(%a: i32, %b: i32, %lb: index, %ub: index, %st: index) {
  %c1 = arith.constant 1 : index
  scf.for %i = %lb to %ub step %c1 {
    %r = "looptest.for"(%lb, %ub, %st, %a) ({
    ^bb0(%iv: index, %acc: i32):
      %c = arith.addi %a, %b : i32
      %n = arith.addi %acc, %c : i32
      "looptest.yield"(%n) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
  }
  return
}"#;
    let out = tool.run_in_memory(&["--loop-invariant-code-motion"], "in.mlir", input);
    assert_eq!(out.code, 0, "{}", out.stderr_lossy());
    assert_eq!(
        out.stdout_lossy(),
        r#"module {
  func.func @f(%arg0: i32, %arg1: i32, %arg2: index, %arg3: index, %arg4: index) {
    %c1 = arith.constant 1 : index
    %0 = arith.addi %arg0, %arg1 : i32
    scf.for %arg5 = %arg2 to %arg3 step %c1 {
      %1 = "looptest.for"(%arg2, %arg3, %arg4, %arg0) ({
      ^bb0(%arg6: index, %arg7: i32):
        %2 = arith.addi %arg7, %0 : i32
        "looptest.yield"(%2) : (i32) -> ()
      }) : (index, index, index, i32) -> i32
    }
    return
  }
}

"#
    );
}
