//! `toy-opt`: the dialect of MLIR's Toy tutorial, defined with the macros,
//! and its opt tool (every flag of `mlir-rs-opt`, the standard dialects
//! loaded beside it).
//!
//! ```sh
//! cargo run --example toy-opt -- examples/toy/codegen.mlir
//! cargo run --example toy-opt -- --mlir-print-op-generic examples/toy/codegen.mlir
//! cargo run --example toy-opt -- examples/toy/structs.mlir
//! cargo run --example toy-opt -- --split-input-file examples/toy/invalid.mlir
//! cargo run --example toy-opt -- --inline examples/toy/mlir/inline.mlir
//! cargo run --example toy-opt -- --toy-optimize examples/toy/mlir/inline.mlir
//! cargo run --example toy-opt -- --toy-to-affine examples/toy/mlir/affine_lowering.mlir
//! ```
//!
//! The dialect, its passes and its lowerings are in `dialect/` (shared
//! with `toyc`, the Toy compiler); `tests.rs` holds the snapshot and error
//! tests of the tool.

mod dialect;
#[cfg(test)]
mod tests;

pub use dialect::*;

/// A complete opt tool (MLIR's `MlirOptMain`).
fn main() -> std::process::ExitCode {
    tool("toy-opt").main()
}
