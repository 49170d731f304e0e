//! The floating-point arithmetic ops: `addf`, `subf`, `mulf`, `divf`,
//! `remf`, the minimum and maximum ops (`maximumf`, `maxnumf`, `minimumf`,
//! `minnumf`) and the negation `negf`. Operands and result share one
//! float-like type, element by element, the result type inferred from the
//! (left) operand; the `fastmath` property (`#arith.fastmath<…>`) relaxes
//! IEEE semantics. It defaults to `#arith.fastmath<none>`, which every op
//! carries once created (the generic form prints it).
//!
//! Upstream's `VectorUnrollOpInterface` has no counterpart in the core
//! yet; it verifies nothing.

use mlir_core::constraints::FloatLike;
use mlir_core::interfaces::infer_type::{InferTypeOpInterface, InferTypeOpInterfaceTrait};
use mlir_core::traits::{
    Commutative, Elementwise, Pure, SameOperandsAndResultType, Scalarizable, Tensorizable,
    Vectorizable,
};
use mlir_derive::op;

use super::super::Arith;
use super::super::enums::{FastMathFlags, FastMathFlagsAttr};
use super::super::interfaces::ArithFastMathInterface;
use super::super::models::{HasFastMath, SAME_AS_LHS};

/// Floating-point addition.
///
/// The sum is rounded to nearest, ties to even; the fast-math flags allow
/// transformations that may change the result.
#[op(
    dialect = Arith,
    name = "addf",
    traits = [
        Pure,
        Commutative,
        SameOperandsAndResultType,
        Elementwise,
        Scalarizable,
        Vectorizable,
        Tensorizable,
        InferTypeOpInterfaceTrait,
    ],
    interfaces = [ArithFastMathInterface = HasFastMath, InferTypeOpInterface = SAME_AS_LHS]
)]
pub struct AddFOp {
    #[operand]
    lhs: FloatLike,
    #[operand]
    rhs: FloatLike,
    #[attr(default = FastMathFlags::NONE)]
    fastmath: FastMathFlagsAttr,
    #[result]
    result: FloatLike,
}

/// Floating-point subtraction.
///
/// The difference is rounded to nearest, ties to even; the fast-math flags
/// allow transformations that may change the result.
#[op(
    dialect = Arith,
    name = "subf",
    traits = [
        Pure,
        SameOperandsAndResultType,
        Elementwise,
        Scalarizable,
        Vectorizable,
        Tensorizable,
        InferTypeOpInterfaceTrait,
    ],
    interfaces = [ArithFastMathInterface = HasFastMath, InferTypeOpInterface = SAME_AS_LHS]
)]
pub struct SubFOp {
    #[operand]
    lhs: FloatLike,
    #[operand]
    rhs: FloatLike,
    #[attr(default = FastMathFlags::NONE)]
    fastmath: FastMathFlagsAttr,
    #[result]
    result: FloatLike,
}

/// Floating-point multiplication.
///
/// The product is rounded to nearest, ties to even; the fast-math flags
/// allow transformations that may change the result.
#[op(
    dialect = Arith,
    name = "mulf",
    traits = [
        Pure,
        Commutative,
        SameOperandsAndResultType,
        Elementwise,
        Scalarizable,
        Vectorizable,
        Tensorizable,
        InferTypeOpInterfaceTrait,
    ],
    interfaces = [ArithFastMathInterface = HasFastMath, InferTypeOpInterface = SAME_AS_LHS]
)]
pub struct MulFOp {
    #[operand]
    lhs: FloatLike,
    #[operand]
    rhs: FloatLike,
    #[attr(default = FastMathFlags::NONE)]
    fastmath: FastMathFlagsAttr,
    #[result]
    result: FloatLike,
}

/// Floating-point division.
///
/// The quotient is rounded to nearest, ties to even; the fast-math flags
/// allow transformations that may change the result.
#[op(
    dialect = Arith,
    name = "divf",
    traits = [
        Pure,
        SameOperandsAndResultType,
        Elementwise,
        Scalarizable,
        Vectorizable,
        Tensorizable,
        InferTypeOpInterfaceTrait,
    ],
    interfaces = [ArithFastMathInterface = HasFastMath, InferTypeOpInterface = SAME_AS_LHS]
)]
pub struct DivFOp {
    #[operand]
    lhs: FloatLike,
    #[operand]
    rhs: FloatLike,
    #[attr(default = FastMathFlags::NONE)]
    fastmath: FastMathFlagsAttr,
    #[result]
    result: FloatLike,
}

