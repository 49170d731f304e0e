//! The `mlir-rs-opt` binary as a process: stdin (`-` or no file), `-o`,
//! single-dash long options, exit codes, unknown options and unreadable
//! files. Expected texts were produced by running mlir-opt 22 the same way.

use std::io::Write;
use std::process::{Command, Stdio};

fn run(args: &[&str], stdin: &str) -> (String, String, i32) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_mlir-rs-opt"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("binary runs");
    child.stdin.take().unwrap().write_all(stdin.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
        out.status.code().unwrap_or(-1),
    )
}

#[test]
fn reads_stdin_as_stdin_named_file() {
    let (out, err, code) =
        run(&["--allow-unregistered-dialect", "--mlir-print-debuginfo"], "\"t.a\"() : () -> ()\n");
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out,
        "module {\n  \"t.a\"() : () -> () loc(#loc1)\n} loc(#loc)\n#loc = loc(\"<stdin>\":0:0)\n#loc1 = loc(\"<stdin>\":1:1)\n\n"
    );
}

#[test]
fn errors_on_stdin_exit_one() {
    let (out, err, code) =
        run(&["--allow-unregistered-dialect", "-"], "\"t.a\"(%x) : (i32) -> ()\n");
    assert_eq!(code, 1);
    assert_eq!(out, "");
    assert_eq!(
        err,
        "<stdin>:1:7: error: use of undeclared SSA value name\n\"t.a\"(%x) : (i32) -> ()\n      ^\n"
    );
}

#[test]
fn writes_the_output_file_and_accepts_single_dash_options() {
    let path = std::env::temp_dir().join(format!("mlir-rs-opt-cli-{}.mlir", std::process::id()));
    let (out, err, code) = run(
        &["-allow-unregistered-dialect", "-o", path.to_str().unwrap()],
        "\"t.a\"() : () -> ()\n",
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "");
    let written = std::fs::read_to_string(&path).unwrap();
    let _ = std::fs::remove_file(&path);
    assert_eq!(written, "module {\n  \"t.a\"() : () -> ()\n}\n\n");
}

#[test]
fn missing_input_file() {
    let (_, err, code) = run(&["/nonexistent/x.mlir"], "");
    assert_eq!(code, 1);
    assert_eq!(err, "cannot open input file '/nonexistent/x.mlir': No such file or directory\n");
}

#[test]
fn unknown_option_fails_and_help_succeeds() {
    let (_, err, code) = run(&["--bogus"], "");
    assert_eq!(code, 1);
    assert!(err.contains("--bogus"), "{err}");
    let (out, _, code) = run(&["--help"], "");
    assert_eq!(code, 0);
    assert!(out.contains("--mlir-print-op-generic") && out.contains("--split-input-file"), "{out}");
}
