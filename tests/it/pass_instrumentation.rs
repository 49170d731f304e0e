//! Pass instrumentation: a user instrumentation sees every pass, nested
//! pipeline and analysis; what instrumentations print, the IR dumps, the
//! time report's layout and the statistics are the same with threads on
//! and off.

use std::sync::Arc;

use mlir_core::Context;
use mlir_core::asm::parser::{ParseConfig, ParsedFile, parse_source};
use mlir_core::ir::IrView;
use mlir_core::pass::standard::{Canonicalizer, Cse};
use mlir_core::pass::{
    DominanceInfo, HookSite, Pass, PassContext, PassDefinition, PassInstrumentation, PassManager,
};
use mlir_core::semantics::symbol_table::symbol_name;
use mlir_rs_opt::run_in_memory;
use std::sync::Mutex;

/// A module of `n` functions, each with a duplicate addition for `cse`
/// and an addition of zero for `canonicalize`.
fn functions(n: usize) -> String {
    let mut text = String::new();
    for i in 0..n {
        text += &format!(
            "func.func @f{i}(%a: i32) -> i32 {{\n  %c0 = arith.constant 0 : i32\n  %b = arith.addi \
             %a, %c0 : i32\n  %d = arith.addi %a, %c0 : i32\n  %e = arith.muli %b, %d : i32\n  \
             return %e : i32\n}}\n"
        );
    }
    text
}

fn parse(text: &str) -> ParsedFile {
    let ctx = Arc::new(Context::with_dialects(&mlir_rs_opt::standard_registry()));
    parse_source(ctx, text, &ParseConfig::new("input.mlir")).expect("input parses")
}

/// The op's symbol name, or its op name.
fn label(ir: &IrView, site: &HookSite<'_>) -> String {
    match symbol_name(ir, site.op) {
        Some(name) => format!("@{name}"),
        None => site.op.name(ir).as_str(ir.ctx()).to_owned(),
    }
}

/// Records every hook as a line, and prints one line per pass run into
/// the run's output.
#[derive(Default)]
struct Recorder {
    events: Mutex<Vec<String>>,
}

impl PassInstrumentation for Recorder {
    fn run_before_pipeline(&self, anchor: &str, site: &HookSite<'_>) {
        self.events
            .lock()
            .unwrap()
            .push(format!("before pipeline {anchor} on {}", label(site.ir, site)));
    }
    fn run_after_pipeline(&self, anchor: &str, site: &HookSite<'_>) {
        self.events
            .lock()
            .unwrap()
            .push(format!("after pipeline {anchor} on {}", label(site.ir, site)));
    }
    fn run_before_pass(&self, pass: &dyn Pass, site: &HookSite<'_>, out: &mut String) {
        let line =
            format!("before {} on {} at {:?}", pass.argument(), label(site.ir, site), site.path);
        out.push_str(&line);
        out.push('\n');
        self.events.lock().unwrap().push(line);
    }
    fn run_after_pass(&self, pass: &dyn Pass, site: &HookSite<'_>, _out: &mut String) {
        self.events.lock().unwrap().push(format!(
            "after {} on {}",
            pass.argument(),
            label(site.ir, site)
        ));
    }
    fn run_after_pass_failed(&self, pass: &dyn Pass, site: &HookSite<'_>, _out: &mut String) {
        self.events.lock().unwrap().push(format!(
            "failed {} on {}",
            pass.argument(),
            label(site.ir, site)
        ));
    }
    fn run_before_analysis(&self, name: &'static str, _op: mlir_core::ir::Op, site: &HookSite<'_>) {
        self.events
            .lock()
            .unwrap()
            .push(format!("before analysis {name} on {}", label(site.ir, site)));
    }
    fn run_after_analysis(&self, name: &'static str, _op: mlir_core::ir::Op, site: &HookSite<'_>) {
        self.events
            .lock()
            .unwrap()
            .push(format!("after analysis {name} on {}", label(site.ir, site)));
    }
}

/// A pass that asks for the dominance analysis of its op and changes
/// nothing.
#[derive(Clone, Default)]
struct AskDominance;

