//! `llvm`: the LLVM dialect, where every lowering ends, defined with the
//! macros.
//!
//! | file | what it holds |
//! |---|---|
//! | `types.rs` | `!llvm.ptr`, `array`, `func`, `struct` (literal and identified), `target`, `void`, `token`, `label`, `metadata`, `x86_amx` |
//! | `constraints.rs` | the ops' type constraints (`LLVM dialect-compatible type`, …) |
//! | `linkage.rs` | `#llvm.linkage`, `#llvm.cconv`, `#llvm.tailcallkind`, visibility and `unnamed_addr` |
//! | `func.rs` | `llvm.func`, its custom form, verifier and models |
//! | `control_flow.rs` | `llvm.return`, `br`, `cond_br`, `unreachable` |
//! | `global.rs` | `llvm.mlir.global` (custom form, verifier) and `llvm.mlir.addressof` |
//! | `constants.rs` | `llvm.mlir.constant` (verifier, folder), `llvm.mlir.undef`, `poison`, `zero` |
//!
//! Inside an LLVM type another LLVM type is written without its prefix
//! (`!llvm.array<2 x ptr>`); builtin integers, floats and vectors are
//! LLVM types as they are.

mod constants;
pub mod constraints;
mod control_flow;
mod func;
mod global;
mod linkage;
pub mod types;

pub use constants::*;
pub use control_flow::*;
pub use func::*;
pub use global::*;
pub use linkage::*;
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
    attrs = [LinkageAttr, CConvAttr, TailCallKindAttr],
    unknown_type_message = "unknown LLVM type: ",
    // Upstream's order: ODS sorts the ops by class name.
    ops = [
        AddressOfOp, BrOp, CondBrOp, ConstantOp, FuncOp, GlobalOp, PoisonOp, ReturnOp, UndefOp, UnreachableOp,
        ZeroOp
    ]
)]
pub struct Llvm;

/// Registers `llvm`, its types and its ops in a context.
pub fn register(ctx: &Context) {
    Llvm::register(ctx);
}
