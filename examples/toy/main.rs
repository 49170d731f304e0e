//! `toy-opt`: the dialect of MLIR's Toy tutorial, defined with the macros,
//! and its opt tool (every flag of `mlir-rs-opt`, the standard dialects
//! loaded beside it).
//!
//! ```sh
//! cargo run --example toy-opt -- examples/toy/codegen.mlir
//! cargo run --example toy-opt -- --mlir-print-op-generic examples/toy/codegen.mlir
//! cargo run --example toy-opt -- examples/toy/structs.mlir
//! cargo run --example toy-opt -- --split-input-file examples/toy/invalid.mlir
//! cargo run --example toy-opt -- --toy-to-affine examples/toy/mlir/affine_lowering.mlir
//! ```
//!
//! - `ops.rs`: the ops, with declarative assembly formats where the form
//!   is fixed;
//! - `canonicalize.rs`: chapter 3's canonicalizations as `#[pattern]`s
//!   (`toy-opt --canonicalize`);
//! - `binary_syntax.rs`: the hand-written form of `toy.add` and `toy.mul`
//!   (`custom_format`);
//! - `func_syntax.rs`: `toy.func`, written as `func.func` is;
//! - `models.rs`: the interfaces that make `toy.func` a function and a
//!   symbol, and `toy.generic_call` a call;
//! - `verify.rs`: the checks the constraints cannot express;
//! - `shape_inference.rs`: chapter 4's `ShapeInference` op interface
//!   (`#[interface]`), implemented by `add`, `mul` and `transpose`, and
//!   the `toy-shape-inference` pass (`#[pass]`) that ranks their results
//!   (`toy-opt --toy-shape-inference`, or by name in a pipeline:
//!   `--pass-pipeline='builtin.module(toy.func(toy-shape-inference))'`);
//! - `lower_to_affine.rs`: chapter 5's partial lowering to affine loops
//!   over buffers, a dialect conversion (`toy-opt --toy-to-affine`, then
//!   the standard passes: `--lower-affine --convert-scf-to-cf`);
//! - `struct_type.rs`: chapter 7's `!toy.struct<…>` (`#[type_def]`) and
//!   the ops that make and read one;
//! - `tests.rs`: snapshot and error tests of the tool.

mod binary_syntax;
mod canonicalize;
mod func_syntax;
mod lower_to_affine;
mod models;
mod ops;
mod shape_inference;
mod struct_type;
#[cfg(test)]
mod tests;
mod verify;

use mlir_rs::prelude::*;

pub use ops::{
    AddOp, ConstantOp, FuncOp, GenericCallOp, MulOp, PrintOp, ReshapeOp, ReturnOp, TransposeOp,
};
pub use struct_type::{StructAccessOp, StructConstantOp, StructType};

/// The Toy language: tensors of `f64`, functions, and the few operations
/// of MLIR's Toy tutorial.
#[dialect(name = "toy", ops = [
    ConstantOp, AddOp, MulOp, TransposeOp, ReshapeOp, PrintOp, ReturnOp, GenericCallOp, FuncOp,
    StructConstantOp, StructAccessOp,
], types = [StructType])]
pub struct Toy;

/// The dialects `toy-opt` loads: the standard ones and `toy`.
pub fn registry() -> DialectRegistry {
    let mut registry = DialectRegistry::new();
    mlir_rs::dialects::register_all(&mut registry);
    registry.insert::<Toy>();
    registry
}

/// `toy-opt`: `mlir-rs-opt`'s flags, the dialects of [`registry`], the
/// standard dialects' passes (to go on after Toy's lowering), and Toy's
/// passes.
pub fn tool() -> OptTool {
    let mut tool = OptTool::new("toy-opt", &registry());
    tool.register_dialect_passes();
    tool.register_pass::<shape_inference::ShapeInferencePass>();
    tool.register_pass::<lower_to_affine::ToyToAffinePass>();
    tool
}

/// A complete opt tool (MLIR's `MlirOptMain`).
fn main() -> std::process::ExitCode {
    tool().main()
}
