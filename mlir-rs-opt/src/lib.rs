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

mod cli;
mod files;
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