/// Floating-point remainder of a division truncated toward zero.
///
/// The result has the sign of the dividend, as C's `fmod`.
#[op(
    dialect = Arith,
    name = "remf",
    traits = [
        Pure,
        SameOperandsAndResultType,
        Elementwise,
        Scalarizable,
        Vectorizable,
        Tensorizable,
        InferTypeOpInterfaceTrait,
    ],
    interfaces = [ArithFastMathInterface = HasFastMath, InferTypeOpInterface = SAME_AS_LHS]
)]
pub struct RemFOp {
    #[operand]
    lhs: FloatLike,
    #[operand]
    rhs: FloatLike,
    #[attr(default = FastMathFlags::NONE)]
    fastmath: FastMathFlagsAttr,
    #[result]
    result: FloatLike,
}

/// Floating-point maximum that propagates NaN.
///
/// A NaN operand gives NaN; `+0.0` counts as greater than `-0.0`.
#[op(
    dialect = Arith,
    name = "maximumf",
    traits = [
        Pure,
        Commutative,
        SameOperandsAndResultType,
        Elementwise,
        Scalarizable,
        Vectorizable,
        Tensorizable,
        InferTypeOpInterfaceTrait,
    ],
    interfaces = [ArithFastMathInterface = HasFastMath, InferTypeOpInterface = SAME_AS_LHS]
)]
pub struct MaximumFOp {
    #[operand]
    lhs: FloatLike,
    #[operand]
    rhs: FloatLike,
    #[attr(default = FastMathFlags::NONE)]
    fastmath: FastMathFlagsAttr,
    #[result]
    result: FloatLike,
}

/// Floating-point maximum that ignores a NaN operand.
///
/// When exactly one operand is NaN the other is the result; when both are,
/// the result is NaN.
#[op(
    dialect = Arith,
    name = "maxnumf",
    traits = [
        Pure,
        Commutative,
        SameOperandsAndResultType,
        Elementwise,
        Scalarizable,
        Vectorizable,
        Tensorizable,
        InferTypeOpInterfaceTrait,
    ],
    interfaces = [ArithFastMathInterface = HasFastMath, InferTypeOpInterface = SAME_AS_LHS]
)]
pub struct MaxNumFOp {
    #[operand]
    lhs: FloatLike,
    #[operand]
    rhs: FloatLike,
    #[attr(default = FastMathFlags::NONE)]
    fastmath: FastMathFlagsAttr,
    #[result]
    result: FloatLike,
}

/// Floating-point minimum that propagates NaN.
///
/// A NaN operand gives NaN; `-0.0` counts as less than `+0.0`.
#[op(
    dialect = Arith,
    name = "minimumf",
    traits = [
        Pure,
        Commutative,
        SameOperandsAndResultType,
        Elementwise,
        Scalarizable,
        Vectorizable,
        Tensorizable,
        InferTypeOpInterfaceTrait,
    ],
    interfaces = [ArithFastMathInterface = HasFastMath, InferTypeOpInterface = SAME_AS_LHS]
)]
pub struct MinimumFOp {
    #[operand]
    lhs: FloatLike,
    #[operand]
    rhs: FloatLike,
    #[attr(default = FastMathFlags::NONE)]
    fastmath: FastMathFlagsAttr,
    #[result]
    result: FloatLike,
}

/// Floating-point minimum that ignores a NaN operand.
///
/// When exactly one operand is NaN the other is the result; when both are,
/// the result is NaN.
#[op(
    dialect = Arith,
    name = "minnumf",
    traits = [
        Pure,
        Commutative,
        SameOperandsAndResultType,
        Elementwise,
        Scalarizable,
        Vectorizable,
        Tensorizable,
        InferTypeOpInterfaceTrait,
    ],
    interfaces = [ArithFastMathInterface = HasFastMath, InferTypeOpInterface = SAME_AS_LHS]
)]
pub struct MinNumFOp {
    #[operand]
    lhs: FloatLike,
    #[operand]
    rhs: FloatLike,
    #[attr(default = FastMathFlags::NONE)]
    fastmath: FastMathFlagsAttr,
    #[result]
    result: FloatLike,
}

/// Floating-point negation.
///
/// Flips the sign bit, NaN and zero included.
#[op(
    dialect = Arith,
    name = "negf",
    traits = [
        Pure,
        SameOperandsAndResultType,
        Elementwise,
        Scalarizable,
        Vectorizable,
        Tensorizable,
        InferTypeOpInterfaceTrait,
    ],
    interfaces = [ArithFastMathInterface = HasFastMath, InferTypeOpInterface = SAME_AS_LHS]
)]
pub struct NegFOp {
    #[operand]
    operand: FloatLike,
    #[attr(default = FastMathFlags::NONE)]
    fastmath: FastMathFlagsAttr,
    #[result]
    result: FloatLike,
}
