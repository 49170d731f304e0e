//! The intrinsics lowerings reach for beside the math ones: arithmetic
//! with an overflow bit (`sadd.with.overflow`, …), vector reductions
//! (`vector.reduce.add`, `fmax`, `fadd` with a start value, …), traps,
//! `expect`, `assume`, `prefetch`, `ptrmask`, `stepvector`, `vscale`,
//! `threadlocal.address`, `ssa.copy`, `is.constant`, and `llvm.mlir.none`.
//!
//! The saturating ones (`sadd.sat`, …) are with the integer math
//! intrinsics. Upstream writes several of these in the generic form only;
//! they have no `format` here either.

use mlir_core::semantics::constraints::{
    AnyFloat, AnyInteger, AnySignlessInteger, AnyType, F64Attr, I1, I8Attr, I32Attr,
};
use mlir_core::semantics::traits::{
    Pure, SameOperandsAndResultElementType, SameOperandsAndResultType, SameOperandsElementType,
};
use mlir_derive::op;

use super::Llvm;
use super::arith_constraints::{
    IntOrIntVector, LlvmAnyPointer, LlvmScalarOrVectorOf, LlvmVectorOf,
};
use super::arith_enums::{FastmathFlags, FastmathFlagsAttr};
use super::constraints::{LlvmTokenType, LlvmType};

// Integer operations that also return whether they overflowed, as
// `!llvm.struct<(T, i1)>` (ODS's `LLVM_ArithWithOverflowOp`).
intrinsic_family! {
    #[op(traits = [Pure, SameOperandsElementType])]
    {
        #[operand]
        a: IntOrIntVector,
        #[operand]
        b: IntOrIntVector,
        #[result]
        res: LlvmType,
    }
    /// Signed addition and whether it overflowed.
    SAddWithOverflowOp = "intr.sadd.with.overflow";
    /// Unsigned addition and whether it overflowed.
    UAddWithOverflowOp = "intr.uadd.with.overflow";
    /// Signed subtraction and whether it overflowed.
    SSubWithOverflowOp = "intr.ssub.with.overflow";
    /// Unsigned subtraction and whether it overflowed.
    USubWithOverflowOp = "intr.usub.with.overflow";
    /// Signed multiplication and whether it overflowed.
    SMulWithOverflowOp = "intr.smul.with.overflow";
    /// Unsigned multiplication and whether it overflowed.
    UMulWithOverflowOp = "intr.umul.with.overflow";
}

// Integer vector reductions to one element (ODS's `LLVM_VecReductionI`).
intrinsic_family! {
    #[op(traits = [Pure, SameOperandsAndResultElementType])]
    {
        #[operand]
        input: LlvmVectorOf<AnySignlessInteger>,
        #[result]
        res: LlvmType,
    }
    /// The sum of the elements.
    VectorReduceAddOp = "intr.vector.reduce.add";
    /// The bitwise and of the elements.
    VectorReduceAndOp = "intr.vector.reduce.and";
    /// The product of the elements.
    VectorReduceMulOp = "intr.vector.reduce.mul";
    /// The bitwise or of the elements.
    VectorReduceOrOp = "intr.vector.reduce.or";
    /// The bitwise xor of the elements.
    VectorReduceXorOp = "intr.vector.reduce.xor";
    /// The signed maximum of the elements.
    VectorReduceSMaxOp = "intr.vector.reduce.smax";
    /// The signed minimum of the elements.
    VectorReduceSMinOp = "intr.vector.reduce.smin";
    /// The unsigned maximum of the elements.
    VectorReduceUMaxOp = "intr.vector.reduce.umax";
    /// The unsigned minimum of the elements.
    VectorReduceUMinOp = "intr.vector.reduce.umin";
}

// Float vector reductions to one element, with fast-math flags (ODS's
// `LLVM_VecReductionF`).
intrinsic_family! {
    #[op(
        format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
        traits = [Pure, SameOperandsAndResultElementType]
    )]
    {
        #[operand]
        input: LlvmVectorOf<AnyFloat>,
        #[attr(rename = "fastmathFlags", default = FastmathFlags::NONE, value = FastmathFlags)]
        fastmath_flags: FastmathFlagsAttr,
        #[result]
        res: LlvmType,
    }
    /// The largest element, NaNs ignored.
    VectorReduceFMaxOp = "intr.vector.reduce.fmax";
    /// The smallest element, NaNs ignored.
    VectorReduceFMinOp = "intr.vector.reduce.fmin";
    /// The largest element, NaNs propagated.
    VectorReduceFMaximumOp = "intr.vector.reduce.fmaximum";
    /// The smallest element, NaNs propagated.
    VectorReduceFMinimumOp = "intr.vector.reduce.fminimum";
}

