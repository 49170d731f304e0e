//! The Toy dialect, defined with the macros, with its interfaces, its
//! canonicalizations, its passes and its lowerings. `toy-opt` and `toyc`
//! both build on it.
//!
//! - `ops.rs`: the ops, with declarative assembly formats where the form
//!   is fixed;
//! - `canonicalize.rs`: chapter 3's canonicalizations as `#[pattern]`s;
//! - `folding.rs`: chapter 7's folds of constants and of a constant
//!   struct's elements, and the constants the dialect materializes;
//! - `binary_syntax.rs`: the hand-written form of `toy.add` and `toy.mul`
//!   (`custom_format`);
//! - `func_syntax.rs`: `toy.func`, written as `func.func` is;
//! - `models.rs`: the interfaces that make `toy.func` a function and a
//!   symbol, `toy.generic_call` a call, and `toy.cast` a cast;
//! - `inliner.rs`: chapter 4's `DialectInlinerInterface` model, which lets
//!   the core's `inline` pass replace each `toy.generic_call` by the
//!   callee's body, a `toy.cast` converting a ranked argument to the
//!   callee's `tensor<*xf64>`; the private callees left without calls are
//!   erased;
//! - `verify.rs`: the checks the constraints cannot express;
//! - `shape_inference.rs`: chapter 4's `ShapeInference` op interface
//!   (`#[interface]`), implemented by `add`, `mul`, `transpose` and `cast`,
//!   and the `toy-shape-inference` pass (`#[pass]`) that ranks their
//!   results;
//! - `lower_to_affine.rs`: chapter 5's partial lowering to affine loops
//!   over buffers, a dialect conversion (`toy-to-affine`);
//! - `lower_to_llvm.rs`: chapter 6's lowering of `toy.print` to loops
//!   calling `printf` (`toy-print-to-llvm`), after which the standard
//!   lowering takes the module to `llvm`;
//! - `struct_type.rs`: chapter 7's `!toy.struct<…>` (`#[type_def]`) and
//!   the ops that make and read one.

mod binary_syntax;
mod canonicalize;
mod folding;
mod func_syntax;
mod inliner;
pub mod lower_to_affine;
pub mod lower_to_llvm;
mod models;
mod ops;
pub mod shape_inference;
mod struct_type;
mod verify;

use mlir_rs::core::definitions::interfaces::inliner::DialectInlinerInterface;
use mlir_rs::prelude::*;

pub use ops::{
    AddOp, CastOp, ConstantOp, FuncOp, GenericCallOp, MulOp, PrintOp, ReshapeOp, ReturnOp,
    TransposeOp,
};
pub use struct_type::{StructAccessOp, StructConstantOp, StructType};

/// The Toy language: tensors of `f64`, functions, and the few operations
/// of MLIR's Toy tutorial.
#[dialect(name = "toy", ops = [
    ConstantOp, AddOp, MulOp, TransposeOp, ReshapeOp, CastOp, PrintOp, ReturnOp, GenericCallOp,
    FuncOp, StructConstantOp, StructAccessOp,
], types = [StructType], interfaces = [DialectInlinerInterface], materialize_constant)]
pub struct Toy;

/// The dialects Toy's tools load: the standard ones and `toy`.
pub fn registry() -> DialectRegistry {
    let mut registry = DialectRegistry::new();
    mlir_rs::dialects::register_all(&mut registry);
    registry.insert::<Toy>();
    registry
}

/// An opt tool named `name` with `mlir-rs-opt`'s flags, the dialects of
/// [`registry`], the standard dialects' passes (to go on after Toy's
/// lowering), and Toy's passes and pipelines.
pub fn tool(name: &str) -> OptTool {
    let mut tool = OptTool::new(name, &registry());
    tool.register_dialect_passes();
    tool.register_pass::<shape_inference::ShapeInferencePass>();
    tool.register_pass::<lower_to_affine::ToyToAffinePass>();
    tool.register_pass::<lower_to_llvm::PrintToLlvmPass>();
    tool.passes_mut().register_pipeline(
        "toy-optimize",
        "The tutorial's -opt: inline every call, then canonicalize, infer shapes, \
         canonicalize and CSE in each toy.func",
        TOY_OPTIMIZE,
    );
    tool
}

/// The tutorial's `-opt` (chapter 7's form of chapter 4's): every call
/// inlined, then in each `toy.func` a canonicalization (which folds a
/// struct's elements out of a constant struct), shape inference, and
/// canonicalization and CSE again.
pub const TOY_OPTIMIZE: &str = "inline,toy.func(canonicalize,toy-shape-inference,canonicalize,cse)";
