//! The math intrinsics as `llvm.intr.*` ops: the float functions
//! (`sqrt`, `exp`, `sin`, `pow`, `fma`, `copysign`, the roundings,
//! `minnum`/`maximum`, …, each with fast-math flags), the integer ones
//! (`smin`/`umax`, `bitreverse`, `bswap`, `ctpop`, `fshl`/`fshr`,
//! `scmp`/`ucmp`), `powi` and `ldexp`, the float-to-integer roundings
//! (`lround`, `llrint`, …), and `abs`, `ctlz`, `cttz` and `is.fpclass`,
//! whose immediate arguments are properties and which upstream writes
//! in the generic form only, and `sincos`, whose two results come as one
//! struct.
//!
//! The others are written `llvm.intr.NAME(%a, …) attr-dict : (T, …) -> R`.

use mlir_core::asm::printer::type_to_string;
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::IrView;
use mlir_core::semantics::constraints::{AnySignlessInteger, I1Attr, I32Attr};
use mlir_core::semantics::traits::{Pure, SameOperandsAndResultType, SameTypeOperands};
use mlir_derive::op;

use super::Llvm;
use super::arith_constraints::{FloatOrFloatVector, IntOrIntVector, LlvmAnyFloat};
use super::arith_enums::{FastmathFlags, FastmathFlagsAttr};
use super::constraints::LlvmType;
use super::types::StructType;

/// Declares float intrinsics of one, two or three operands of one type,
/// with fast-math flags (ODS's `LLVM_UnaryIntrOpF`, `…BinarySameArgs…F`,
/// `…TernarySameArgs…F`).
macro_rules! float_intr {
    ($($(#[$doc:meta])* $name:ident = $mnemonic:literal ($($arg:ident),+);)+) => {$(
        $(#[$doc])*
        #[op(
            dialect = Llvm,
            name = $mnemonic,
            format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
            traits = [Pure, SameOperandsAndResultType]
        )]
        pub struct $name {
            $(
                #[operand]
                $arg: FloatOrFloatVector,
            )+
            #[attr(rename = "fastmathFlags", default = FastmathFlags::NONE, value = FastmathFlags)]
            fastmath_flags: FastmathFlagsAttr,
            #[result]
            res: LlvmType,
        }
    )+};
}

/// Declares integer intrinsics of one, two or three operands of one type
/// (ODS's `LLVM_UnaryIntrOpI`, `…BinarySameArgs…I`, `…TernarySameArgs…I`).
macro_rules! int_intr {
    ($($(#[$doc:meta])* $name:ident = $mnemonic:literal ($($arg:ident),+);)+) => {$(
        $(#[$doc])*
        #[op(
            dialect = Llvm,
            name = $mnemonic,
            format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
            traits = [Pure, SameOperandsAndResultType]
        )]
        pub struct $name {
            $(
                #[operand]
                $arg: IntOrIntVector,
            )+
            #[result]
            res: LlvmType,
        }
    )+};
}

