//! `llvm`: the LLVM dialect, where every lowering ends, defined with the
//! macros.
//!
//! | file | what it holds |
//! |---|---|
//! | `types.rs` | `!llvm.ptr`, `array`, `func`, `struct` (literal and identified), `target`, `void`, `token`, `label`, `metadata`, `x86_amx` |
//! | `constraints.rs` | the ops' type constraints (`LLVM dialect-compatible type`, …) |
//! | `constants.rs` | `llvm.mlir.undef`, `llvm.mlir.poison`, `llvm.mlir.zero` |
//! | `arith_enums.rs` | `#llvm.fastmath<…>`, the overflow flags (`overflow<nsw>`), the `icmp`/`fcmp` predicates |
//! | `arith_constraints.rs` | the arithmetic's type constraints (`LLVM dialect-compatible vector of …`) |
//! | `arithmetic.rs` | the integer and float binary ops, `fneg` |
//! | `compare.rs` | `llvm.icmp`, `llvm.fcmp`, `llvm.select`, `llvm.freeze` |
//! | `casts.rs` | the casts (`trunc`, `zext`, …, `bitcast`, `addrspacecast`) |
//! | `dereferenceable.rs` | `#llvm.dereferenceable<…>` |
//! | `intrinsics.rs` | the math intrinsics (`llvm.intr.sqrt`, `llvm.intr.smin`, …) |
//!
//! Inside an LLVM type another LLVM type is written without its prefix
//! (`!llvm.array<2 x ptr>`); builtin integers, floats and vectors are
//! LLVM types as they are.

pub mod arith_constraints;
mod arith_enums;
mod arithmetic;
mod casts;
mod compare;
mod constants;
pub mod constraints;
mod dereferenceable;
mod intrinsics;
pub mod types;

pub use arith_enums::*;
pub use arithmetic::*;
pub use casts::*;
pub use compare::*;
pub use constants::*;
pub use dereferenceable::*;
pub use intrinsics::*;
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
    attrs = [FastmathFlagsAttr, IntegerOverflowFlagsAttr, DereferenceableAttr],
    // Upstream's order: ODS sorts the ops by class name.
    ops = [
        ACosOp, AShrOp, ASinOp, ATan2Op, ATanOp, AbsOp, AddOp, AddrSpaceCastOp, AndOp,
        BitReverseOp, BitcastOp, ByteSwapOp, CopySignOp, CosOp, CoshOp, CountLeadingZerosOp,
        CountTrailingZerosOp, CtPopOp, Exp10Op, Exp2Op, ExpOp, FAbsOp, FAddOp, FCeilOp, FCmpOp,
        FDivOp, FFloorOp, FMAOp, FMulAddOp, FMulOp, FNegOp, FPExtOp, FPToSIOp, FPToUIOp,
        FPTruncOp, FRemOp, FSubOp, FTruncOp, FreezeOp, FshlOp, FshrOp, ICmpOp, IntToPtrOp,
        IsFpClassOp, LShrOp, LlrintOp, LlroundOp, LoadExpOp, Log10Op, Log2Op, LogOp, LrintOp,
        LroundOp, MaxNumOp, MaximumOp, MinNumOp, MinimumOp, MulOp, NearbyintOp, OrOp, PoisonOp,
        PowIOp, PowOp, PtrToIntOp, RintOp, RoundEvenOp, RoundOp, SCmpOp, SDivOp, SExtOp,
        SIToFPOp, SMaxOp, SMinOp, SRemOp, SelectOp, ShlOp, SinOp, SinhOp, SqrtOp, SubOp, TanOp,
        TanhOp, TruncOp, UCmpOp, UDivOp, UIToFPOp, UMaxOp, UMinOp, URemOp, UndefOp, XOrOp,
        ZExtOp, ZeroOp
    ]
)]
pub struct Llvm;

/// Registers `llvm`, its types and its ops in a context.
pub fn register(ctx: &Context) {
    Llvm::register(ctx);
}
