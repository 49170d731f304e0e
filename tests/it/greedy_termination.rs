//! The greedy driver terminates, whatever the patterns: every
//! canonicalization pattern alone and all together, at every level of
//! region simplification and in both visiting orders, on cycles of 1 to 6
//! pass-through blocks (with and without block arguments, entered directly,
//! after a detour, from a `cf.cond_br` and from a `cf.switch`); a pattern
//! that always reports success stops at the iteration limit; a pattern that
//! changes its op every time stops too (where mlir-opt would not return);
//! and `test-convergence` fails silently, as in mlir-opt. Each run goes on
//! a thread of its own with a deadline, so a regression fails instead of
//! hanging the suite.

use std::cell::RefCell;
use std::sync::Arc;
use std::sync::mpsc;
use std::time::Duration;

use mlir_rs::core::rewrite::frozen_patterns::FrozenPatternSet;
use mlir_rs::core::rewrite::{PatternRewriter, PatternRoot, RewritePatternSet, RewriteResult};
use mlir_rs::core::transforms::canonicalize::canonicalization_patterns;
use mlir_rs::core::transforms::drivers::greedy_driver::{
    GreedyConfig, RegionSimplification, apply_patterns_greedily,
};
use mlir_rs::prelude::*;

/// Runs `work` on a thread of its own and gives its answer, failing the
/// test when it takes longer than `seconds`.
fn within<T: Send + 'static>(
    seconds: u64,
    what: &str,
    work: impl FnOnce() -> T + Send + 'static,
) -> T {
    let (send, receive) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = send.send(work());
    });
    match receive.recv_timeout(Duration::from_secs(seconds)) {
        Ok(answer) => answer,
        Err(_) => panic!("{what} did not finish within {seconds} s"),
    }
}

/// How a cycle of pass-through blocks is entered.
#[derive(Copy, Clone)]
enum Entry {
    Direct,
    AfterDetour,
    CondBr,
    Switch,
}

/// A function whose blocks `^bb1` … `^bbN` branch around a cycle, entered
/// as `entry` says; with `args`, each block takes two `i32`s and passes
/// them on swapped.
fn cycle_function(name: &str, blocks: usize, args: bool, entry: Entry) -> String {
    let (params, pass, decl) = if args {
        ("%x: i32, %y: i32, %c: i1, %v: i32", "(%x, %y : i32, i32)", true)
    } else {
        ("%x: i32, %y: i32, %c: i1, %v: i32", "", false)
    };
    let mut text = format!("func.func @{name}({params}) {{\n");
    // The cycle's blocks come after the entry's own helpers.
    let first = match entry {
        Entry::AfterDetour => 3,
        _ => 1,
    };
    match entry {
        Entry::Direct => text += &format!("  cf.br ^bb1{pass}\n"),
        Entry::AfterDetour => {
            text += &format!("  cf.br ^bb1{pass}\n");
            for i in 1..=2 {
                text += &block_header(i, decl);
                text += &format!("  cf.br ^bb{}{}\n", i + 1, forwarded(i, decl, false));
            }
        }
        Entry::CondBr => {
            text += &format!("  cf.cond_br %c, ^bb1{pass}, ^bb{}{pass}\n", blocks.min(2));
        }
        Entry::Switch => {
            text +=
                &format!("  cf.switch %v : i32, [default: ^bb1{pass}, 4: ^bb{}{pass}]\n", blocks);
        }
    }
    for i in first..first + blocks {
        let next = if i + 1 == first + blocks { first } else { i + 1 };
        text += &block_header(i, decl);
        text += &format!("  cf.br ^bb{next}{}\n", forwarded(i, decl, true));
    }
    text + "}\n"
}

/// `^bbI:` or `^bbI(%aI: i32, %bI: i32):`.
fn block_header(i: usize, args: bool) -> String {
    if args { format!("^bb{i}(%a{i}: i32, %b{i}: i32):\n") } else { format!("^bb{i}:\n") }
}

