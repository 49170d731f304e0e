//! The pass manager run threaded and serially: a pipeline over 1,000
//! functions gives the same bytes, diagnostics and statistics either way
//! (repeated, as thread interleavings differ); a pass changes its own op,
//! reads its ancestors, and cannot reach a sibling; a failing function
//! lets its siblings run, as in mlir-opt; textual pipelines print back.

use std::sync::Arc;

use mlir_rs::core::pass::StatisticValue;
use mlir_rs::core::semantics::symbol_table::symbol_name;
use mlir_rs::prelude::*;

/// A module of `n` functions, each with work for canonicalize and CSE
/// (constants to fold, a repeated addition) and a nested region.
fn many_functions(n: usize) -> String {
    let mut text = String::from("module attributes {test.owner = \"top\"} {\n");
    for i in 0..n {
        text.push_str(&format!(
            "  func.func @f{i}(%a: i32, %b: i32, %c: i1) -> i32 {{
    %c1 = arith.constant {i} : i32
    %c2 = arith.constant 2 : i32
    %x = arith.addi %a, %b : i32
    %y = arith.addi %a, %b : i32
    %s = arith.addi %c1, %c2 : i32
    %z = arith.muli %x, %y : i32
    %w = arith.addi %z, %s : i32
    cf.cond_br %c, ^bb1, ^bb2(%w : i32)
  ^bb1:
    %u = arith.addi %a, %b : i32
    cf.br ^bb2(%u : i32)
  ^bb2(%r: i32):
    return %r : i32
  }}\n"
        ));
    }
    text.push_str("}\n");
    text
}

fn context() -> Arc<Context> {
    Arc::new(Context::with_dialects(&mlir_rs::opt::standard_registry()))
}

fn parse(ctx: &Arc<Context>, text: &str) -> Module {
    Module::parse(ctx, "input.mlir", text).expect("the input parses")
}

/// What a run gives: the printed module (`None` on failure), the
/// diagnostics' messages, and each pass's statistics.
type Outcome = (Option<String>, Vec<String>, Vec<(&'static str, Vec<StatisticValue>)>);

/// Runs `pipeline` (textual) on `text` with threads on or off, with the
/// registry's passes plus this file's; returns the printed module (or
/// nothing on failure), the diagnostics' messages and the statistics.
fn run(text: &str, pipeline: &str, threading: bool, threads: Option<usize>) -> Outcome {
    let ctx = context();
    let mut module = parse(&ctx, text);
    let mut registry = PassRegistry::with_core_passes();
    registry.register::<TagFunctions>().register::<FailMarked>();
    let mut pm = registry.parse_pipeline(pipeline).expect("the pipeline parses");
    pm.options_mut().threading = threading;
    pm.options_mut().threads = threads;
    let root = module.op().as_op();
    let result = pm.run(module.ir_mut(), root);
    let statistics = pm.statistics();
    match result {
        Ok(diagnostics) => {
            let messages = diagnostics.iter().map(|d| d.message.clone()).collect();
            (Some(module.print(&PrintOptions::default())), messages, statistics)
        }
        Err(failure) => {
            let messages = failure.diagnostics.iter().map(|d| d.message.clone()).collect();
            (None, messages, statistics)
        }
    }
}

/// Gives every function the `test.owner` attribute of its module (a read
/// of an ancestor) and `test.index`, its position among its siblings as
/// the pass counts them (a change of its own op); warns on `@f7`.
#[derive(Clone, Default)]
struct TagFunctions {
    tagged: Statistic,
}

impl PassDefinition for TagFunctions {
    fn argument(&self) -> &'static str {
        "test-tag-functions"
    }
    fn name(&self) -> &'static str {
        "TagFunctions"
    }
    fn anchor(&self) -> PassAnchor {
        PassAnchor::Name("func.func")
    }
    fn statistics(&self) -> Vec<StatisticValue> {
        vec![StatisticValue {
            name: "num-tagged",
            description: "Functions tagged",
            value: self.tagged.get(),
        }]
    }
    fn add_statistics(&mut self, values: &[u64]) {
        self.tagged.add(values[0]);
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(TagFunctions::default())
    }
}

