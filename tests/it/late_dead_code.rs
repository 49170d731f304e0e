//! Region simplification after a later iteration of the greedy driver: a
//! change made in the second iteration, inside one function, leaves a dead
//! cycle through block arguments that only region simplification removes.
//! The driver simplifies again where it changed something (the function),
//! not the whole module, and must still find the cycle.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use mlir_rs::core::rewrite::frozen_patterns::FrozenPatternSet;
use mlir_rs::core::rewrite::{
    MatchFailure, PatternRewriter, PatternRoot, RewritePatternSet, RewriteResult,
};
use mlir_rs::core::transforms::drivers::greedy_driver::{
    GreedyConfig, RegionSimplification, apply_patterns_greedily,
};
use mlir_rs::prelude::*;

/// A dialect with one op that keeps its operand alive until its pattern
/// erases it.
#[dialect(name = "late", ops = [KeepOp])]
pub struct Late;

/// `late.keep`: an op with effects (so never trivially dead) using a value.
#[op(dialect = Late, name = "keep", format = "$value attr-dict `:` type($value)")]
pub struct KeepOp {
    /// The value kept alive.
    #[operand]
    value: AnyType,
}

/// Erases `late.keep` the second time it is tried, that is in the driver's
/// second iteration: the first one folds constants and tries it once.
#[derive(Default)]
struct EraseOnSecondTry {
    tries: AtomicUsize,
}

impl RewritePattern for EraseOnSecondTry {
    fn root(&self) -> PatternRoot {
        PatternRoot::Name("late.keep")
    }

    fn match_and_rewrite(&self, op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
        if self.tries.fetch_add(1, Ordering::Relaxed) == 0 {
            return Err(MatchFailure { reason: "not on the first try".into() });
        }
        rw.erase_op(op);
        Ok(())
    }
}

/// `%next` goes around the loop through `^bb1`'s second argument and is
/// used only by `late.keep`; `@other` is never changed after the first
/// iteration.
const SOURCE: &str = r#"
func.func @f(%a: i32, %c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %sum = arith.addi %c1, %c2 : i32
  cf.br ^bb1(%a, %a : i32, i32)
^bb1(%live: i32, %cycle: i32):
  %next = arith.muli %cycle, %cycle : i32
  late.keep %next : i32
  cf.cond_br %c, ^bb1(%live, %next : i32, i32), ^bb2
^bb2:
  %r = arith.addi %live, %sum : i32
  return %r : i32
}
func.func @other(%a: i32) -> i32 {
  return %a : i32
}
"#;

fn run(level: RegionSimplification) -> (bool, String) {
    let mut registry = mlir_rs::opt::standard_registry();
    registry.insert::<Late>();
    let ctx = Arc::new(Context::with_dialects(&registry));
    let mut module = Module::parse(&ctx, "late.mlir", SOURCE).expect("the input parses");
    let mut set = RewritePatternSet::new();
    set.add(EraseOnSecondTry::default());
    let frozen = FrozenPatternSet::new(&ctx, set);
    let root = module.op().as_op();
    let config = GreedyConfig { region_simplification: level, ..GreedyConfig::default() };
    let converged = apply_patterns_greedily(module.ir_mut(), root, &frozen, &config);
    module.verify().expect("the result verifies");
    (converged, module.print(&PrintOptions::default()))
}

#[test]
fn a_dead_cycle_left_by_the_second_iteration_is_removed() {
    let (converged, out) = run(RegionSimplification::Normal);
    assert!(converged, "{out}");
    assert!(!out.contains("late.keep"), "the pattern erased the op:\n{out}");
    assert!(!out.contains("arith.muli"), "the dead cycle is gone:\n{out}");
    assert!(out.contains("^bb1(%0: i32):"), "the cycle's argument is gone:\n{out}");
    assert!(out.contains("arith.constant 3 : i32"), "the first iteration folded:\n{out}");
}

#[test]
fn without_region_simplification_the_cycle_stays() {
    // What removes the cycle above is region simplification, not the
    // worklist: without it, the loop keeps passing `%next` around.
    let (converged, out) = run(RegionSimplification::Disabled);
    assert!(converged, "{out}");
    assert!(!out.contains("late.keep"), "{out}");
    assert!(out.contains("arith.muli"), "{out}");
}
