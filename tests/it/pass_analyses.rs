//! Analyses through the pass manager: cached per op until a pass that does
//! not preserve them runs on the op or an ancestor, child analyses a
//! module pass computes reach the nested function passes (with threads
//! too), analyses of erased ops are dropped; the call graph and the
//! symbol table analysis on `func` IR.

use std::sync::{Arc, Mutex};

use mlir_core::Context;
use mlir_core::asm::parser::{ParseConfig, ParsedFile, parse_source};
use mlir_core::ir::{IrView, Op};
use mlir_core::pass::{
    Analysis, CallGraph, CallGraphNodeId, DominanceInfo, Pass, PassContext, PassDefinition,
    PassManager, SymbolTableAnalysis,
};
use mlir_core::semantics::symbol_table::symbol_name;

fn parse(text: &str) -> ParsedFile {
    let ctx = Arc::new(Context::with_dialects(&mlir_rs_opt::standard_registry()));
    parse_source(ctx, text, &ParseConfig::new("input.mlir")).expect("input parses")
}

/// The functions of a module, in order.
fn functions(ir: &IrView, module: Op) -> Vec<Op> {
    module.regions(ir).flat_map(|r| r.blocks(ir)).flat_map(|b| b.ops(ir)).collect()
}

fn module_of(n: usize) -> String {
    (0..n).map(|i| format!("func.func @f{i}() {{\n  return\n}}\n")).collect()
}

/// What a probe saw: `(op label, cached?)` per run, in the order the
/// runs were recorded.
type Seen = Arc<Mutex<Vec<(String, bool)>>>;

fn label(cx: &PassContext<'_>, op: Op) -> String {
    symbol_name(cx, op).map_or_else(|| "module".to_owned(), |n| format!("@{n}"))
}

/// What a probe does on its op.
#[derive(Clone, Copy)]
enum Action {
    /// Records whether dominance is cached, then computes it.
    Compute,
    /// Computes the dominance of every function (a module pass).
    ComputeChildren,
    /// Records whether dominance is cached.
    Look,
    /// Computes the dominance of the first function's return, then
    /// erases that op, keeping its handle.
    EraseFirstReturn,
    /// Records whether the erased op's dominance is still cached.
    LookAtErased,
}

#[derive(Clone)]
struct Probe {
    argument: &'static str,
    action: Action,
    preserve: bool,
    seen: Seen,
    erased: Arc<Mutex<Option<Op>>>,
}

impl PassDefinition for Probe {
    fn argument(&self) -> &'static str {
        self.argument
    }
    fn name(&self) -> &'static str {
        "Probe"
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

impl Pass for Probe {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let op = cx.op();
        match self.action {
            Action::Compute => {
                let cached = cx.cached_analysis::<DominanceInfo>().is_some();
                self.seen.lock().unwrap().push((label(cx, op), cached));
                let _ = cx.analysis::<DominanceInfo>();
            }
            Action::ComputeChildren => {
                for function in functions(cx, op) {
                    let _ = cx.child_analysis::<DominanceInfo>(function);
                    assert!(cx.cached_child_analysis::<DominanceInfo>(function).is_some());
                }
            }
            Action::Look => {
                let cached = cx.cached_analysis::<DominanceInfo>().is_some();
                self.seen.lock().unwrap().push((label(cx, op), cached));
            }
            Action::EraseFirstReturn => {
                let first = functions(cx, op)[0];
                let ret = functions(cx, first)[0];
                let _ = cx.child_analysis::<DominanceInfo>(ret);
                cx.erase_op(ret);
                *self.erased.lock().unwrap() = Some(ret);
            }
            Action::LookAtErased => {
                let erased = self.erased.lock().unwrap().expect("an op was erased");
                let cached = cx.cached_child_analysis::<DominanceInfo>(erased).is_some();
                self.seen.lock().unwrap().push(("erased".to_owned(), cached));
            }
        }
        if self.preserve {
            cx.mark_all_preserved();
        }
    }
}

static ERASED: std::sync::LazyLock<Arc<Mutex<Option<Op>>>> = std::sync::LazyLock::new(Arc::default);

fn probe(argument: &'static str, action: Action, preserve: bool, seen: &Seen) -> Probe {
    Probe { argument, action, preserve, seen: seen.clone(), erased: ERASED.clone() }
}

fn run(pm: &mut PassManager, text: &str) {
    let mut parsed = parse(text);
    let module = parsed.module();
    pm.run(&mut parsed.ir, module).expect("the pipeline succeeds");
}

fn labels(seen: &Seen) -> Vec<(String, bool)> {
    std::mem::take(&mut *seen.lock().unwrap())
}

#[test]
fn preserved_analyses_stay_cached_and_others_do_not() {
    let seen = Seen::default();
    let mut pm = PassManager::new("builtin.module");
    pm.add(probe("compute", Action::Compute, true, &seen));
    pm.add(probe("look", Action::Look, false, &seen));
    pm.add(probe("look", Action::Look, true, &seen));
    run(&mut pm, &module_of(1));
    let expected = [("module", false), ("module", true), ("module", false)];
    let expected: Vec<(String, bool)> = expected.iter().map(|&(l, c)| (l.to_owned(), c)).collect();
    assert_eq!(labels(&seen), expected);
}