/// The operands block `i` passes on, swapped or not.
fn forwarded(i: usize, args: bool, swap: bool) -> String {
    match (args, swap) {
        (false, _) => String::new(),
        (true, true) => format!("(%b{i}, %a{i} : i32, i32)"),
        (true, false) => format!("(%a{i}, %b{i} : i32, i32)"),
    }
}

/// One module of every cycle shape.
fn cycles_module() -> String {
    let mut text = String::new();
    for blocks in 1..=6 {
        for args in [false, true] {
            for (entry, tag) in [
                (Entry::Direct, "direct"),
                (Entry::AfterDetour, "detour"),
                (Entry::CondBr, "cond"),
                (Entry::Switch, "switch"),
            ] {
                let name = format!("ring{blocks}_{tag}{}", if args { "_args" } else { "" });
                text += &cycle_function(&name, blocks, args, entry);
            }
        }
    }
    text
}

fn standard_context() -> Arc<Context> {
    Arc::new(Context::with_dialects(&mlir_rs::opt::standard_registry()))
}

/// The debug names of the standard canonicalization patterns.
fn pattern_names(ctx: &Context) -> Vec<String> {
    let names = RefCell::new(Vec::new());
    FrozenPatternSet::with_cost_model(ctx, canonicalization_patterns(ctx), |p| {
        names.borrow_mut().push(p.debug_name().to_owned());
        None
    });
    names.into_inner()
}

/// Canonicalizes `source` with the patterns `keep` accepts under `config`;
/// whether it converged, and the printed result.
fn canonicalize_with(
    ctx: &Arc<Context>,
    source: &str,
    config: &GreedyConfig,
    keep: impl Fn(&str) -> bool,
) -> (bool, String) {
    let mut module = Module::parse(ctx, "cycles.mlir", source).expect("the input parses");
    let set = canonicalization_patterns(ctx);
    let frozen =
        FrozenPatternSet::with_cost_model(ctx, set, |p| keep(p.debug_name()).then(|| p.benefit()));
    let root = module.op().as_op();
    let converged = apply_patterns_greedily(module.ir_mut(), root, &frozen, config);
    module.verify().expect("the result verifies");
    (converged, module.print(&PrintOptions::default()))
}

#[test]
fn every_pattern_terminates_on_cycles_of_branches() {
    within(300, "canonicalizing cycles", || {
        let ctx = standard_context();
        let source = cycles_module();
        let names = pattern_names(&ctx);
        assert!(names.len() > 40, "{names:?}");
        for level in [
            RegionSimplification::Disabled,
            RegionSimplification::Normal,
            RegionSimplification::Aggressive,
        ] {
            for top_down in [true, false] {
                let config = GreedyConfig {
                    top_down,
                    region_simplification: level,
                    ..GreedyConfig::default()
                };
                let (converged, out) = canonicalize_with(&ctx, &source, &config, |_| true);
                assert!(converged, "all patterns, {level:?}, top_down={top_down}:\n{out}");
                for name in &names {
                    let (converged, out) = canonicalize_with(&ctx, &source, &config, |n| n == name);
                    assert!(converged, "{name}, {level:?}, top_down={top_down}:\n{out}");
                }
            }
        }
    });
}

#[test]
fn a_cycle_of_two_blocks_becomes_a_self_loop() {
    let out = within(60, "canonicalizing a cycle", || {
        let ctx = standard_context();
        let source =
            "func.func @f() {\n  cf.br ^bb1\n^bb1:\n  cf.br ^bb2\n^bb2:\n  cf.br ^bb1\n}\n";
        canonicalize_with(&ctx, source, &GreedyConfig::default(), |_| true)
    });
    assert!(out.0);
    // mlir-opt 22's output.
    assert!(
        out.1.contains("    cf.br ^bb1\n  ^bb1:  // 2 preds: ^bb0, ^bb1\n    cf.br ^bb1\n  }"),
        "{}",
        out.1
    );
}

/// A dialect whose `ping` op has a pattern that always claims success
/// without changing anything, and whose `pong` op has one that changes an
/// attribute every time.
#[dialect(name = "loopy", ops = [PingOp, PongOp])]
pub struct Loopy;

