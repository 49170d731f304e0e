//! Reproducers: ours equal mlir-opt's byte for byte (mlir-opt's files are
//! kept in `tests/data/reproducer/`), mlir-opt's replay in our tool, a
//! panicking pass ends in a diagnostic, and bad reproducers in located
//! errors. That mlir-opt replays ours is checked by the differential
//! inputs `tests/differential/Pass/reproducer_replay_*.mlir`, which
//! hold reproducers this tool wrote (checked here too).

use std::path::{Path, PathBuf};

use mlir_rs_opt::run_in_memory;

const CANONICALIZE_ONCE: &str = "--pass-pipeline=builtin.module(func.func(canonicalize{max-iterations=1 test-convergence=true}))";

fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/reproducer").join(name)
}

fn read(path: &Path) -> Vec<u8> {
    std::fs::read(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

/// A file path in a directory of this test's own.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mlir-rs-opt-reproducer-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    dir.join(name)
}

/// The reproducer our tool writes for `input.mlir` when `flags` fail.
fn our_crash_reproducer(name: &str, flags: &[&str]) -> (Vec<u8>, String) {
    let path = scratch(name);
    let flag = format!("--mlir-pass-pipeline-crash-reproducer={}", path.display());
    let mut all = flags.to_vec();
    all.push(&flag);
    let out = run_in_memory(&all, "input.mlir", &read(&data("input.mlir")));
    assert_eq!(out.code, 1, "{}", out.stderr_lossy());
    (read(&path), out.stderr_lossy().replace(&path.display().to_string(), "FILE"))
}

/// The text of a differential input after its `// RUN:` lines.
fn without_run_lines(text: &[u8]) -> Vec<u8> {
    let mut rest = text;
    while rest.starts_with(b"// RUN:") {
        let end = rest.iter().position(|&b| b == b'\n').map_or(rest.len(), |i| i + 1);
        rest = &rest[end..];
    }
    rest.to_vec()
}

fn differential(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/differential/Pass").join(name)
}

#[test]
fn a_failure_reproducer_is_mlir_opts_byte_for_byte() {
    let flags = [CANONICALIZE_ONCE, "--mlir-disable-threading", "--verify-each=false"];
    let (ours, stderr) = our_crash_reproducer("crash.mlir", &flags);
    assert_eq!(
        String::from_utf8_lossy(&ours),
        String::from_utf8_lossy(&read(&data("mlir_opt_crash.mlir")))
    );
    assert_eq!(
        stderr,
        "input.mlir:2:1: error: Failures have been detected while processing an MLIR pass \
         pipeline\nfunc.func @twice(%arg0: i32) -> i32 attributes {map = #map} {\n^\n\
         input.mlir:2:1: note: Pipeline failed while executing [`Canonicalizer` on 'func.func' \
         operation: @twice]: reproducer generated at `FILE`\n"
    );
    // The differential input mlir-opt replays is this reproducer.
    let replayed = without_run_lines(&read(&differential("reproducer_replay_crash.mlir")));
    assert_eq!(String::from_utf8_lossy(&replayed), String::from_utf8_lossy(&ours));
}

#[test]
fn a_generated_reproducer_is_mlir_opts_byte_for_byte() {
    let path = scratch("generated.mlir");
    let flag = format!("--mlir-generate-reproducer={}", path.display());
    let out = run_in_memory(&["--canonicalize", &flag], "input.mlir", &read(&data("input.mlir")));
    assert_eq!(out.code, 0, "{}", out.stderr_lossy());
    let ours = read(&path);
    assert_eq!(
        String::from_utf8_lossy(&ours),
        String::from_utf8_lossy(&read(&data("mlir_opt_generated.mlir")))
    );
    let replayed = without_run_lines(&read(&differential("reproducer_replay_generated.mlir")));
    assert_eq!(replayed, ours);
}

#[test]
fn mlir_opts_reproducers_replay_as_in_mlir_opt() {
    let generated = data("mlir_opt_generated.mlir");
    let out = run_in_memory(&["--run-reproducer"], "mlir_opt_generated.mlir", &read(&generated));
    assert_eq!(out.code, 0, "{}", out.stderr_lossy());
    assert_eq!(
        out.stdout_lossy(),
        String::from_utf8_lossy(&read(&data("mlir_opt_generated.replay.out")))
    );
    // mlir-opt's failure reproducer fails again, silently as in mlir-opt
    // (the pass emits nothing), unless a reproducer is asked for.
    let crash = read(&data("mlir_opt_crash.mlir"));
    let out = run_in_memory(&["--run-reproducer"], "mlir_opt_crash.mlir", &crash);
    assert_eq!((out.code, out.stdout_lossy().as_ref(), out.stderr_lossy().as_ref()), (1, "", ""));
    let again = ["--run-reproducer", "--mlir-pass-pipeline-crash-reproducer=/dev/null"];
    let out = run_in_memory(&again, "mlir_opt_crash.mlir", &crash);
    assert!(
        out.stderr_lossy().starts_with("mlir_opt_crash.mlir:3:3: error: Failures"),
        "{}",
        out.stderr_lossy()
    );
    // Without `--run-reproducer` the resource is kept and printed back.
    let out = run_in_memory(&[], "mlir_opt_crash.mlir", &crash);
    assert_eq!(out.code, 0, "{}", out.stderr_lossy());
    assert!(out.stdout_lossy().contains("mlir_reproducer: {"), "{}", out.stdout_lossy());
}

#[test]
fn a_panicking_pass_ends_in_a_diagnostic_with_its_message() {
    let input = read(&data("input.mlir"));
    for flags in [
        &["--test-pass-crash"][..],
        &["--pass-pipeline=builtin.module(func.func(test-pass-crash))", "--mlir-disable-threading"],
    ] {
        let out = run_in_memory(flags, "input.mlir", &input);
        assert_eq!(out.code, 1);
        assert!(out.stdout.is_empty());
        let stderr = out.stderr_lossy();
        assert!(
            stderr.starts_with("input.mlir:0:0: error: Failures have been detected"),
            "{stderr}"
        );
        assert!(stderr.contains("TestCrashRecoveryPass"), "{stderr}");
        assert!(
            stderr.ends_with("the pass panicked: test-pass-crash always crashes\n"),
            "{stderr}"
        );
    }
    // With the flag, the reproducer holds the IR before the pipeline.
    let (reproducer, stderr) = our_crash_reproducer("panic.mlir", &["--test-pass-crash"]);
    assert!(stderr.ends_with("operation]: reproducer generated at `FILE`\n"), "{stderr}");
    let text = String::from_utf8_lossy(&reproducer);
    assert!(text.contains("%c0_i32 = arith.constant 0 : i32"), "{text}");
    assert!(text.contains("pipeline: \"builtin.module(test-pass-crash)\""), "{text}");
}

#[test]
fn the_note_names_the_first_failing_op_threaded_or_not() {
    let input = read(&data("input.mlir"));
    let pipeline = "--pass-pipeline=builtin.module(func.func(test-pass-failure))";
    let flag = "--mlir-pass-pipeline-crash-reproducer=/dev/null";
    let note = "note: Pipeline failed while executing [`(anonymous namespace)::TestFailurePass` on \
                'func.func' operation: @twice]";
    for threads in [&["--mlir-disable-threading"][..], &["--threads=2"]] {
        let flags = [&[pipeline, flag][..], threads].concat();
        let out = run_in_memory(&flags, "input.mlir", &input);
        assert!(out.stderr_lossy().contains(note), "{}", out.stderr_lossy());
    }
}

#[test]
fn an_unwritable_reproducer_or_a_missing_file_is_an_error() {
    let input = read(&data("input.mlir"));
    let flag = "--mlir-pass-pipeline-crash-reproducer=/nonexistent-dir/r.mlir";
    let out = run_in_memory(&["--test-pass-failure", flag], "input.mlir", &input);
    assert_eq!(out.code, 1);
    assert!(
        out.stderr_lossy()
            .contains("error: cannot write reproducer file '/nonexistent-dir/r.mlir'"),
        "{}",
        out.stderr_lossy()
    );
    let args: Vec<String> =
        ["mlir-rs-opt", "--run-reproducer", "/nonexistent-dir/r.mlir"].map(String::from).to_vec();
    let (mut stdout, mut stderr) = (Vec::new(), Vec::new());
    let code = mlir_rs_opt::run(&args, &mut std::io::empty(), &mut stdout, &mut stderr);
    assert_eq!(code, 1);
    assert!(String::from_utf8_lossy(&stderr).starts_with("cannot open input file"));
}

#[test]
fn statistics_start_at_zero_in_each_chunk() {
    let chunk = "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  \
                 %1 = arith.addi %a, %a : i32\n  %2 = arith.addi %0, %1 : i32\n  \
                 return %2 : i32\n}\n";
    let input = format!("{chunk}// -----\n{chunk}");
    let out = run_in_memory(
        &["--cse", "--mlir-pass-statistics", "--split-input-file"],
        "in.mlir",
        &input,
    );
    assert_eq!(out.code, 0, "{}", out.stderr_lossy());
    let stderr = out.stderr_lossy();
    let reports: Vec<&str> = stderr.split("===").filter(|s| s.contains("CSE")).collect();
    assert_eq!(reports.len(), 2, "{stderr}");
    assert_eq!(reports[0], reports[1], "{stderr}");
}