impl Pass for TagFunctions {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let op = cx.op();
        let module = op.parent_op(cx).expect("a function has a module");
        let owner = module.attr(cx, "test.owner").expect("the module has an owner");
        cx.set_attr(op, "test.owner", Some(owner));
        self.tagged.increment();
        if symbol_name(cx, op) == Some("f7") {
            let loc = op.loc(cx);
            cx.emit(Diagnostic::warning(loc, "seven"));
        }
    }
}

impl RegisteredPass for TagFunctions {
    const ARGUMENT: &'static str = "test-tag-functions";
    const SUMMARY: &'static str = "Tags functions";
    fn from_options(_: &str) -> Result<Self, mlir_rs::core::pass::options::OptionError> {
        Ok(TagFunctions::default())
    }
}

/// Fails on every function whose name ends in `3`, with an error naming
/// it.
#[derive(Clone, Default)]
struct FailMarked;

impl PassDefinition for FailMarked {
    fn argument(&self) -> &'static str {
        "test-fail-marked"
    }
    fn name(&self) -> &'static str {
        "FailMarked"
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(FailMarked)
    }
}

impl Pass for FailMarked {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let op = cx.op();
        let Some(name) = symbol_name(cx, op).map(str::to_owned) else { return };
        if name.ends_with('3') {
            let loc = op.loc(cx);
            cx.emit(Diagnostic::error(loc, format!("failing on {name}")));
            cx.signal_failure();
        }
    }
}

impl RegisteredPass for FailMarked {
    const ARGUMENT: &'static str = "test-fail-marked";
    const SUMMARY: &'static str = "Fails on marked functions";
    fn from_options(_: &str) -> Result<Self, mlir_rs::core::pass::options::OptionError> {
        Ok(FailMarked)
    }
}

#[test]
fn a_thousand_functions_give_the_same_bytes_threaded_and_serial() {
    let text = many_functions(1000);
    let pipeline = "builtin.module(func.func(canonicalize,cse,test-tag-functions))";
    let serial = run(&text, pipeline, false, None);
    let printed = serial.0.as_deref().expect("the serial run succeeds");
    assert!(printed.contains("test.owner = \"top\""), "functions read their module");
    assert!(!printed.contains("arith.addi %c"), "constants folded");
    assert_eq!(serial.1, vec!["seven".to_owned()]);
    let tagged = serial.2.iter().find(|(name, _)| *name == "TagFunctions").unwrap();
    assert_eq!(tagged.1[0].value, 1000);
    let cse = serial.2.iter().find(|(name, _)| *name == "CSE").unwrap();
    assert_eq!(cse.1[0].value, 2000, "two additions CSE'd per function");
    for threads in [None, Some(2), Some(4), Some(8)] {
        for _ in 0..3 {
            let threaded = run(&text, pipeline, true, threads);
            assert_eq!(threaded.0, serial.0, "output with threads {threads:?}");
            assert_eq!(threaded.1, serial.1, "diagnostics with threads {threads:?}");
            assert_eq!(threaded.2, serial.2, "statistics with threads {threads:?}");
        }
    }
}

#[test]
fn a_failing_function_lets_its_siblings_run_as_in_mlir_opt() {
    let text = many_functions(40);
    let pipeline = "builtin.module(func.func(test-tag-functions,test-fail-marked,cse))";
    let serial = run(&text, pipeline, false, None);
    assert_eq!(serial.0, None);
    // mlir-opt runs the nested pipeline on every function, then fails: the
    // failures of `@f3`, `@f13`, … and `@f7`'s warning all come, in order.
    assert_eq!(
        serial.1,
        ["failing on f3", "seven", "failing on f13", "failing on f23", "failing on f33"]
    );
    for threads in [Some(2), Some(4)] {
        let threaded = run(&text, pipeline, true, threads);
        assert_eq!(threaded.0, None);
        assert_eq!(threaded.1, serial.1);
    }
}

