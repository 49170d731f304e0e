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
//! | `memory_enums.rs` | atomic orderings, `atomicrmw`'s operations, `getelementptr`'s no-wrap flags |
//! | `aggregates.rs` | `llvm.extractvalue`, `llvm.insertvalue` |
//! | `atomics.rs` | `llvm.atomicrmw`, `llvm.cmpxchg`, `llvm.fence` |
//! | `gep.rs` | `llvm.getelementptr` |
//! | `memory.rs` | `llvm.alloca`, `llvm.load`, `llvm.store` |
//! | `memory_intrinsics.rs` | `llvm.intr.memcpy`, `memmove`, `memset` (and `.inline`), `stacksave`, `stackrestore`, `lifetime.start`/`end` |
//! | `vector_ops.rs` | `llvm.extractelement`, `llvm.insertelement`, `llvm.shufflevector` |
//!
//! Inside an LLVM type another LLVM type is written without its prefix
//! (`!llvm.array<2 x ptr>`); builtin integers, floats and vectors are
//! LLVM types as they are.

mod aggregates;
mod atomics;
mod constants;
pub mod constraints;
mod control_flow;
mod func;
mod gep;
mod global;
mod linkage;
mod memory;
pub mod memory_enums;
mod memory_intrinsics;
pub mod types;
mod vector_ops;

pub use aggregates::*;
pub use atomics::*;
pub use constants::*;
pub use control_flow::*;
pub use func::*;
pub use gep::*;
pub use global::*;
pub use linkage::*;
pub use memory::*;
pub use memory_enums::*;
pub use memory_intrinsics::*;
pub use types::*;
pub use vector_ops::*;

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
        AddressOfOp, AllocaOp, AtomicCmpXchgOp, AtomicRmwOp, BrOp, CondBrOp, ConstantOp,
        ExtractElementOp, ExtractValueOp, FenceOp, FuncOp, GepOp, GlobalOp, InsertElementOp,
        InsertValueOp, LifetimeEndOp, LifetimeStartOp, LoadOp, MemcpyInlineOp, MemcpyOp, MemmoveOp,
        MemsetInlineOp, MemsetOp, PoisonOp, ReturnOp, ShuffleVectorOp, StackRestoreOp, StackSaveOp,
        StoreOp, UndefOp, UnreachableOp, ZeroOp
    ]
)]
pub struct Llvm;

/// Registers `llvm`, its types and its ops in a context.
pub fn register(ctx: &Context) {
    Llvm::register(ctx);
}