float_intr! {
    /// `|x|`.
    FAbsOp = "intr.fabs"(in_);
    /// The square root.
    SqrtOp = "intr.sqrt"(in_);
    /// `e^x`.
    ExpOp = "intr.exp"(in_);
    /// `2^x`.
    Exp2Op = "intr.exp2"(in_);
    /// `10^x`.
    Exp10Op = "intr.exp10"(in_);
    /// The natural logarithm.
    LogOp = "intr.log"(in_);
    /// The base-2 logarithm.
    Log2Op = "intr.log2"(in_);
    /// The base-10 logarithm.
    Log10Op = "intr.log10"(in_);
    /// The sine.
    SinOp = "intr.sin"(in_);
    /// The cosine.
    CosOp = "intr.cos"(in_);
    /// The tangent.
    TanOp = "intr.tan"(in_);
    /// The arcsine.
    ASinOp = "intr.asin"(in_);
    /// The arccosine.
    ACosOp = "intr.acos"(in_);
    /// The arctangent.
    ATanOp = "intr.atan"(in_);
    /// The hyperbolic sine.
    SinhOp = "intr.sinh"(in_);
    /// The hyperbolic cosine.
    CoshOp = "intr.cosh"(in_);
    /// The hyperbolic tangent.
    TanhOp = "intr.tanh"(in_);
    /// Rounds toward positive infinity.
    FCeilOp = "intr.ceil"(in_);
    /// Rounds toward negative infinity.
    FFloorOp = "intr.floor"(in_);
    /// Rounds toward zero.
    FTruncOp = "intr.trunc"(in_);
    /// Rounds to nearest, ties away from zero.
    RoundOp = "intr.round"(in_);
    /// Rounds to nearest, ties to even.
    RoundEvenOp = "intr.roundeven"(in_);
    /// Rounds in the current rounding mode, raising inexact.
    RintOp = "intr.rint"(in_);
    /// Rounds in the current rounding mode, without raising inexact.
    NearbyintOp = "intr.nearbyint"(in_);
    /// `a^b`.
    PowOp = "intr.pow"(a, b);
    /// The magnitude of `a` with the sign of `b`.
    CopySignOp = "intr.copysign"(a, b);
    /// The arctangent of `a / b`, in the quadrant of `(b, a)`.
    ATan2Op = "intr.atan2"(a, b);
    /// The larger operand, a NaN operand ignored (IEEE 754-2008 `maxNum`).
    MaxNumOp = "intr.maxnum"(a, b);
    /// The smaller operand, a NaN operand ignored (IEEE 754-2008 `minNum`).
    MinNumOp = "intr.minnum"(a, b);
    /// The larger operand, NaN propagating (IEEE 754-2019 `maximum`).
    MaximumOp = "intr.maximum"(a, b);
    /// The smaller operand, NaN propagating (IEEE 754-2019 `minimum`).
    MinimumOp = "intr.minimum"(a, b);
    /// `a * b + c`, rounded once.
    FMAOp = "intr.fma"(a, b, c);
    /// `a * b + c`, fused when the target does it faster.
    FMulAddOp = "intr.fmuladd"(a, b, c);
}

int_intr! {
    /// The bits in reverse order.
    BitReverseOp = "intr.bitreverse"(in_);
    /// The bytes in reverse order.
    ByteSwapOp = "intr.bswap"(in_);
    /// The number of set bits.
    CtPopOp = "intr.ctpop"(in_);
    /// The signed maximum.
    SMaxOp = "intr.smax"(a, b);
    /// The signed minimum.
    SMinOp = "intr.smin"(a, b);
    /// The unsigned maximum.
    UMaxOp = "intr.umax"(a, b);
    /// The unsigned minimum.
    UMinOp = "intr.umin"(a, b);
    /// Signed addition, clamped to the type's range.
    SAddSatOp = "intr.sadd.sat"(a, b);
    /// Unsigned addition, clamped to the type's range.
    UAddSatOp = "intr.uadd.sat"(a, b);
    /// Signed subtraction, clamped to the type's range.
    SSubSatOp = "intr.ssub.sat"(a, b);
    /// Unsigned subtraction, clamped to the type's range.
    USubSatOp = "intr.usub.sat"(a, b);
    /// Signed left shift, clamped to the type's range.
    SShlSatOp = "intr.sshl.sat"(a, b);
    /// Unsigned left shift, clamped to the type's range.
    UShlSatOp = "intr.ushl.sat"(a, b);
    /// Funnel shift left: the high half of `a:b` shifted left by `c`.
    FshlOp = "intr.fshl"(a, b, c);
    /// Funnel shift right: the low half of `a:b` shifted right by `c`.
    FshrOp = "intr.fshr"(a, b, c);
}

// Float-and-integer intrinsics (ODS's `LLVM_PowFI`).
intrinsic_family! {
    #[op(
        format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
        traits = [Pure]
    )]
    {
        #[operand]
        val: FloatOrFloatVector,
        #[operand]
        power: AnySignlessInteger,
        #[attr(rename = "fastmathFlags", default = FastmathFlags::NONE, value = FastmathFlags)]
        fastmath_flags: FastmathFlagsAttr,
        #[result]
        res: LlvmType,
    }
    /// `val` to an integer power.
    PowIOp = "intr.powi";
    /// `val * 2^power`.
    LoadExpOp = "intr.ldexp";
}