#[test]
fn isolated_ops_nested_two_deep_run_in_parallel_too() {
    let inner = many_functions(30);
    let text = format!("module {{\n{inner}{inner}}}\n");
    let pipeline = "builtin.module(builtin.module(func.func(canonicalize,cse)),cse)";
    let serial = run(&text, pipeline, false, None);
    assert!(serial.0.is_some());
    for threads in [Some(2), Some(3)] {
        assert_eq!(run(&text, pipeline, true, threads).0, serial.0);
    }
}

/// Reads the attributes of the function after its own: allowed by
/// nothing, and impossible in a threaded run, where the sibling's body
/// belongs to another task.
#[derive(Clone, Default)]
struct ReadSibling;

impl PassDefinition for ReadSibling {
    fn argument(&self) -> &'static str {
        "test-read-sibling"
    }
    fn name(&self) -> &'static str {
        "ReadSibling"
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(ReadSibling)
    }
}

impl Pass for ReadSibling {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        if let Some(next) = cx.op().next(cx) {
            let _ = symbol_name(cx, next);
        }
    }
}

#[test]
fn a_sibling_is_unreachable_in_a_threaded_run_and_the_ir_survives() {
    let ctx = context();
    let mut module = parse(&ctx, &many_functions(8));
    let root = module.op().as_op();
    let mut pm = PassManager::new("builtin.module");
    pm.nest("func.func").add(ReadSibling);
    pm.options_mut().threads = Some(2);
    let failure = pm.run(module.ir_mut(), root).expect_err("reading a sibling's body panics");
    // The panic fails the pipeline, naming the pass and the first
    // function in op order, with the panic's message.
    assert_eq!((failure.pass.as_str(), failure.pass_name), ("test-read-sibling", "ReadSibling"));
    let op = failure.op.expect("the failing op is known");
    assert_eq!(symbol_name(module.ir(), op), Some("f0"));
    let message = failure.panic.unwrap_or_default();
    assert!(message.contains("not reachable from this IR view"), "{message}");
    // Every body came back: the module still verifies and prints.
    assert!(module.verify().is_ok());
    assert!(module.print(&PrintOptions::default()).contains("@f7"));
}

#[test]
fn pipelines_print_back_as_they_were_written() {
    let registry = PassRegistry::with_core_passes();
    let text = "builtin.module(func.func(cse,canonicalize{  max-iterations=3 \
                max-num-rewrites=-1 region-simplify=normal test-convergence=false \
                top-down=false}),any(cse),test-single-fold{max-iterations=1})";
    let pm = registry.parse_pipeline(text).expect("the pipeline parses");
    assert_eq!(pm.to_string(), text);
    let again = registry.parse_pipeline(&pm.to_string()).expect("its print parses");
    assert_eq!(again.to_string(), text);
}

#[test]
fn named_pipelines_expand_where_they_are_named() {
    let mut registry = PassRegistry::with_core_passes();
    registry.register_pipeline("clean", "Canonicalize, then CSE", "canonicalize,cse");
    let pm = registry.parse_pipeline("builtin.module(func.func(clean))").unwrap();
    assert!(pm.to_string().starts_with("builtin.module(func.func(canonicalize{"));
    assert!(pm.to_string().ends_with("},cse))"));
}

#[test]
fn a_pass_for_other_ops_is_refused_or_nested() {
    let mut registry = PassRegistry::with_core_passes();
    registry.register::<TagFunctions>();
    let error = registry.parse_pipeline("builtin.module(test-tag-functions)").unwrap_err();
    assert_eq!(
        error.message(),
        "Can't add pass 'TagFunctions' restricted to 'func.func' on a PassManager intended to \
         run on 'builtin.module', did you intend to nest?\nfailed to add `test-tag-functions` \
         with options ``\n"
    );
    let flags = registry.pipeline_of_flags("builtin.module", &[("test-tag-functions", "")]);
    assert_eq!(flags.unwrap().to_string(), "builtin.module(func.func(test-tag-functions))");
}