// Float vector reductions from a start value, with fast-math flags (ODS's
// `LLVM_VecReductionAccF`).
intrinsic_family! {
    #[op(traits = [Pure, SameOperandsAndResultElementType])]
    {
        #[operand]
        start_value: AnyFloat,
        #[operand]
        input: LlvmVectorOf<AnyFloat>,
        #[attr(rename = "fastmathFlags", default = FastmathFlags::NONE, value = FastmathFlags)]
        fastmath_flags: FastmathFlagsAttr,
        #[result]
        res: LlvmType,
    }
    /// The start value plus the sum of the elements (in order unless
    /// `reassoc`).
    VectorReduceFAddOp = "intr.vector.reduce.fadd";
    /// The start value times the product of the elements (in order unless
    /// `reassoc`).
    VectorReduceFMulOp = "intr.vector.reduce.fmul";
}

/// Stops the program abnormally (LLVM's `llvm.trap`).
#[op(dialect = Llvm, name = "intr.trap", format = "attr-dict")]
pub struct TrapOp {}

/// Stops in a debugger if one is attached (LLVM's `llvm.debugtrap`).
#[op(dialect = Llvm, name = "intr.debugtrap", format = "attr-dict")]
pub struct DebugTrapOp {}

/// Stops the program for an undefined-behaviour sanitizer check of kind
/// `failureKind`.
#[op(dialect = Llvm, name = "intr.ubsantrap", format = "prop-dict attr-dict")]
pub struct UbSanTrapOp {
    #[attr(rename = "failureKind")]
    failure_kind: I8Attr,
}

/// The runtime multiple of scalable vector lengths.
#[op(dialect = Llvm, name = "intr.vscale")]
pub struct VscaleOp {
    #[result]
    res: LlvmType,
}

/// `val`, with `expected` its likely value (a hint to the optimizer).
#[op(
    dialect = Llvm,
    name = "intr.expect",
    format = "$val `,` $expected attr-dict `:` type($val)",
    traits = [Pure, SameOperandsAndResultType]
)]
pub struct ExpectOp {
    #[operand]
    val: AnySignlessInteger,
    #[operand]
    expected: AnySignlessInteger,
    #[result]
    res: LlvmType,
}

/// `val`, equal to `expected` with probability `prob`.
#[op(
    dialect = Llvm,
    name = "intr.expect.with.probability",
    format = "$val `,` $expected `,` $prob attr-dict `:` type($val)",
    traits = [Pure, SameOperandsAndResultType]
)]
pub struct ExpectWithProbabilityOp {
    #[operand]
    val: AnySignlessInteger,
    #[operand]
    expected: AnySignlessInteger,
    #[attr]
    prob: F64Attr,
    #[result]
    res: LlvmType,
}

/// The address of a thread-local global in the current thread.
#[op(dialect = Llvm, name = "intr.threadlocal.address", traits = [Pure])]
pub struct ThreadlocalAddressOp {
    #[operand]
    global: LlvmAnyPointer,
    #[result]
    res: LlvmType,
}

/// A hint that memory at `addr` will be read (`rw = 0`) or written
/// (`rw = 1`) soon, with a locality `hint` (0 to 3) for the data (`cache =
/// 1`) or instruction cache (`cache = 0`).
#[op(dialect = Llvm, name = "intr.prefetch")]
pub struct PrefetchOp {
    #[operand]
    addr: LlvmAnyPointer,
    #[attr]
    rw: I32Attr,
    #[attr]
    hint: I32Attr,
    #[attr]
    cache: I32Attr,
}

/// `ptr` with its bits outside `mask` cleared.
#[op(
    dialect = Llvm,
    name = "intr.ptrmask",
    format = "$ptr `,` $mask attr-dict `:` functional-type(operands, results)",
    traits = [Pure]
)]
pub struct PtrMaskOp {
    #[operand]
    ptr: LlvmScalarOrVectorOf<LlvmAnyPointer>,
    #[operand]
    mask: LlvmScalarOrVectorOf<AnyInteger>,
    #[result]
    res: LlvmScalarOrVectorOf<LlvmAnyPointer>,
}

/// The vector `<0, 1, 2, …>`.
#[op(dialect = Llvm, name = "intr.stepvector", format = "attr-dict `:` type($res)", traits = [Pure])]
pub struct StepVectorOp {
    #[result]
    res: LlvmVectorOf<AnySignlessInteger>,
}

/// `operand` itself: a copy a pass may attach information to.
#[op(
    dialect = Llvm,
    name = "intr.ssa.copy",
    format = "$operand attr-dict `:` type($operand)",
    traits = [Pure, SameOperandsAndResultType]
)]
pub struct SsaCopyOp {
    #[operand]
    operand: AnyType,
    #[result]
    res: AnyType,
}

/// Whether `val` is known to be a constant at compile time.
#[op(dialect = Llvm, name = "intr.is.constant", traits = [Pure])]
pub struct IsConstantOp {
    #[operand]
    val: LlvmType,
    #[result]
    res: I1,
}

/// The `none` token (LLVM IR's `token none`).
#[op(dialect = Llvm, name = "mlir.none", format = "attr-dict `:` type($res)", traits = [Pure])]
pub struct NoneTokenOp {
    #[result]
    res: LlvmTokenType,
}
