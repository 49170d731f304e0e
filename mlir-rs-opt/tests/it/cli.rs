//! The `mlir-rs-opt` binary as a process: stdin (`-` or no file), `-o`,
//! single-dash long options, exit codes, unknown options and unreadable
//! files. Expected texts were produced by running mlir-opt 22 the same way.

use std::io::Write;
use std::process::{Command, Stdio};

fn run(args: &[&str], stdin: &str) -> (String, String, i32) {
    let (out, err, code) = run_bytes(args, stdin.as_bytes());
    (String::from_utf8(out).unwrap(), String::from_utf8(err).unwrap(), code)
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

/// A use in `^bb0` of a value defined in `^bb1`, which does not dominate it.
const NON_DOMINATING_USE: &str = "\"t.r\"() ({\n^bb0:\n  \"t.x\"(%v)[^bb1] : (i64) -> ()\n^bb1:\n  %v = \"t.y\"() : () -> i64\n  \"t.z\"(%v)[^bb1] : (i64) -> ()\n}) : () -> ()\n";

#[test]
fn disabling_the_verifier_on_parsing_accepts_invalid_ir() {
    let (out, err, code) = run(
        &[
            "--allow-unregistered-dialect",
            "--mlir-print-op-generic",
            "--mlir-very-unsafe-disable-verifier-on-parsing",
        ],
        NON_DOMINATING_USE,
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(err, "");
    assert_eq!(
        out,
        "\"builtin.module\"() ({\n  \"t.r\"() ({\n    \"t.x\"(%0)[^bb1] : (i64) -> ()\n  ^bb1:  // 2 preds: ^bb0, ^bb1\n    %0 = \"t.y\"() : () -> i64\n    \"t.z\"(%0)[^bb1] : (i64) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n"
    );
}

#[test]
fn the_verifier_rejects_the_same_ir_without_the_flag() {
    let (out, err, code) =
        run(&["--allow-unregistered-dialect", "--mlir-print-op-generic"], NON_DOMINATING_USE);
    assert_eq!(code, 1);
    assert_eq!(out, "");
    assert_eq!(
        err,
        "<stdin>:3:3: error: operand #0 does not dominate this use\n  \"t.x\"(%v)[^bb1] : (i64) -> ()\n  ^\n<stdin>:3:3: note: see current operation: \"t.x\"(%0)[^bb1] : (i64) -> ()\n<stdin>:5:8: note: operand defined here (op in the same region)\n  %v = \"t.y\"() : () -> i64\n       ^\n"
    );
}

/// Like mlir-opt's printer, unverified IR that fails verification prints in
/// the generic form, unless `--mlir-print-assume-verified` (outputs of
/// mlir-opt-22 with the same flags).
#[test]
fn unverified_invalid_ir_prints_generically_unless_assumed_verified() {
    let unsafe_flags =
        ["--allow-unregistered-dialect", "--mlir-very-unsafe-disable-verifier-on-parsing"];
    let (out, err, code) = run(&unsafe_flags, NON_DOMINATING_USE);
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(
        out,
        "\"builtin.module\"() ({\n  \"t.r\"() ({\n    \"t.x\"(%0)[^bb1] : (i64) -> ()\n  ^bb1:  // 2 preds: ^bb0, ^bb1\n    %0 = \"t.y\"() : () -> i64\n    \"t.z\"(%0)[^bb1] : (i64) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n"
    );
    let assumed = [unsafe_flags[0], unsafe_flags[1], "--mlir-print-assume-verified"];
    let (out, err, code) = run(&assumed, NON_DOMINATING_USE);
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(
        out,
        "module {\n  \"t.r\"() ({\n    \"t.x\"(%0)[^bb1] : (i64) -> ()\n  ^bb1:  // 2 preds: ^bb0, ^bb1\n    %0 = \"t.y\"() : () -> i64\n    \"t.z\"(%0)[^bb1] : (i64) -> ()\n  }) : () -> ()\n}\n\n"
    );
}

/// Runs `--split-input-file` on `input` given on stdin.
fn split(input: &str) -> (String, String, i32) {
    run(&["--allow-unregistered-dialect", "--split-input-file"], input)
}

// The expectations of the split tests below are mlir-opt 22's output for
// the same stdin (`printf … | mlir-opt-22 --allow-unregistered-dialect
// --split-input-file`).

#[test]
fn split_of_an_empty_file_prints_nothing() {
    assert_eq!(split(""), (String::new(), String::new(), 0));
}

#[test]
fn split_near_misses_warn_and_do_not_split() {
    let module = "module {\n  \"t.a\"() : () -> ()\n  \"t.b\"() : () -> ()\n}\n\n";
    for marker in ["// ----", "// -----0"] {
        let (out, err, code) =
            split(&format!("\"t.a\"() : () -> ()\n{marker}\n\"t.b\"() : () -> ()\n"));
        assert_eq!(code, 0, "{marker}: {err}");
        assert_eq!(out, module, "{marker}");
        assert_eq!(
            err,
            format!("<stdin>:2:7: warning: near miss with file split marker\n{marker}\n      ^\n"),
        );
    }
    // A marker ending the file (no newline after it) is a near miss too.
    let (out, err, code) = split("\"t.a\"() : () -> ()\n// -----");
    assert_eq!((out.as_str(), code), ("module {\n  \"t.a\"() : () -> ()\n}\n\n", 0));
    assert_eq!(err, "<stdin>:2:7: warning: near miss with file split marker\n// -----\n      ^\n");
}

#[test]
fn split_at_six_dashes_leaves_one_in_the_next_chunk() {
    let (out, err, code) = split("\"t.a\"() : () -> ()\n// ------\n\"t.b\"() : () -> ()\n");
    assert_eq!(code, 1);
    assert_eq!(out, "module {\n  \"t.a\"() : () -> ()\n}\n\n// -----\n");
    assert_eq!(
        err,
        "<stdin>:2:9: error: expected operation name in quotes\n// ------\n        ^\n"
    );
}

#[test]
fn split_marker_first_in_the_file_stays_in_the_first_chunk() {
    let (out, err, code) = split("// -----\n\"t.a\"() : () -> ()\n");
    assert_eq!((out.as_str(), code), ("", 1));
    assert_eq!(err, "<stdin>:1:7: error: expected operation name in quotes\n// -----\n      ^\n");
}

#[test]
fn split_marker_after_blanks_still_splits() {
    let (out, err, code) = split("\"t.a\"() : () -> ()\n  // -----\n\"t.b\"() : () -> ()\n");
    assert_eq!((err.as_str(), code), ("", 0));
    assert_eq!(
        out,
        "module {\n  \"t.a\"() : () -> ()\n}\n\n// -----\nmodule {\n  \"t.b\"() : () -> ()\n}\n\n"
    );
}

/// mlir-opt 22 opens `-o` before reading anything else and keeps the file
/// only when the run succeeds: a failed run removes it, even one that
/// existed before; an unwritable path is the only error reported.
#[test]
fn output_file_is_kept_only_on_success() {
    let dir = std::env::temp_dir().join(format!("mlir-rs-opt-out-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out = dir.join("out.mlir");
    let out_arg = out.to_str().unwrap();
    std::fs::write(&out, "old\n").unwrap();
    let (_, err, code) =
        run(&["--allow-unregistered-dialect", "-o", out_arg], "\"t.a\"(%x) : (i32) -> ()\n");
    assert_eq!(code, 1, "{err}");
    assert!(!out.exists(), "a failed run leaves no output file");
    let (_, err, code) =
        run(&["--allow-unregistered-dialect", "-o", out_arg], "\"t.a\"() : () -> ()\n");
    assert_eq!(code, 0, "{err}");
    assert_eq!(std::fs::read_to_string(&out).unwrap(), "module {\n  \"t.a\"() : () -> ()\n}\n\n");
    let missing = dir.join("no/such/dir/out.mlir");
    let (_, err, code) = run(
        &["--allow-unregistered-dialect", "-o", missing.to_str().unwrap()],
        "\"t.a\"(%x) : (i32) -> ()\n",
    );
    assert_eq!(code, 1);
    assert_eq!(
        err,
        format!("cannot open output file '{}': No such file or directory\n", missing.display())
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A failed run removes only a regular output file: `-o` naming a pipe (as
/// `/dev/null` names a device) leaves it in place, as mlir-opt 22 does.
#[cfg(unix)]
#[test]
fn a_failed_run_leaves_an_output_that_is_not_a_regular_file() {
    let dir = std::env::temp_dir().join(format!("mlir-rs-opt-fifo-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let fifo = dir.join("out.fifo");
    let made = Command::new("mkfifo").arg(&fifo).status().expect("mkfifo runs");
    assert!(made.success());
    // A reader, so that opening the pipe for writing does not block.
    let reader = {
        let fifo = fifo.clone();
        std::thread::spawn(move || std::fs::read(&fifo).unwrap())
    };
    let (_, err, code) = run(
        &["--allow-unregistered-dialect", "-o", fifo.to_str().unwrap()],
        "\"t.a\"(%x) : (i32) -> ()\n",
    );
    assert_eq!(code, 1, "{err}");
    reader.join().unwrap();
    let kind = std::fs::symlink_metadata(&fifo).expect("the pipe is still there").file_type();
    assert!(std::os::unix::fs::FileTypeExt::is_fifo(&kind));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Runs the binary on bytes and returns its raw output streams.
fn run_bytes(args: &[&str], stdin: &[u8]) -> (Vec<u8>, Vec<u8>, i32) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_mlir-rs-opt"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("binary runs");
    child.stdin.take().unwrap().write_all(stdin).unwrap();
    let out = child.wait_with_output().unwrap();
    (out.stdout, out.stderr, out.status.code().unwrap_or(-1))
}

#[test]
fn writes_bytes_that_are_not_utf8_as_they_are() {
    // A dialect type body keeps its byte on standard output.
    let (out, err, code) =
        run_bytes(&["--allow-unregistered-dialect"], b"\"t.a\"() : () -> !foo.bar<\xfe>\n");
    assert_eq!(code, 0, "{}", String::from_utf8_lossy(&err));
    assert_eq!(out, b"module {\n  %0 = \"t.a\"() : () -> !foo.bar<\xfe>\n}\n\n");
    // A message and the quoted line keep theirs on standard error.
    let (out, err, code) = run_bytes(
        &["--allow-unregistered-dialect"],
        b"\"t.a\"() : () -> !foo.bar<\xfe>\n\"t.b\"() {\"k\xff\" = 1, \"k\xff\" = 2} : () -> ()\n",
    );
    assert_eq!((code, out), (1, Vec::new()));
    assert_eq!(
        err,
        b"<stdin>:2:20: error: duplicate key 'k\xff' in dictionary attribute\n\"t.b\"() {\"k\xff\" = 1, \"k\xff\" = 2} : () -> ()\n"
    );
}

#[test]
fn dumps_the_pass_pipeline_as_mlir_opt_does() {
    let input = "func.func @f(%a: i32) -> i32 {\n  return %a : i32\n}\n";
    let (_, err, code) = run(
        &[
            "--pass-pipeline=builtin.module(func.func(cse),any(canonicalize{enable-patterns={A,B}}))",
            "--dump-pass-pipeline",
        ],
        input,
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        err,
        "Pass Manager with 2 passes:\nbuiltin.module(\n  func.func(\n    cse\n  ),\n  any(\n    \
         canonicalize{ enable-patterns={A,B} max-iterations=10 max-num-rewrites=-1 \
         region-simplify=normal test-convergence=false top-down=true}\n  )\n)\n\n"
    );
    // Passes given by their own flags run on the module, in order.
    let (_, err, code) =
        run(&["--cse", "--canonicalize=top-down=false", "--dump-pass-pipeline"], input);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        err,
        "Pass Manager with 2 passes:\nbuiltin.module(\n  cse,\n  canonicalize{  max-iterations=10 \
         max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=false}\n)\n\n"
    );
}

#[test]
fn threading_flags_change_nothing_in_the_output() {
    let mut input = String::new();
    for i in 0..50 {
        input.push_str(&format!(
            "func.func @f{i}(%a: i32) -> i32 {{\n  %0 = arith.addi %a, %a : i32\n  \
             %1 = arith.addi %a, %a : i32\n  %2 = arith.muli %0, %1 : i32\n  return %2 : i32\n}}\n"
        ));
    }
    let pipeline = "--pass-pipeline=builtin.module(func.func(cse,canonicalize))";
    let (reference, err, code) = run(&[pipeline, "--mlir-disable-threading"], &input);
    assert_eq!(code, 0, "{err}");
    assert!(!reference.contains("%1 = arith.addi"), "CSE ran");
    for flags in
        [&[][..], &["--threads=3"], &["--verify-each=false"], &["--mlir-disable-threading=false"]]
    {
        let mut args = vec![pipeline];
        args.extend_from_slice(flags);
        let (out, err, code) = run(&args, &input);
        assert_eq!((out.as_str(), err.as_str(), code), (reference.as_str(), "", 0), "{flags:?}");
    }
}

#[test]
fn unknown_display_values_get_llvms_message() {
    for (flag, option) in [
        ("--mlir-timing-display=bad", "mlir-timing-display"),
        ("--mlir-pass-statistics-display=bad", "mlir-pass-statistics-display"),
    ] {
        let (_, err, code) = run(&[&format!("--{option}")], "");
        assert_eq!(
            (err, code),
            (format!("mlir-rs-opt: for the --{option} option: requires a value!\n"), 1)
        );
        let (_, err, code) = run(&[flag], "");
        assert_eq!(code, 1);
        assert_eq!(
            err,
            format!("mlir-rs-opt: for the --{option} option: Cannot find option named 'bad'!\n")
        );
    }
}

#[test]
fn a_panicking_pass_exits_with_one_and_a_diagnostic_not_a_backtrace() {
    let (out, err, code) = run(&["--test-pass-crash"], "module {}\n");
    assert_eq!((out.as_str(), code), ("", 1));
    assert_eq!(
        err,
        "<stdin>:1:1: error: Failures have been detected while processing an MLIR pass pipeline\n\
         module {}\n^\n\
         <stdin>:1:1: note: Pipeline failed while executing \
         [`(anonymous namespace)::TestCrashRecoveryPass` on 'builtin.module' operation]: the pass \
         panicked: test-pass-crash always crashes\n"
    );
}

/// Runs the binary in `dir` with arguments that are bytes (file names
/// need not be UTF-8) and returns its raw output streams.
fn run_os_in(dir: &std::path::Path, args: &[&[u8]]) -> (Vec<u8>, Vec<u8>, i32) {
    use std::os::unix::ffi::OsStrExt;
    let out = Command::new(env!("CARGO_BIN_EXE_mlir-rs-opt"))
        .current_dir(dir)
        .args(args.iter().map(|a| std::ffi::OsStr::from_bytes(a)))
        .stdin(Stdio::null())
        .output()
        .expect("binary runs");
    (out.stdout, out.stderr, out.status.code().unwrap_or(-1))
}

/// A file name that is not UTF-8 is read, written, located and reported
/// with its bytes as they are (expected texts from mlir-opt-22 run the same
/// way in a directory holding these files).
#[test]
fn file_names_that_are_not_utf8_keep_their_bytes() {
    use std::os::unix::ffi::OsStrExt;
    let dir = std::env::temp_dir().join(format!("mlir-rs-opt-names-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = |name: &[u8], text: &str| {
        std::fs::write(dir.join(std::ffi::OsStr::from_bytes(name)), text).unwrap();
    };
    file(b"x\xff.mlir", "\"a.b\"(%x) : (i32) -> ()\n");
    file(b"y\xfe.mlir", "\"a.b\"() : () -> ()\n");
    let undeclared =
        &b"error: use of undeclared SSA value name\n\"a.b\"(%x) : (i32) -> ()\n      ^\n"[..];

    let (out, err, code) = run_os_in(&dir, &[b"--allow-unregistered-dialect", b"x\xff.mlir"]);
    assert_eq!((code, out), (1, Vec::new()));
    assert_eq!(err, [&b"x\xff.mlir:1:7: "[..], undeclared].concat());

    let verify = [&b"--allow-unregistered-dialect"[..], b"--verify-diagnostics", b"x\xff.mlir"];
    let (_, err, code) = run_os_in(&dir, &verify);
    assert_eq!(code, 1);
    assert_eq!(err, [&b"x\xff.mlir:1:7: error: unexpected "[..], undeclared].concat());

    let args = [
        &b"--allow-unregistered-dialect"[..],
        b"--mlir-print-debuginfo",
        b"-o",
        b"o\xfd.mlir",
        b"y\xfe.mlir",
    ];
    let (out, err, code) = run_os_in(&dir, &args);
    assert_eq!(code, 0, "{}", String::from_utf8_lossy(&err));
    assert_eq!((out, err), (Vec::new(), Vec::new()));
    let written = std::fs::read(dir.join(std::ffi::OsStr::from_bytes(b"o\xfd.mlir"))).unwrap();
    assert_eq!(
        String::from_utf8(written).unwrap(),
        "module {\n  \"a.b\"() : () -> () loc(#loc1)\n} loc(#loc)\n\
         #loc = loc(\"y\\FE.mlir\":0:0)\n#loc1 = loc(\"y\\FE.mlir\":1:1)\n\n"
    );

    let (_, err, code) = run_os_in(&dir, &[b"nope\xfe.mlir"]);
    assert_eq!(code, 1);
    assert_eq!(err, b"cannot open input file 'nope\xfe.mlir': No such file or directory\n");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_big_input_file_is_read_in_place_and_its_errors_quote_it() {
    // Past the size from which the input is mapped and its read pages
    // dropped (16 MiB): the error, found by the verifier once the whole
    // file is parsed, quotes the first line, long since dropped and read
    // again from the file. mlir-opt 22 reports the same for the small file.
    let path = std::env::temp_dir().join(format!("mlir-rs-opt-big-{}.mlir", std::process::id()));
    let mut text = String::from("\"func.return\"() : () -> ()\n");
    while text.len() < 17 << 20 {
        text.push_str("\"t.a\"() : () -> ()\n");
    }
    std::fs::write(&path, &text).unwrap();
    let file = path.to_str().unwrap();
    let expected = format!(
        "{file}:1:1: error: 'func.return' op expects parent op 'func.func'\n\"func.return\"() : () -> ()\n^\n{file}:1:1: note: see current operation: \"func.return\"() : () -> ()\n"
    );
    for threads in [&["--mlir-disable-threading"][..], &[]] {
        let args: Vec<&str> =
            ["--allow-unregistered-dialect", file].iter().chain(threads).copied().collect();
        let (out, err, code) = run(&args, "");
        assert_eq!((out.as_str(), code), ("", 1), "{threads:?}");
        assert_eq!(err, expected, "{threads:?}");
    }
    let _ = std::fs::remove_file(&path);
}

#[test]
fn a_big_input_file_may_be_its_own_output() {
    // The output file is truncated before the input is parsed, so a big
    // input that is also the output is read into memory rather than mapped
    // (mlir-opt 22 dies of a bus error on this).
    let path = std::env::temp_dir().join(format!("mlir-rs-opt-self-{}.mlir", std::process::id()));
    let mut text = String::new();
    while text.len() < 17 << 20 {
        text.push_str("\"t.a\"() : () -> ()\n");
    }
    std::fs::write(&path, &text).unwrap();
    let file = path.to_str().unwrap();
    let (_, err, code) = run(&["--allow-unregistered-dialect", file, "-o", file], "");
    assert_eq!(code, 0, "{err}");
    let written = std::fs::read_to_string(&path).unwrap();
    let _ = std::fs::remove_file(&path);
    let ops = text.len() / "\"t.a\"() : () -> ()\n".len();
    assert!(written.starts_with("module {\n  \"t.a\"() : () -> ()\n"), "{}", &written[..100]);
    assert_eq!(written.matches("\"t.a\"").count(), ops);
}