#[test]
fn a_failing_pass_is_named_in_the_error() {
    let ctx = context();
    let mut module = parse(&ctx, &many_functions(5));
    let root = module.op().as_op();
    let mut pm = PassManager::new("builtin.module");
    pm.nest("func.func").add(FailMarked);
    let failure = pm.run(module.ir_mut(), root).unwrap_err();
    assert_eq!(failure.pass, "test-fail-marked");
}

/// Renames every function `same`: each function stays valid on its own,
/// but their module's symbol table no longer is.
#[derive(Clone, Default)]
struct RenameToSame;

impl PassDefinition for RenameToSame {
    fn argument(&self) -> &'static str {
        "test-rename-to-same"
    }
    fn name(&self) -> &'static str {
        "RenameToSame"
    }
    fn anchor(&self) -> PassAnchor {
        PassAnchor::Name("func.func")
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(RenameToSame)
    }
}

impl Pass for RenameToSame {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let op = cx.op();
        let same = cx.ctx().string_attr("same");
        cx.set_attr_any(op, "sym_name", Some(same));
    }
}

#[test]
fn the_op_around_a_nested_pipeline_is_verified_after_it() {
    for threading in [false, true] {
        let ctx = context();
        let mut module = parse(&ctx, &many_functions(3));
        let root = module.op().as_op();
        let mut pm = PassManager::new("builtin.module");
        pm.nest("func.func").add(RenameToSame);
        pm.options_mut().threading = threading;
        let failure = pm.run(module.ir_mut(), root).unwrap_err();
        let messages: Vec<&str> = failure.diagnostics.iter().map(|d| d.message.as_str()).collect();
        assert_eq!(messages, ["redefinition of symbol named 'same'"]);
        // No pass failed: the failure names the nested pipeline, and no op.
        assert_eq!((failure.pass.as_str(), failure.pass_name, failure.op), ("func.func", "", None));

        // Unverified, the same pipeline succeeds.
        let mut module = parse(&ctx, &many_functions(3));
        let root = module.op().as_op();
        let mut pm = PassManager::new("builtin.module");
        pm.nest("func.func").add(RenameToSame);
        pm.options_mut().verify_each = false;
        pm.options_mut().threading = threading;
        assert!(pm.run(module.ir_mut(), root).is_ok());
    }
}

/// A module pass running `cse` on each function through a dynamic
/// pipeline (MLIR's `runPipeline`), and on its module's parent, which it
/// may not.
#[derive(Clone, Default)]
struct CseEachFunction;

impl PassDefinition for CseEachFunction {
    fn argument(&self) -> &'static str {
        "test-cse-each-function"
    }
    fn name(&self) -> &'static str {
        "CseEachFunction"
    }
    fn anchor(&self) -> PassAnchor {
        PassAnchor::Name("builtin.module")
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(CseEachFunction)
    }
}

impl Pass for CseEachFunction {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let module = cx.op();
        let functions = ops_inside(cx, module);
        let mut pipeline = OpPassManager::new("func.func");
        pipeline.add(mlir_rs::core::pass::standard::Cse::default());
        for function in functions {
            if cx.run_pipeline(&mut pipeline, function).is_err() {
                cx.signal_failure();
            }
        }
        // The module pass manager cannot run on a function.
        let mut wrong = OpPassManager::new("builtin.module");
        let first = ops_inside(cx, module)[0];
        assert!(cx.run_pipeline(&mut wrong, first).is_err());
    }
}

/// The ops directly inside `op`'s regions.
fn ops_inside(ir: &IrView, op: Op) -> Vec<Op> {
    op.regions(ir).flat_map(|r| r.blocks(ir)).flat_map(|b| b.ops(ir)).collect()
}

