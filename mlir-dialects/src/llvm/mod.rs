//! `llvm`: the LLVM dialect, where every lowering ends, defined with the
//! macros.
//!
//! | file | what it holds |
//! |---|---|
//! | `types.rs` | `!llvm.ptr`, `array`, `func`, `struct` (literal and identified), `target`, `void`, `token`, `label`, `metadata`, `x86_amx` |
//! | `constraints.rs` | the ops' type constraints (`LLVM dialect-compatible type`, …) |
//! | `constants.rs` | `llvm.mlir.undef`, `llvm.mlir.poison`, `llvm.mlir.zero` |
//! | `memory_enums.rs` | atomic orderings, `atomicrmw`'s operations, `getelementptr`'s no-wrap flags |
//! | `memory.rs` | `llvm.alloca`, `llvm.load`, `llvm.store` |
//!
//! Inside an LLVM type another LLVM type is written without its prefix
//! (`!llvm.array<2 x ptr>`); builtin integers, floats and vectors are
//! LLVM types as they are.

mod constants;
pub mod constraints;
mod memory;
pub mod memory_enums;
pub mod types;

pub use constants::*;
pub use memory::*;
pub use memory_enums::*;
pub use types::*;

use mlir_core::Context;
use mlir_core::definitions::op_type::Dialect;
use mlir_derive::dialect;

/// The LLVM IR dialect: LLVM's types, instructions and intrinsics as ops,
/// the target of every lowering and the input of translation to LLVM IR.
#[dialect(
    name = "llvm",
    types = [
        PtrType, ArrayType, FunctionType, StructType, TargetExtType, VoidType, TokenType,
        LabelType, MetadataType, X86AmxType
    ],
    // Upstream's order: ODS sorts the ops by class name.
    ops = [AllocaOp, LoadOp, PoisonOp, StoreOp, UndefOp, ZeroOp]
)]
pub struct Llvm;

/// Registers `llvm`, its types and its ops in a context.
pub fn register(ctx: &Context) {
    Llvm::register(ctx);
}
