//! A program checked at run time: `generate-runtime-verification` (through
//! the opt tool's library) gives its loads their bounds checks, the runner
//! lowers and runs it, and the load that reads out of bounds stops the
//! program with the check's message on standard output, then `abort`, as
//! upstream's integration tests show with `mlir-runner` (mlir-opt 22 and
//! mlir-runner 22 print the same lines for this program).

#![cfg(feature = "llvm")]

use std::os::unix::process::ExitStatusExt as _;
use std::path::Path;
use std::process::{Command, Output};

/// Reads `%m[%i]` through a function, so that the check is not folded:
/// once in bounds, then at 5 in a buffer of 3.
const PROGRAM: &str = "func.func private @printI64(i64)
func.func private @printNewline()

func.func @read(%m: memref<?xi64>, %i: index) -> i64 {
  %v = memref.load %m[%i] : memref<?xi64>
  return %v : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %seven = arith.constant 7 : i64
  %m = memref.alloc(%c3) : memref<?xi64>
  memref.store %seven, %m[%c0] : memref<?xi64>
  %a = func.call @read(%m, %c0) : (memref<?xi64>, index) -> i64
  func.call @printI64(%a) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %b = func.call @read(%m, %c5) : (memref<?xi64>, index) -> i64
  func.call @printI64(%b) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %m : memref<?xi64>
  return
}
";

/// Runs the runner on `program`, written to a file named `name`, its C
/// library's standard output unbuffered (`stdbuf -o0`): `abort` would
/// otherwise drop what the program printed last.
fn run_unbuffered(name: &str, program: &str) -> Output {
    let path = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::write(&path, program).expect("the program is written");
    Command::new("stdbuf")
        .arg("-o0")
        .arg(env!("CARGO_BIN_EXE_mlir-rs-runner"))
        .arg(&path)
        .args(["-e", "main", "--entry-point-result=void"])
        .output()
        .expect("stdbuf runs the runner")
}

#[test]
fn an_out_of_bounds_load_stops_the_program_with_its_message() {
    let verified =
        mlir_rs_opt::run_in_memory(&["--generate-runtime-verification"], "oob.mlir", PROGRAM);
    assert_eq!(verified.code, 0, "{}", verified.stderr_lossy());
    let output = run_unbuffered("oob.verified.mlir", &verified.stdout_lossy());
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert_eq!(
        stdout,
        "7\nERROR: Runtime op verification failed\n%0 = memref.load %arg0[%arg1] : \
         memref<?xi64>\n^ out-of-bounds access\nLocation: loc(\"oob.mlir\":5:8)\n",
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    // `abort`: the process ends on SIGABRT.
    assert_eq!(output.status.signal(), Some(6), "{:?}", output.status);
}

#[test]
fn checks_that_hold_let_the_program_run() {
    // Both reads in bounds: the checks are built (here with level-0
    // messages) and pass.
    let in_bounds = PROGRAM.replace("@read(%m, %c5)", "@read(%m, %c0)");
    let verified = mlir_rs_opt::run_in_memory(
        &["--generate-runtime-verification=verbose-level=0"],
        "ok.mlir",
        &in_bounds,
    );
    assert_eq!(verified.code, 0, "{}", verified.stderr_lossy());
    assert!(verified.stdout_lossy().contains("cf.assert"), "{}", verified.stdout_lossy());
    let output = run_unbuffered("ok.verified.mlir", &verified.stdout_lossy());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{:?}: {stderr}", output.status);
    assert_eq!(String::from_utf8_lossy(&output.stdout), "7\n7\n");
}
