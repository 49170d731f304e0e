//! The runner of mlir-rs (MLIR's `mlir-runner`): runs a program written in
//! MLIR. It parses and verifies the module, lowers it to the `llvm`
//! dialect when it is not in it yet, translates it to LLVM IR
//! (`mlir-rs-translate`), compiles it in process with LLVM's ORC JIT, calls
//! its entry function and prints the function's result after what the
//! program printed.
//!
//! # Usage
//!
//! ```text
//! mlir-rs-runner [options] <input file>
//!
//!   <input file>                    the module (`-`, the default: standard input)
//!   -e <name>                       the entry function (default: main)
//!   --entry-point-result=<kind>     its result: void, i32, i64 or f32 (default: f32)
//!   --shared-libs=<a.so,b.so>       libraries to load (repeatable)
//!   -O0 .. -O3                      optimize the LLVM IR with `default<On>` and
//!                                   generate code at that level (default: no IR
//!                                   optimization, code generated at LLVM's default)
//! ```
//!
//! The flags are `mlir-runner`'s, read as it reads them (`-e main`,
//! `--e=main`, `-entry-point-result i32`, …), with its messages. The input
//! may be what `mlir-runner` accepts, a module of the `llvm` dialect, or a
//! module of the standard dialects (`func`, `arith`, `cf`, `scf`,
//! `memref`, `math`, `index`, `affine`, `ub`): when any op outside `llvm`
//! and `builtin` remains, the runner first runs [`STANDARD_LOWERING`] on
//! it. The entry function must be an `llvm.func` with a body and no
//! parameters, returning what `--entry-point-result` says (no
//! `llvm.emit_c_interface` needed). A non-void result is printed on a line
//! of its own: integers in decimal, an `f32` as `%e` prints it
//! (`1.414214e+03`).
//!
//! MLIR's runner utils (`printI64`, `printMemrefF32`, `memrefCopy`, …) are
//! built in (`mlir_rs_runtime`): the program needs no `--shared-libs`
//! for them. The C library and libm resolve from the process.
//!
//! ```text
//! $ mlir-rs-runner fib.mlir -e main --entry-point-result=i64
//! 55
//! ```
//!
//! Compiling and running needs LLVM 22, through the cargo feature `llvm`
//! (off by default). Without it the runner still parses, verifies and
//! lowers its input, then reports that it was built without the feature.
//!
//! From Rust, [`run`] takes the arguments and streams:
//!
//! ```no_run
//! let args = ["mlir-rs-runner", "fib.mlir", "--entry-point-result=void"].map(String::from);
//! let code = mlir_rs_runner::run(&args, &mut std::io::stdin(), &mut std::io::stdout(),
//!     &mut std::io::stderr());
//! ```
//!
//! # Layout
//!
//! `cli.rs` the flags; `tool.rs` a run, from the input to the result;
//! `lowering.rs` the standard lowering; `entry.rs` the checks of the entry
//! function; `result.rs` the result and its text; `jit.rs` (feature
//! `llvm`) the JIT, the only module calling LLVM's C API.

mod cli;
mod entry;
#[cfg(feature = "llvm")]
mod jit;
mod lowering;
mod result;
mod tool;

pub use cli::{Command, Options, ResultKind, parse_args};
pub use entry::{EntryError, check_entry};
#[cfg(feature = "llvm")]
pub use jit::{JitConfig, optimize_ir, run_entry};
pub use lowering::{STANDARD_LOWERING, lower_to_llvm, needs_lowering, standard_lowering};
pub use result::{EntryResult, exponent_text};
pub use tool::{TOOL_NAME, main, render, run, runner_registry};
