//! Behaviour tests of the rewrite drivers besides canonicalization: the
//! greedy driver on a list of ops under each strict mode, and the walk
//! driver (one post-order sweep, unreachable blocks skipped, new ops not
//! visited). Patterns rename unregistered ops (`u.a` to `u.b` to `u.c`),
//! so each rewrite shows in the printed IR.

use std::sync::{Arc, Mutex};

use crate::common::{all_ops, assert_printed, parse};
use mlir_core::asm::printer::{PrintOptions, print_ir};
use mlir_core::ir::{IrView, Op, OperationState, Value};
use mlir_core::rewrite::frozen_patterns::FrozenPatternSet;
use mlir_core::rewrite::{
    PatternRewriter, PatternRoot, RewritePattern, RewritePatternSet, RewriteResult,
};
use mlir_core::transforms::drivers::greedy_driver::{
    GreedyConfig, Strictness, apply_patterns_greedily,
};
use mlir_core::transforms::drivers::op_list_driver::apply_patterns_to_ops;
use mlir_core::transforms::drivers::walk_driver::walk_and_apply_patterns;

/// Replaces an op named `from` by a new op named `to` with its operands
/// and result types.
struct Rename {
    from: &'static str,
    to: &'static str,
}

impl RewritePattern for Rename {
    fn root(&self) -> PatternRoot {
        PatternRoot::Name(self.from)
    }

    fn match_and_rewrite(&self, op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
        let ctx = rw.ctx_arc().clone();
        let mut state = OperationState::new(ctx.op_name(self.to), op.loc(rw));
        state.operands = op.operands(rw).collect::<Vec<Value>>();
        state.result_types = op.results(rw).map(|r| r.ty(rw)).collect();
        rw.replace_op_with_new(op, state);
        Ok(())
    }
}

/// Records the name of every op it is tried on, and never applies.
struct Visits(Arc<Mutex<Vec<String>>>);

impl RewritePattern for Visits {
    fn root(&self) -> PatternRoot {
        PatternRoot::Any
    }

    fn match_and_rewrite(&self, op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
        let name = op.name(rw).as_str(rw.ctx()).to_owned();
        self.0.lock().expect("not poisoned").push(name);
        rw.fail("only watching")
    }
}

fn renames(ir: &IrView) -> FrozenPatternSet {
    let mut set = RewritePatternSet::new();
    set.add(Rename { from: "u.a", to: "u.b" });
    set.add(Rename { from: "u.b", to: "u.c" });
    FrozenPatternSet::new(ir.ctx(), set)
}

fn ops_named(ir: &IrView, name: &str) -> Vec<Op> {
    all_ops(ir).into_iter().filter(|op| op.name(ir).as_str(ir.ctx()) == name).collect()
}

fn printed(ir: &IrView) -> String {
    print_ir(ir, &PrintOptions::default()).trim_end().to_owned()
}

const TWO: &str = r#"
%0 = "u.a"() : () -> i32
%1 = "u.a"() : () -> i32
"u.use"(%0, %1) : (i32, i32) -> ()
"#;

/// The printed module of `TWO` with its two ops named `first`, `second`.
fn two(first: &str, second: &str) -> String {
    format!(
        r#"
        module {{
          %0 = "{first}"() : () -> i32
          %1 = "{second}"() : () -> i32
          "u.use"(%0, %1) : (i32, i32) -> ()
        }}
        "#
    )
}

fn run_on_first(strictness: Strictness) -> String {
    let mut ir = parse(TWO);
    let patterns = renames(&ir);
    let first = ops_named(&ir, "u.a")[0];
    let config = GreedyConfig { strictness, ..GreedyConfig::default() };
    let outcome = apply_patterns_to_ops(&mut ir, &[first], &patterns, &config);
    assert!(outcome.changed);
    assert!(outcome.all_erased, "the given op was replaced");
    printed(&ir)
}

#[test]
fn existing_ops_only_visits_the_given_ops() {
    assert_printed(run_on_first(Strictness::ExistingOps), &two("u.b", "u.a"));
}

#[test]
fn existing_and_new_ops_also_visits_what_patterns_create() {
    assert_printed(run_on_first(Strictness::ExistingAndNewOps), &two("u.c", "u.a"));
}

#[test]
fn any_op_follows_the_changes_but_starts_from_the_given_ops() {
    // The other `u.a` is not on the worklist: nothing enqueues it.
    assert_printed(run_on_first(Strictness::AnyOp), &two("u.c", "u.a"));
}

#[test]
fn the_region_driver_under_existing_ops_rewrites_each_op_once() {
    let mut ir = parse(TWO);
    let patterns = renames(&ir);
    let module = ir.top_level_ops()[0];
    let config = GreedyConfig { strictness: Strictness::ExistingOps, ..GreedyConfig::default() };
    apply_patterns_greedily(&mut ir, module, &patterns, &config);
    assert_printed(printed(&ir), &two("u.b", "u.b"));
    let config = GreedyConfig::default();
    apply_patterns_greedily(&mut ir, module, &patterns, &config);
    assert_printed(printed(&ir), &two("u.c", "u.c"));
}

#[test]
fn the_walk_driver_rewrites_once_and_does_not_visit_new_ops() {
    let mut ir = parse(TWO);
    let patterns = renames(&ir);
    let module = ir.top_level_ops()[0];
    assert!(walk_and_apply_patterns(&mut ir, module, &patterns));
    assert_printed(printed(&ir), &two("u.b", "u.b"));
}

#[test]
fn the_walk_driver_visits_post_order_skipping_unreachable_blocks_and_the_root() {
    let mut ir = parse(
        r#"
        "u.outer"() ({
          "u.first"() ({
            "u.inner"() : () -> ()
          }) : () -> ()
          "u.br"()[^bb2] : () -> ()
        ^bb1:
          "u.unreachable"() : () -> ()
          "u.br"()[^bb2] : () -> ()
        ^bb2:
          "u.last"() : () -> ()
        }) : () -> ()
        "#,
    );
    let visits = Arc::new(Mutex::new(Vec::new()));
    let mut set = RewritePatternSet::new();
    set.add(Visits(visits.clone()));
    let patterns = FrozenPatternSet::new(ir.ctx(), set);
    let module = ir.top_level_ops()[0];
    assert!(!walk_and_apply_patterns(&mut ir, module, &patterns));
    let seen = visits.lock().expect("not poisoned").clone();
    assert_eq!(seen, ["u.inner", "u.first", "u.br", "u.last", "u.outer"]);
}