#[test]
fn a_pass_runs_a_dynamic_pipeline_on_ops_it_holds() {
    let ctx = context();
    let mut module = parse(&ctx, &many_functions(4));
    let root = module.op().as_op();
    let mut pm = PassManager::new("builtin.module");
    pm.add(CseEachFunction);
    let diagnostics = pm.run(module.ir_mut(), root).expect("the pipeline succeeds");
    let messages: Vec<&str> = diagnostics.iter().map(|d| d.message.as_str()).collect();
    assert_eq!(messages, ["can't run 'builtin.module' pass manager on 'func.func' op"]);
    let printed = module.print(&PrintOptions::default());
    assert_eq!(
        printed.matches("arith.addi %arg0, %arg1").count(),
        4,
        "one addition left per function"
    );
}

/// Counts the ops it runs on: anchored on any op that holds a symbol
/// table, through a filter.
#[derive(Clone, Default)]
struct CountSymbolTables {
    seen: Statistic,
}

impl PassDefinition for CountSymbolTables {
    fn argument(&self) -> &'static str {
        "test-count-symbol-tables"
    }
    fn name(&self) -> &'static str {
        "CountSymbolTables"
    }
    fn anchor(&self) -> PassAnchor {
        PassAnchor::Filtered("SymbolTable", |ctx, name| name.as_str(ctx) == "builtin.module")
    }
    fn statistics(&self) -> Vec<StatisticValue> {
        vec![StatisticValue { name: "seen", description: "Ops seen", value: self.seen.get() }]
    }
    fn add_statistics(&mut self, values: &[u64]) {
        self.seen.add(values[0]);
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(CountSymbolTables::default())
    }
}

impl Pass for CountSymbolTables {
    fn run(&mut self, _: &mut PassContext<'_>) {
        self.seen.increment();
    }
}

#[test]
fn a_filtered_pass_runs_only_on_the_ops_it_accepts() {
    let ctx = context();
    let inner = many_functions(3);
    let mut module = parse(&ctx, &format!("module {{\n{inner}{inner}}}\n"));
    let root = module.op().as_op();
    let mut pm = PassManager::new("builtin.module");
    pm.nest_any().add(CountSymbolTables::default());
    pm.run(module.ir_mut(), root).expect("the pipeline succeeds");
    // `any` reaches the two modules and the functions directly inside the
    // top module (none: its ops are modules); the filter keeps the modules.
    assert_eq!(pm.statistics()[0].1[0].value, 2);
}

#[test]
fn verifying_many_functions_reports_in_op_order_threaded_or_not() {
    let mut text = String::from("module {\n");
    for i in 0..200 {
        if i % 7 == 3 {
            // Invalid: the return gives an i64 where the function gives i32.
            text.push_str(&format!(
                "  func.func @f{i}(%a: i64) -> i32 {{\n    return %a : i64\n  }}\n"
            ));
        } else {
            text.push_str(&format!(
                "  func.func @f{i}(%a: i32) -> i32 {{\n    return %a : i32\n  }}\n"
            ));
        }
    }
    text.push_str("}\n");
    let report = |threads: bool| {
        let ctx = context();
        ctx.set_multithreading(threads);
        let module = Module::parse_unverified(&ctx, "input.mlir", &text).expect("it parses");
        let root = module.op().as_op();
        let diagnostics = mlir_rs::core::verify::verify(module.ir(), root).unwrap_err();
        diagnostics.iter().map(|d| format!("{:?} {}", d.loc, d.message)).collect::<Vec<_>>()
    };
    let serial = report(false);
    assert_eq!(serial.len(), 29, "every invalid function reports once");
    for _ in 0..5 {
        assert_eq!(report(true), serial);
    }
}

#[test]
fn the_driver_prints_what_a_succeeding_pass_reports() {
    let mut tool = OptTool::new("tag-opt", &mlir_rs::opt::standard_registry());
    tool.register_pass::<TagFunctions>();
    let input = many_functions(9);
    let out = tool.run_in_memory(
        &["--pass-pipeline=builtin.module(func.func(test-tag-functions))"],
        "in.mlir",
        &input,
    );
    assert_eq!(out.code, 0);
    assert_eq!(
        out.stderr_lossy(),
        "in.mlir:107:3: warning: seven\n  func.func @f7(%a: i32, %b: i32, %c: i1) -> i32 {\n  ^\n"
    );
}
