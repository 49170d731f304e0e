//! Registered pipelines as flags, as mlir-opt 22 takes a pipeline of its
//! `PassPipelineRegistration`s (`--test-textual-pm-nested-pipeline`):
//! the flag adds the pipeline's passes where it stands among the other
//! pass flags, a pass restricted to other ops nested on them; options
//! make it fail without a message (a pipeline takes none), and
//! `name{options}` in `--pass-pipeline` fails with mlir-opt's error;
//! `--help` lists the pipelines under `Pass Pipelines:`, `--list-passes`
//! does not.

use mlir_core::pass::{Pass, PassContext};
use mlir_derive::pass;
use mlir_rs_opt::OptTool;

/// Tag functions
#[pass(argument = "test-tag-functions", anchor = "func.func")]
#[derive(Debug)]
pub struct TagFunctions {}

impl Pass for TagFunctions {
    fn run(&mut self, _cx: &mut PassContext<'_>) {}
}

/// The standard tool with two pipelines: one with a nested list, one
/// naming a pass restricted to `func.func` at its top.
fn tool() -> OptTool {
    let mut tool = OptTool::standard();
    tool.register_pass::<TagFunctions>();
    tool.passes_mut()
        .register_pipeline(
            "test-clean",
            "Canonicalize each function, then CSE",
            "func.func(canonicalize{max-iterations=2}),cse",
        )
        .register_pipeline("test-tag", "Tag each function", "test-tag-functions");
    tool
}

const INPUT: &str = "func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
";

/// The pipeline `--dump-pass-pipeline` prints for `flags`.
fn dumped(flags: &[&str]) -> String {
    let mut args = flags.to_vec();
    args.push("--dump-pass-pipeline");
    let out = tool().run_in_memory(&args, "in.mlir", INPUT);
    assert_eq!(out.code, 0, "{}", out.stderr_lossy());
    out.stderr_lossy().into_owned()
}

#[test]
fn a_pipeline_flag_adds_its_passes_where_it_stands() {
    let canonicalize = "canonicalize{  max-iterations=2 max-num-rewrites=-1 \
                        region-simplify=normal test-convergence=false top-down=true}";
    assert_eq!(
        dumped(&["--symbol-dce", "--test-clean", "--strip-debuginfo"]),
        format!(
            "Pass Manager with 4 passes:\nbuiltin.module(\n  symbol-dce,\n  func.func(\n    \
             {canonicalize}\n  ),\n  cse,\n  strip-debuginfo\n)\n\n"
        )
    );
    // Given twice, its passes come twice; a pass restricted to functions
    // is nested on them, as for its own flag.
    assert_eq!(
        dumped(&["--test-tag", "--cse", "--test-tag"]),
        "Pass Manager with 3 passes:\nbuiltin.module(\n  func.func(\n    test-tag-functions\n  \
         ),\n  cse,\n  func.func(\n    test-tag-functions\n  )\n)\n\n"
    );
    // The passes run: the duplicate `addi` is gone.
    let out = tool().run_in_memory(&["--test-clean"], "in.mlir", INPUT);
    assert_eq!(out.code, 0, "{}", out.stderr_lossy());
    assert_eq!(out.stdout_lossy().matches("arith.addi").count(), 1, "{}", out.stdout_lossy());
}

#[test]
fn options_on_a_pipeline_fail() {
    // As a flag: no message, exit code 1; an earlier bad pass option is
    // the one reported.
    let out = tool().run_in_memory(&["--test-clean=foo=1", "--cse=foo=1"], "in.mlir", INPUT);
    assert_eq!((out.code, out.stderr_lossy().as_ref(), out.stdout.len()), (1, "", 0));
    let out = tool().run_in_memory(&["--cse=foo=1", "--test-clean=foo=1"], "in.mlir", INPUT);
    assert_eq!(out.code, 1);
    assert!(out.stderr_lossy().contains("no such option foo"), "{}", out.stderr_lossy());
    // Empty options are none.
    assert!(dumped(&["--test-clean="]).contains("  cse\n"));
    // In a pipeline's text, empty braces are fine and options an error.
    assert!(dumped(&["--pass-pipeline=builtin.module(test-clean{})"]).contains("  cse\n"));
    let out = tool().run_in_memory(
        &["--pass-pipeline=builtin.module(test-clean{foo=1})"],
        "in.mlir",
        INPUT,
    );
    assert_eq!(out.code, 1);
    assert_eq!(
        out.stderr_lossy(),
        "<unknown>:0: error: failed to add `test-clean` with options `foo=1`\n\n"
    );
    let out = tool().run_in_memory(
        &["--pass-pipeline=builtin.module(func.func(test-clean{foo=1}))"],
        "in.mlir",
        INPUT,
    );
    assert_eq!(
        out.stderr_lossy(),
        "<unknown>:0: error: failed to add `test-clean` with options `foo=1`\nfailed to add \
         `func.func` with options `` to inner pipeline\n\n"
    );
    // A pipeline flag is an individual pass option.
    let out = tool().run_in_memory(
        &["--test-clean", "--pass-pipeline=builtin.module(cse)"],
        "in.mlir",
        INPUT,
    );
    assert_eq!(
        out.stderr_lossy(),
        "<unknown>:0: error: '-pass-pipeline' option can't be used with individual pass \
         options\n"
    );
}

#[test]
fn help_lists_the_pipelines_after_the_passes() {
    let tool = tool();
    let help = tool.run_in_memory(&["--help"], "in.mlir", "").stdout_lossy().into_owned();
    let pipelines = help.split("\n    Pass Pipelines:\n").nth(1).expect("the pipelines section");
    let lines: Vec<&str> = pipelines.lines().collect();
    assert_eq!(lines.len(), 2, "{pipelines}");
    assert!(lines[0].starts_with("      --test-clean "), "{pipelines}");
    assert!(lines[0].ends_with(" -   Canonicalize each function, then CSE"), "{pipelines}");
    assert!(lines[1].starts_with("      --test-tag "), "{pipelines}");
    // The descriptions start in the passes' column.
    let cse = help.lines().find(|l| l.starts_with("      --cse ")).expect("cse is listed");
    assert_eq!(lines[0].find("-   "), cse.find("-   "));
    let listed = tool.run_in_memory(&["--list-passes"], "in.mlir", "").stdout_lossy().into_owned();
    assert!(!listed.contains("test-clean") && !listed.contains("Pipelines"), "{listed}");
}