impl PassDefinition for AskDominance {
    fn argument(&self) -> &'static str {
        "ask-dominance"
    }
    fn name(&self) -> &'static str {
        "AskDominance"
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(AskDominance)
    }
}

impl Pass for AskDominance {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let _ = cx.analysis::<DominanceInfo>();
        cx.mark_all_preserved();
    }
}

/// Runs `module(func.func(cse, ask-dominance), canonicalize)` with a
/// recorder; returns the events and the run's output.
fn record(text: &str, threading: bool) -> (Vec<String>, String) {
    let mut parsed = parse(text);
    let mut pm = PassManager::new("builtin.module");
    pm.nest("func.func").add(Cse::default()).add(AskDominance);
    pm.add(Canonicalizer::default());
    pm.enable_threading(threading);
    let recorder = Arc::new(Recorder::default());
    pm.add_instrumentation(recorder.clone());
    let module = parsed.module();
    pm.run(&mut parsed.ir, module).expect("the pipeline succeeds");
    let output: String = pm.take_output().into_iter().map(|t| t.text).collect();
    let events = std::mem::take(&mut *recorder.events.lock().unwrap());
    (events, output)
}

#[test]
fn hooks_come_in_a_serial_run_s_order() {
    let (events, output) = record(&functions(2), false);
    let expected = [
        "before pipeline func.func on builtin.module",
        "before cse on @f0 at [0, 0]",
        "before analysis DominanceInfo on @f0",
        "after analysis DominanceInfo on @f0",
        "after cse on @f0",
        // `cse` keeps the analysis: the next pass finds it cached.
        "before ask-dominance on @f0 at [0, 1]",
        "after ask-dominance on @f0",
        "before cse on @f1 at [0, 0]",
        "before analysis DominanceInfo on @f1",
        "after analysis DominanceInfo on @f1",
        "after cse on @f1",
        "before ask-dominance on @f1 at [0, 1]",
        "after ask-dominance on @f1",
        "after pipeline func.func on builtin.module",
        "before canonicalize on builtin.module at [1]",
        "after canonicalize on builtin.module",
    ];
    assert_eq!(events, expected);
    let printed: Vec<&str> = expected.iter().copied().filter(|e| e.contains(" at [")).collect();
    assert_eq!(output, printed.join("\n") + "\n");
}

#[test]
fn threads_change_neither_the_hooks_nor_the_output_order() {
    let text = functions(64);
    let (mut serial_events, serial_output) = record(&text, false);
    for _ in 0..3 {
        let (mut events, output) = record(&text, true);
        assert_eq!(output, serial_output);
        events.sort();
        serial_events.sort();
        assert_eq!(events, serial_events);
    }
}

/// Replaces each time (`0.0012`) with `T` and each share (`( 12.5%)`)
/// with `(P)`.
fn mask(report: &str) -> String {
    let times = regex::Regex::new(r"[0-9]+\.[0-9]{4}").unwrap();
    let shares = regex::Regex::new(r"\( *[0-9]+\.[0-9]%\)").unwrap();
    shares.replace_all(&times.replace_all(report, "T"), "(P)").into_owned()
}

