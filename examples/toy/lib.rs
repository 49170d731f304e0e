//! MLIR's Toy tutorial on mlir-rs, written as a user's crate that depends
//! on the `mlir-rs` facade alone: the Toy language (`language/`), its
//! dialect with its interfaces, canonicalizations, passes and lowerings
//! (`dialect/`), the MLIR generation from the syntax tree (`mlir_gen.rs`)
//! and the driver of `toyc`, from a source file to a running program
//! (`compiler/`).
//!
//! Two binaries: `toyc` (the tutorial's compiler) and `toy-opt` (an opt
//! tool with the Toy dialect and passes beside the standard ones).
//!
//! ```sh
//! cargo run -p toy-tutorial --bin toyc -- examples/toy/programs/ch1_ast.toy -emit=ast
//! cargo run -p toy-tutorial --bin toyc -- examples/toy/programs/ch2_codegen.toy -emit=mlir
//! cargo run -p toy-tutorial --bin toy-opt -- --toy-optimize examples/toy/mlir/inline.mlir
//! ```

pub mod compiler;
pub mod dialect;
pub mod language;
pub mod mlir_gen;
#[cfg(test)]
mod tests;

pub use dialect::*;