#[test]
fn child_analyses_reach_nested_passes_with_and_without_threads() {
    for threading in [false, true] {
        for preserve in [false, true] {
            let seen = Seen::default();
            let mut pm = PassManager::new("builtin.module");
            pm.enable_threading(threading);
            pm.add(probe("children", Action::ComputeChildren, preserve, &seen));
            pm.nest("func.func").add(probe("look", Action::Look, true, &seen));
            // A second module pass that keeps nothing: the functions'
            // analyses are gone for the next nested pass.
            pm.add(probe("noop", Action::Look, false, &seen));
            pm.nest("func.func").add(probe("look", Action::Look, true, &seen));
            run(&mut pm, &module_of(8));
            let mut seen = labels(&seen);
            seen.sort();
            let mut expected: Vec<(String, bool)> = (0..8)
                .flat_map(|i| [(format!("@f{i}"), preserve), (format!("@f{i}"), false)])
                .collect();
            expected.push(("module".to_owned(), false));
            expected.sort();
            assert_eq!(seen, expected, "threading {threading}, preserve {preserve}");
        }
    }
}

#[test]
fn function_analyses_survive_a_threaded_nested_run() {
    // Computed in one nested pipeline, looked up in the next: the tasks
    // hand their analyses back to the run.
    for threading in [false, true] {
        let seen = Seen::default();
        let mut pm = PassManager::new("builtin.module");
        pm.enable_threading(threading);
        pm.nest("func.func").add(probe("compute", Action::Compute, true, &seen));
        pm.nest("func.func").add(probe("look", Action::Look, true, &seen));
        run(&mut pm, &module_of(6));
        let seen = labels(&seen);
        assert_eq!(seen.iter().filter(|(_, cached)| *cached).count(), 6, "threading {threading}");
    }
}

#[test]
fn analyses_of_erased_ops_are_dropped() {
    let seen = Seen::default();
    let mut pm = PassManager::new("builtin.module");
    pm.enable_verifier(false);
    pm.add(probe("children", Action::ComputeChildren, true, &seen));
    pm.add(probe("erase", Action::EraseFirstReturn, true, &seen));
    pm.add(probe("erased", Action::LookAtErased, true, &seen));
    pm.nest("func.func").add(probe("look", Action::Look, true, &seen));
    run(&mut pm, &module_of(2));
    // Preserving keeps the analyses of the ops that still exist, not of
    // the erased one.
    // The module pass runs first; the nested runs may finish in any order.
    let mut seen = labels(&seen);
    seen[1..].sort();
    let expected = [("erased", false), ("@f0", true), ("@f1", true)];
    let expected: Vec<(String, bool)> = expected.iter().map(|&(l, c)| (l.to_owned(), c)).collect();
    assert_eq!(seen, expected);
}

#[test]
fn call_graph_of_func_calls() {
    let parsed = parse(
        "func.func @a(%x: i32) -> i32 {\n  %0 = func.call @b(%x) : (i32) -> i32\n  %1 = func.call \
         @c(%0) : (i32) -> i32\n  %2 = func.call @b(%1) : (i32) -> i32\n  return %2 : i32\n}\n\
         func.func @b(%x: i32) -> i32 {\n  return %x : i32\n}\nfunc.func private @c(i32) -> i32\n\
         func.func @d(%f: (i32) -> i32, %x: i32) -> i32 {\n  %0 = func.call_indirect %f(%x) : \
         (i32) -> i32\n  return %0 : i32\n}\n",
    );
    let ir = &parsed.ir;
    let module = parsed.module();
    let graph = CallGraph::compute(module, ir);
    let fs = functions(ir, module);
    let (a, b, d) = (fs[0], fs[1], fs[3]);
    let node = |op| graph.lookup_callable(ir, op).expect("a callable with a body");
    // The declaration `@c` has no body: no node; a call to it, like an
    // indirect call, goes to the unknown callee.
    assert_eq!(graph.callables().count(), 3);
    assert!(graph.lookup_callable(ir, fs[2]).is_none());
    let unknown = CallGraphNodeId::UNKNOWN;
    // Edges are kept once per target, in the order first called.
    assert_eq!(graph.callees(node(a)).collect::<Vec<_>>(), [node(b), unknown]);
    assert_eq!(graph.callees(node(b)).count(), 0);
    assert_eq!(graph.callees(node(d)).collect::<Vec<_>>(), [unknown]);
    // Components come callees first; the external caller's comes last.
    let sccs = graph.sccs();
    let position = |n| sccs.iter().position(|scc| scc.contains(&n)).expect("reached");
    assert!(position(node(b)) < position(node(a)));
    assert_eq!(sccs.last().map(Vec::as_slice), Some(&[CallGraphNodeId::EXTERNAL][..]));
}

#[test]
fn symbol_table_analysis_finds_functions() {
    let parsed = parse(&module_of(3));
    let ir = &parsed.ir;
    let module = parsed.module();
    let symbols = SymbolTableAnalysis::compute(module, ir);
    let fs = functions(ir, module);
    assert_eq!(symbols.lookup(ir, "f2"), Some(fs[2]));
    assert_eq!(symbols.lookup(ir, "g"), None);
    assert!(SymbolTableAnalysis::compute(fs[0], ir).table().is_none());
}