#[test]
fn time_report_tree_and_list() {
    let text = functions(16);
    let pipeline = "--pass-pipeline=builtin.module(func.func(cse,canonicalize),cse)";
    let serial =
        run_in_memory(&[pipeline, "--mlir-timing", "--mlir-disable-threading"], "in.mlir", &text);
    assert_eq!(serial.code, 0);
    let rule = format!("==={}===", "-".repeat(73));
    let expected_serial = format!(
        "{rule}\n                         ... Execution time report ...\n{rule}\n  Total Execution \
         Time: T seconds\n\n  ----Wall Time----  ----Name----\n    T (P)  Parser\n    T (P)  \
         'func.func' Pipeline\n    T (P)    CSE\n    T (P)      (A) DominanceInfo\n    T (P)    \
         Canonicalizer\n    T (P)  CSE\n    T (P)    (A) DominanceInfo\n    T (P)  Output\n    T \
         (P)  Rest\n    T (P)  Total\n"
    );
    assert_eq!(mask(&serial.stderr_lossy()), expected_serial);
    // With threads, the user time of the nested pipeline adds up its
    // threads: mlir-opt shows that column then.
    let threaded = run_in_memory(&[pipeline, "--mlir-timing"], "in.mlir", &text);
    let masked = mask(&threaded.stderr_lossy());
    assert!(masked.contains("  ----User Time----  ----Wall Time----  ----Name----\n"), "{masked}");
    assert!(masked.contains("    T (P)    T (P)    Canonicalizer\n"), "{masked}");
    assert_eq!(threaded.stdout, serial.stdout);
    let list = run_in_memory(
        &[pipeline, "--mlir-timing", "--mlir-timing-display=list", "--mlir-disable-threading"],
        "in.mlir",
        &text,
    );
    let masked = mask(&list.stderr_lossy());
    let names: Vec<&str> =
        masked.lines().skip(6).map(|l| l.strip_prefix("    T (P)  ").unwrap_or(l)).collect();
    assert_eq!(names[0], "root");
    assert_eq!(&names[names.len() - 2..], ["Rest", "Total"]);
    let mut middle = names[1..names.len() - 2].to_vec();
    middle.sort();
    assert_eq!(
        middle,
        [
            "'func.func' Pipeline",
            "(A) DominanceInfo",
            "CSE",
            "Canonicalizer",
            "Output",
            "Parser",
            "Pipeline Collection : ['func.func']"
        ]
    );
}

#[test]
fn statistics_add_up_over_threads() {
    let text = functions(40);
    let pipeline = "--pass-pipeline=builtin.module(func.func(cse))";
    let serial = run_in_memory(
        &[pipeline, "--mlir-pass-statistics", "--mlir-disable-threading"],
        "in.mlir",
        &text,
    );
    let report = serial.stderr_lossy().into_owned();
    assert!(
        report.ends_with(
            "'func.func' Pipeline\n  CSE\n    (S) 40 num-cse'd - Number of operations CSE'd\n    (S)  \
             0 num-dce'd - Number of operations DCE'd\n\n"
        ),
        "{report}"
    );
    for _ in 0..3 {
        let threaded = run_in_memory(&[pipeline, "--mlir-pass-statistics"], "in.mlir", &text);
        assert_eq!(threaded.stderr_lossy(), report);
    }
    let list = run_in_memory(
        &[pipeline, "--mlir-pass-statistics", "--mlir-pass-statistics-display=list"],
        "in.mlir",
        &text,
    );
    assert!(list.stderr_lossy().ends_with("===\nCSE\n  (S) 40 num-cse'd - Number of operations CSE'd\n  (S)  0 num-dce'd - Number of operations DCE'd\n\n"));
}

#[test]
fn ir_dumps_of_many_functions_are_identical_with_threads() {
    let text = functions(300);
    let flags = [
        "--pass-pipeline=builtin.module(func.func(cse,canonicalize))",
        "--mlir-print-ir-before=cse",
        "--mlir-print-ir-after-all",
        "--mlir-print-ir-after-change",
    ];
    let mut serial_flags = flags.to_vec();
    serial_flags.push("--mlir-disable-threading");
    let serial = run_in_memory(&serial_flags, "in.mlir", &text);
    assert_eq!(serial.code, 0);
    let dumps = serial.stderr_lossy();
    assert_eq!(dumps.matches("// -----// IR Dump Before CSE (cse) //----- //").count(), 300);
    assert_eq!(dumps.matches("IR Dump After").count(), 600);
    let first = dumps.find("@f1(").unwrap();
    let second = dumps.find("@f2(").unwrap();
    assert!(first < second);
    for _ in 0..3 {
        let threaded = run_in_memory(&flags, "in.mlir", &text);
        assert_eq!(threaded, serial);
    }
}

#[test]
fn module_scope_needs_threads_off() {
    let run = run_in_memory(&["--cse", "--mlir-print-ir-module-scope"], "in.mlir", &functions(1));
    assert_eq!(run.code, 1);
    assert!(run.stdout.is_empty());
    assert_eq!(
        run.stderr_lossy(),
        "<unknown>:0: error: IR print for module scope can't be setup on a pass-manager without \
         disabling multi-threading first.\n\n"
    );
}