// Three-way integer comparisons (ODS's `LLVM_CmpIntrOp`).
intrinsic_family! {
    #[op(
        format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
        traits = [Pure, SameTypeOperands]
    )]
    {
        #[operand]
        a: IntOrIntVector,
        #[operand]
        b: IntOrIntVector,
        #[result]
        res: IntOrIntVector,
    }
    /// -1, 0 or 1 as `a` is below, equal to or above `b`, signed.
    SCmpOp = "intr.scmp";
    /// -1, 0 or 1 as `a` is below, equal to or above `b`, unsigned.
    UCmpOp = "intr.ucmp";
}

/// Declares a float-to-integer rounding (ODS's `LLVM_IntRoundIntrOpBase`).
macro_rules! int_round {
    ($($(#[$doc:meta])* $name:ident = $mnemonic:literal, $arg:ty;)+) => {$(
        $(#[$doc])*
        #[op(
            dialect = Llvm,
            name = $mnemonic,
            format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
            traits = [Pure]
        )]
        pub struct $name {
            #[operand]
            val: $arg,
            #[result]
            res: LlvmType,
        }
    )+};
}

int_round! {
    /// Rounds to the nearest integer, ties away from zero, as a `long`.
    LroundOp = "intr.lround", FloatOrFloatVector;
    /// Rounds to the nearest integer, ties away from zero, as a `long long`.
    LlroundOp = "intr.llround", LlvmAnyFloat;
    /// Rounds in the current rounding mode, as a `long`.
    LrintOp = "intr.lrint", FloatOrFloatVector;
    /// Rounds in the current rounding mode, as a `long long`.
    LlrintOp = "intr.llrint", FloatOrFloatVector;
}

/// `|in|`; `is_int_min_poison` makes the minimum value's result poison.
#[op(dialect = Llvm, name = "intr.abs", traits = [Pure])]
pub struct AbsOp {
    #[operand]
    in_: IntOrIntVector,
    #[attr]
    is_int_min_poison: I1Attr,
    #[result]
    res: LlvmType,
}

/// The number of leading zero bits; `is_zero_poison` makes a zero
/// operand's result poison.
#[op(
    dialect = Llvm,
    name = "intr.ctlz",
    traits = [Pure, SameOperandsAndResultType]
)]
pub struct CountLeadingZerosOp {
    #[operand]
    in_: IntOrIntVector,
    #[attr]
    is_zero_poison: I1Attr,
    #[result]
    res: LlvmType,
}

/// The number of trailing zero bits; `is_zero_poison` makes a zero
/// operand's result poison.
#[op(
    dialect = Llvm,
    name = "intr.cttz",
    traits = [Pure, SameOperandsAndResultType]
)]
pub struct CountTrailingZerosOp {
    #[operand]
    in_: IntOrIntVector,
    #[attr]
    is_zero_poison: I1Attr,
    #[result]
    res: LlvmType,
}

/// Whether `in` is of one of the float classes the mask `bit` selects
/// (signaling and quiet NaN, infinities, normals, subnormals, zeros).
#[op(dialect = Llvm, name = "intr.is.fpclass", traits = [Pure])]
pub struct IsFpClassOp {
    #[operand]
    in_: FloatOrFloatVector,
    #[attr]
    bit: I32Attr,
    #[result]
    res: LlvmType,
}

/// The sine and the cosine of `val` at once, as the two members of a
/// literal struct of `val`'s type.
#[op(
    dialect = Llvm,
    name = "intr.sincos",
    format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
    traits = [Pure],
    verify
)]
pub struct SincosOp {
    #[operand]
    val: FloatOrFloatVector,
    #[attr(rename = "fastmathFlags", default = FastmathFlags::NONE, value = FastmathFlags)]
    fastmath_flags: FastmathFlagsAttr,
    #[result]
    res: LlvmType,
}

impl SincosOp {
    /// The result must be a struct of two members of the operand's type.
    fn verify(self, ir: &IrView) -> VerifyResult {
        let ctx = ir.ctx();
        let operand = self.val(ir).ty(ir);
        let result = self.res(ir).ty(ir);
        let homogeneous = StructType::try_from(ctx, result)
            .is_some_and(|st| st.body(ctx).as_slice() == [operand, operand]);
        if homogeneous {
            return Ok(());
        }
        let message = format!(
            "expected result type to be an homogeneous struct with two elements matching the operand type, but got '{}'",
            type_to_string(ctx, result)
        );
        Err(self.as_op().emit_op_error(ir, message).into())
    }
}