/// `loopy.ping`: its pattern succeeds and does nothing.
#[op(dialect = Loopy, name = "ping", format = "attr-dict")]
pub struct PingOp {}

/// `loopy.pong`: its pattern counts up in an attribute.
#[op(dialect = Loopy, name = "pong", format = "attr-dict")]
pub struct PongOp {}

/// Succeeds on every `loopy.ping`, changing nothing.
#[derive(Default)]
pub struct ClaimsSuccess;

impl RewritePattern for ClaimsSuccess {
    fn root(&self) -> PatternRoot {
        PatternRoot::Name("loopy.ping")
    }

    fn match_and_rewrite(&self, _op: Op, _rw: &mut PatternRewriter<'_>) -> RewriteResult {
        Ok(())
    }
}

/// Sets `n` on every `loopy.pong` to one more than before.
#[derive(Default)]
pub struct CountsUp;

impl RewritePattern for CountsUp {
    fn root(&self) -> PatternRoot {
        PatternRoot::Name("loopy.pong")
    }

    fn match_and_rewrite(&self, op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
        let ctx = rw.ctx_arc().clone();
        let n =
            op.attr(rw, "n").and_then(|a| a.as_integer(&ctx).and_then(|v| v.as_u64())).unwrap_or(0);
        let next = ctx.integer_attr_i64(ctx.integer_type(64), n as i64 + 1);
        rw.modify_op_in_place(op, |m| m.set_attr("n", Some(next)));
        Ok(())
    }
}

fn loopy_run(source: &'static str, max_iterations: Option<u32>) -> (bool, String) {
    within(60, "the greedy driver on loopy patterns", move || {
        let mut registry = mlir_rs::opt::standard_registry();
        registry.insert::<Loopy>();
        let ctx = Arc::new(Context::with_dialects(&registry));
        let mut module = Module::parse(&ctx, "loopy.mlir", source).expect("the input parses");
        let mut set = RewritePatternSet::new();
        set.add(ClaimsSuccess);
        set.add(CountsUp);
        let frozen = FrozenPatternSet::new(&ctx, set);
        let root = module.op().as_op();
        let config = GreedyConfig { max_iterations, ..GreedyConfig::default() };
        let converged = apply_patterns_greedily(module.ir_mut(), root, &frozen, &config);
        (converged, module.print(&PrintOptions::default()))
    })
}

#[test]
fn a_pattern_that_always_claims_success_stops_at_the_iteration_limit() {
    let (converged, out) = loopy_run("func.func @f() {\n  loopy.ping\n  return\n}\n", Some(10));
    assert!(!converged, "{out}");
    assert!(out.contains("loopy.ping"), "{out}");
}

#[test]
fn a_pattern_that_always_changes_its_op_still_stops() {
    let (converged, out) = loopy_run("func.func @f() {\n  loopy.pong\n  return\n}\n", Some(3));
    assert!(!converged, "{out}");
    // The op was changed many times, and the run ended.
    assert!(out.contains("loopy.pong {n = "), "{out}");
}

#[test]
fn test_convergence_fails_silently_as_in_mlir_opt() {
    let source = "func.func @f() {\n  cf.br ^bb1\n^bb1:\n  cf.br ^bb2\n^bb2:\n  cf.br ^bb1\n}\n";
    let run = within(60, "canonicalize with test-convergence", move || {
        OptTool::standard().run_in_memory(
            &["--canonicalize=max-iterations=1 test-convergence"],
            "cycle.mlir",
            source,
        )
    });
    // mlir-opt 22: exit code 1, nothing on either stream.
    assert_eq!(run.code, 1);
    assert!(run.stderr.is_empty(), "{}", String::from_utf8_lossy(&run.stderr));
    assert!(run.stdout.is_empty());
    let run = within(60, "canonicalize to convergence", move || {
        OptTool::standard().run_in_memory(
            &["--canonicalize=test-convergence"],
            "cycle.mlir",
            source,
        )
    });
    assert_eq!(run.code, 0, "{}", String::from_utf8_lossy(&run.stderr));
}
