//! The LLVM dialect's value-less constants: `llvm.mlir.undef`,
//! `llvm.mlir.poison` and `llvm.mlir.zero`.

use mlir_core::semantics::traits::Pure;
use mlir_derive::op;

use super::Llvm;
use super::constraints::LlvmType;

/// An undefined value of an LLVM type (LLVM IR's `undef`).
#[op(dialect = Llvm, name = "mlir.undef", format = "attr-dict `:` type($res)", traits = [Pure])]
pub struct UndefOp {
    #[result]
    res: LlvmType,
}

/// A poison value of an LLVM type (LLVM IR's `poison`).
#[op(dialect = Llvm, name = "mlir.poison", format = "attr-dict `:` type($res)", traits = [Pure])]
pub struct PoisonOp {
    #[result]
    res: LlvmType,
}

/// The zero value of an LLVM type (LLVM IR's `zeroinitializer`, or `null`
/// for a pointer).
#[op(dialect = Llvm, name = "mlir.zero", format = "attr-dict `:` type($res)", traits = [Pure])]
pub struct ZeroOp {
    #[result]
    res: LlvmType,
}
