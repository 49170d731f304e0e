//! `toy-opt`: the dialect of MLIR's Toy tutorial beside the standard ones,
//! with every flag of `mlir-rs-opt` and Toy's passes.
//!
//! ```sh
//! cargo run -p toy-tutorial --bin toy-opt -- examples/toy/codegen.mlir
//! cargo run -p toy-tutorial --bin toy-opt -- --mlir-print-op-generic examples/toy/codegen.mlir
//! cargo run -p toy-tutorial --bin toy-opt -- examples/toy/structs.mlir
//! cargo run -p toy-tutorial --bin toy-opt -- --split-input-file examples/toy/invalid.mlir
//! cargo run -p toy-tutorial --bin toy-opt -- --inline examples/toy/mlir/inline.mlir
//! cargo run -p toy-tutorial --bin toy-opt -- --toy-optimize examples/toy/mlir/inline.mlir
//! cargo run -p toy-tutorial --bin toy-opt -- --toy-to-affine examples/toy/mlir/affine_lowering.mlir
//! ```

/// A complete opt tool (MLIR's `MlirOptMain`).
fn main() -> std::process::ExitCode {
    toy::tool("toy-opt").main()
}
