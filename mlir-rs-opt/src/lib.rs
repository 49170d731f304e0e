//! The opt driver as a library: reads MLIR text (a file or stdin,
//! optionally split at `// -----`), parses and verifies it, and prints it
//! back with mlir-opt's options and exit codes.
//!
//! [`OptTool`] is MLIR's `MlirOptMain`: a tool name and a
//! [`DialectRegistry`](mlir_core::DialectRegistry) make a complete opt
//! tool, so a user's own binary for their dialects is a few lines:
//!
//! ```no_run
//! use mlir_core::DialectRegistry;
//!
//! fn main() -> std::process::ExitCode {
//!     let mut registry = DialectRegistry::new();
//!     mlir_dialects::register_all(&mut registry);
//!     // registry.insert::<MyDialect>();
//!     mlir_rs_opt::opt_main("my-opt", &registry)
//! }
//! ```
//!
//! `mlir-rs-opt` is that tool with the standard dialects
//! ([`standard_registry`]); [`run`] and [`run_in_memory`] run it in-process.
//! With the cargo feature `testing`, `testing` runs a folder of `.mlir`
//! tests (RUN lines, FileCheck) through a tool, as lit does.
//!
//! # Layout
//!
//! `cli.rs` the flags, their parsing and error texts; `tool.rs` [`OptTool`]
//! and the run functions; `process.rs` one input through parse, verify,
//! passes and print; `pipeline.rs` a chunk's pipeline, its run and the
//! reproducers around it; `split_input.rs` `--split-input-file`; `files.rs`
//! arguments as paths and the system's error texts; `input_text.rs` the
//! input read, or for a big file mapped with the pages the parse has read
//! dropped as it goes; `instrument.rs` the timing, IR printing and statistics flags;
//! `reproducer.rs` crash and failure reproducers written
//! (`--mlir-pass-pipeline-crash-reproducer`, `--mlir-generate-reproducer`) and
//! replayed (`--run-reproducer`) in mlir-opt's format, with its error and note;
//! `list_passes.rs` `--list-passes` and the end of `--help` in LLVM's layout;
//! `affine_tests/` mlir-opt's test passes of the affine analysis
//! (`test-memref-dependence-check`); `dataflow_tests/` mlir-opt's test passes of the dataflow framework
//! (`test-last-modified`, `test-next-access`); `test_passes.rs` `test-pass-failure` and `test-pass-crash`, named as
//! mlir-opt's; `testing/` (feature `testing`) the `.mlir` test harness:
//! `MlirTests` runs a folder's files by their RUN lines with FileCheck
//! (`run_line.rs`), and bless mode rewrites generated checks from a reference
//! tool (`bless.rs`). The binary is thin: `main.rs`, and `allocator.rs` its
//! global allocator (mimalloc through its plain entry points where a layout
//! allows).

pub mod affine_tests;
mod cli;
pub mod dataflow_tests;
mod files;
mod input_text;
mod instrument;
mod list_passes;
mod pipeline;
mod process;
mod reproducer;
mod split_input;
pub mod test_passes;
#[cfg(feature = "testing")]
pub mod testing;
mod tool;

pub use cli::{Cli, StatisticsDisplayArg, TimingDisplayArg, VerifyDiagnosticsArg};
pub use tool::{OptTool, RunOutput, opt_main, run, run_in_memory, standard_registry};
