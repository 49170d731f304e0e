//! The runner's binary on whole programs: every program of the end-to-end
//! corpus (`tests/e2e/programs/*.mlir`) with its RUN line's flags, its
//! standard output compared with what `mlir-runner-22` printed
//! (`<name>.mlir.out`, addresses masked); an `llvm`-dialect input run as
//! it is; and the errors, with the messages `mlir-runner-22` gives.

use std::io::Write as _;
use std::process::{Command, Output, Stdio};

/// The runner built with this test.
fn runner() -> Command {
    Command::new(env!("CARGO_BIN_EXE_mlir-rs-runner"))
}

/// Runs the runner with `args`, `stdin` as its standard input.
fn run(args: &[&str], stdin: &str) -> Output {
    let mut child = runner()
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the runner starts");
    child.stdin.take().expect("a pipe").write_all(stdin.as_bytes()).expect("input written");
    child.wait_with_output().expect("the runner ends")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[cfg(feature = "llvm")]
mod with_llvm {
    use std::path::{Path, PathBuf};

    use super::*;

    /// The e2e corpus's folder.
    fn programs() -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/e2e/programs")
    }

    /// `printMemref*`'s buffer address changes from run to run.
    fn mask_addresses(text: &str) -> String {
        let address = regex::Regex::new("base@ = 0x[0-9a-fA-F]+").expect("a regex");
        address.replace_all(text, "base@ = 0x<address>").into_owned()
    }

    fn diff(expected: &str, actual: &str) -> String {
        similar::TextDiff::from_lines(expected, actual)
            .unified_diff()
            .header("expected", "actual")
            .to_string()
    }

    /// Runs `program` with the flags of its first line (`// RUN: ...`);
    /// `None` when its output is the expected one, the report otherwise.
    fn check_program(program: &Path, input: &Path) -> Option<String> {
        let source = std::fs::read_to_string(program).expect("a readable program");
        let name = program.file_name().and_then(|n| n.to_str()).unwrap_or("?");
        let Some(flags) = source.lines().next().and_then(|l| l.strip_prefix("// RUN:")) else {
            return Some(format!("{name}: no RUN line"));
        };
        let output = runner()
            .args(flags.split_whitespace())
            .arg(input)
            .current_dir(programs())
            .output()
            .expect("the runner runs");
        let expected = std::fs::read_to_string(program.with_extension("mlir.out"))
            .expect("a readable .mlir.out");
        let actual = mask_addresses(&text(&output.stdout));
        if output.status.success() && actual == expected {
            return None;
        }
        Some(format!(
            "{name}: {}\n{}{}",
            output.status,
            text(&output.stderr),
            diff(&expected, &actual)
        ))
    }

    /// The programs: `*.mlir` but the lowered modules.
    fn program_paths() -> Vec<PathBuf> {
        let mut paths: Vec<PathBuf> = std::fs::read_dir(programs())
            .expect("tests/e2e/programs")
            .map(|e| e.expect("an entry").path())
            .filter(|p| {
                let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
                name.ends_with(".mlir") && !name.ends_with(".lowered.mlir")
            })
            .collect();
        paths.sort();
        paths
    }

    #[test]
    fn every_e2e_program_prints_what_mlir_runner_printed() {
        let paths = program_paths();
        assert!(paths.len() >= 47, "expected at least 47 programs, found {}", paths.len());
        let failures: Vec<String> =
            paths.iter().filter_map(|path| check_program(path, path)).collect();
        assert!(
            failures.is_empty(),
            "{} of {} programs fail:\n\n{}",
            failures.len(),
            paths.len(),
            failures.join("\n")
        );
    }

    #[test]
    fn an_llvm_dialect_module_runs_as_it_is() {
        // Upstream's lowering of the programs, which upstream's runner runs.
        for name in ["fibonacci", "memref_copy", "math_libm", "main_result_f32", "atomic_rmw"] {
            let program = programs().join(format!("{name}.mlir"));
            let lowered = programs().join(format!("{name}.lowered.mlir"));
            assert!(lowered.exists(), "{}", lowered.display());
            if let Some(failure) = check_program(&program, &lowered) {
                panic!("{failure}");
            }
        }
    }

    /// A module of entry functions of every kind.
    const ENTRIES: &str = r#"
llvm.func @printI64(i64)
llvm.func @printNewline()
llvm.func @main() -> i32 {
  %0 = llvm.mlir.constant(42 : i32) : i32
  %1 = llvm.mlir.constant(7 : i64) : i64
  llvm.call @printI64(%1) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return %0 : i32
}
llvm.func @wide() -> i64 {
  %0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  llvm.return %0 : i64
}
llvm.func @half() -> f32 {
  %0 = llvm.mlir.constant(1.5 : f32) : f32
  llvm.return %0 : f32
}
llvm.func @nothing() {
  llvm.return
}
llvm.func @takes(%a: i32) -> i32 {
  llvm.return %a : i32
}
llvm.func @declared() -> i32
llvm.mlir.global internal @data(0 : i32) : i32
"#;

    /// Runs [`ENTRIES`] from standard input: (stdout, stderr, exit code).
    fn run_entries(args: &[&str]) -> (String, String, Option<i32>) {
        let output = run(args, ENTRIES);
        (text(&output.stdout), text(&output.stderr), output.status.code())
    }

    #[test]
    fn results_print_after_the_programs_output() {
        let ok = |out: &str| (out.to_owned(), String::new(), Some(0));
        assert_eq!(run_entries(&["-", "--entry-point-result=i32"]), ok("7\n42\n"));
        assert_eq!(
            run_entries(&["-e", "wide", "--entry-point-result=i64"]),
            ok("-9223372036854775808\n")
        );
        // `f32` is the default result kind, as upstream's.
        assert_eq!(run_entries(&["-e=half"]), ok("1.500000e+00\n"));
        assert_eq!(run_entries(&["-e", "nothing", "--entry-point-result", "void"]), ok(""));
        for level in ["-O0", "-O1", "--O2", "-O3"] {
            assert_eq!(run_entries(&[level, "--entry-point-result=i32"]), ok("7\n42\n"), "{level}");
        }
    }

    #[test]
    fn bad_entry_functions_get_mlir_runners_messages() {
        // What `mlir-runner-22` writes for each of these.
        let cases: [(&[&str], &str); 9] = [
            (&["-e", "absent", "--entry-point-result=void"], "Error: entry point not found\n"),
            (&["-e", "declared", "--entry-point-result=i32"], "Error: entry point not found\n"),
            (&["-e", "data", "--entry-point-result=i32"], "Error: entry point not found\n"),
            (
                &["-e", "takes", "--entry-point-result=i32"],
                "Error: JIT can't invoke a main function expecting arguments\n",
            ),
            (&["--entry-point-result=void"], "Error: expected void function\n"),
            (&["--entry-point-result=i64"], "Error: only single i64 function result supported\n"),
            (
                &["-e", "wide", "--entry-point-result=i32"],
                "Error: only single i32 function result supported\n",
            ),
            (&["-e", "nothing"], "Error: only single f32 function result supported\n"),
            (&["-e", "absent", "--entry-point-result=f64"], "Error: unsupported function type\n"),
        ];
        for (args, message) in cases {
            assert_eq!(run_entries(args), (String::new(), message.to_owned(), Some(1)), "{args:?}");
        }
    }

    #[test]
    fn inputs_that_do_not_parse_or_load() {
        let output = run(&["-", "--entry-point-result=void"], "garbage\n");
        assert_eq!(output.status.code(), Some(1));
        assert!(
            text(&output.stderr).starts_with("loc(\"<stdin>\":1:1): error: ")
                && text(&output.stderr).ends_with("\ncould not parse the input IR\n"),
            "{}",
            text(&output.stderr)
        );
        let output = run(&["/nonexistent/x.mlir"], "");
        assert_eq!(
            text(&output.stderr),
            "cannot open input file '/nonexistent/x.mlir': No such file or directory\ncould not parse the input IR\n"
        );
        // A library that cannot be read is reported, and the run goes on.
        let output = run(
            &["-", "-e", "wide", "--entry-point-result=i64", "--shared-libs=/nonexistent/lib.so"],
            ENTRIES,
        );
        assert_eq!(text(&output.stdout), "-9223372036854775808\n");
        assert_eq!(
            text(&output.stderr),
            "Failed to create MemoryBuffer for: /nonexistent/lib.so\nError: No such file or directory\n"
        );
    }

    #[test]
    fn shared_libraries_are_loaded() {
        // `mlirAlloc` and `mlirFree` are in upstream's C runner utils, not
        // in the built-in runtime.
        let lib = "/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so";
        assert!(Path::new(lib).exists(), "{lib} is missing: LLVM 22's MLIR libraries are required");
        let program = r#"
llvm.func @mlirAlloc(i64) -> !llvm.ptr
llvm.func @mlirFree(!llvm.ptr)
llvm.func @printI64(i64)
llvm.func @main() {
  %0 = llvm.mlir.constant(16 : i64) : i64
  %1 = llvm.call @mlirAlloc(%0) : (i64) -> !llvm.ptr
  %2 = llvm.mlir.constant(123 : i64) : i64
  llvm.store %2, %1 : i64, !llvm.ptr
  %3 = llvm.load %1 : !llvm.ptr -> i64
  llvm.call @printI64(%3) : (i64) -> ()
  llvm.call @mlirFree(%1) : (!llvm.ptr) -> ()
  llvm.return
}
"#;
        let flag = format!("--shared-libs={lib}");
        let output = run(&["-", "--entry-point-result=void", &flag], program);
        assert_eq!((text(&output.stdout), text(&output.stderr)), ("123".to_owned(), String::new()));
        let output = run(&["-", "--entry-point-result=void"], program);
        assert_eq!(output.status.code(), Some(1));
        let stderr = text(&output.stderr);
        // ORC's session error (the symbols in no set order), then the
        // failure, as upstream's runner reports them.
        let (session, failure) = stderr.split_once('\n').unwrap_or_default();
        assert!(
            session.starts_with("JIT session error: Symbols not found: [ ")
                && session.contains("mlirAlloc")
                && session.contains("mlirFree")
                && failure.starts_with("Error: Failed to materialize symbols: "),
            "{stderr}"
        );
    }
}

#[test]
fn bad_flags_get_mlir_runners_messages() {
    let output = run(&["--bogus"], "");
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        text(&output.stderr),
        "mlir-rs-runner: Unknown command line argument '--bogus'.  Try: 'mlir-rs-runner --help'\n"
    );
    let output = run(&["x.mlir", "-e"], "");
    assert_eq!(text(&output.stderr), "mlir-rs-runner: for the -e option: requires a value!\n");
    let output = run(&["--help"], "");
    assert!(output.status.success());
    assert!(text(&output.stdout).contains("--entry-point-result=<f32 | i32 | i64 | void>"));
}

#[cfg(not(feature = "llvm"))]
#[test]
fn without_llvm_the_runner_says_so() {
    let output =
        run(&["-", "--entry-point-result=void"], "llvm.func @main() {\n  llvm.return\n}\n");
    assert_eq!(output.status.code(), Some(1));
    assert!(
        text(&output.stderr).contains("built without the `llvm` feature"),
        "{}",
        text(&output.stderr)
    );
}
