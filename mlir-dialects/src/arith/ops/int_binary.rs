//! The integer binary ops without enum attributes: division and remainder
//! (`divsi`, `divui`, `ceildivsi`, `ceildivui`, `floordivsi`, `remsi`,
//! `remui`), the bitwise ops (`andi`, `ori`, `xori`), minimum and maximum
//! (`maxsi`, `maxui`, `minsi`, `minui`) and the right shifts (`shrsi`,
//! `shrui`). All take two operands and give a result of one
//! signless-integer-like type, applied element by element to vectors and
//! tensors; the result type is inferred from the left operand.
//!
//! Upstream's `InferIntRangeInterface`, `VectorUnrollOpInterface` and the
//! custom `ConditionallySpeculatable` of the divisions have no counterpart
//! in the core yet; they verify nothing.

use mlir_core::constraints::{SignlessIntegerLike, UnitAttr};
use mlir_core::interfaces::infer_type::{InferTypeOpInterface, InferTypeOpInterfaceTrait};
use mlir_core::traits::{
    Commutative, Elementwise, Idempotent, NoMemoryEffect, Pure, SameOperandsAndResultType,
    Scalarizable, Tensorizable, Vectorizable,
};
use mlir_derive::op;

use super::super::Arith;
use super::super::models::SAME_AS_LHS;

/// Signed integer division, rounding toward positive infinity.
///
/// Division by zero and the overflowing `MIN / -1` are undefined behaviour, so the op has no memory
/// effect but is not always speculatable.
#[op(
    dialect = Arith,
    name = "ceildivsi",
    traits = [
        SameOperandsAndResultType,
        NoMemoryEffect,
        Elementwise,
        Scalarizable,
        Vectorizable,
        Tensorizable,
        InferTypeOpInterfaceTrait,
    ],
    interfaces = [InferTypeOpInterface = SAME_AS_LHS]
)]
pub struct CeilDivSIOp {
    #[operand]
    lhs: SignlessIntegerLike,
    #[operand]
    rhs: SignlessIntegerLike,
    #[result]
    result: SignlessIntegerLike,
}

/// Unsigned integer division, rounding toward positive infinity.
///
/// Division by zero is undefined behaviour, so the op has no memory effect but is not always
/// speculatable.
#[op(
    dialect = Arith,
    name = "ceildivui",
    traits = [
        SameOperandsAndResultType,
        NoMemoryEffect,
        Elementwise,
        Scalarizable,
        Vectorizable,
        Tensorizable,
        InferTypeOpInterfaceTrait,
    ],
    interfaces = [InferTypeOpInterface = SAME_AS_LHS]
)]
pub struct CeilDivUIOp {
    #[operand]
    lhs: SignlessIntegerLike,
    #[operand]
    rhs: SignlessIntegerLike,
    #[result]
    result: SignlessIntegerLike,
}

/// Signed integer division, rounding toward zero.
///
/// Division by zero and the overflowing `MIN / -1` are undefined behaviour. With `isExact`, a
/// division that leaves a remainder gives poison.
#[op(
    dialect = Arith,
    name = "divsi",
    traits = [
        SameOperandsAndResultType,
        NoMemoryEffect,
        Elementwise,
        Scalarizable,
        Vectorizable,
        Tensorizable,
        InferTypeOpInterfaceTrait,
    ],
    interfaces = [InferTypeOpInterface = SAME_AS_LHS]
)]
pub struct DivSIOp {
    #[operand]
    lhs: SignlessIntegerLike,
    #[operand]
    rhs: SignlessIntegerLike,
    #[attr(rename = "isExact")]
    is_exact: Option<UnitAttr>,
    #[result]
    result: SignlessIntegerLike,
}

/// Unsigned integer division, rounding toward zero.
///
/// Division by zero is undefined behaviour. With `isExact`, a division that leaves a remainder
/// gives poison.
#[op(
    dialect = Arith,
    name = "divui",
    traits = [
        SameOperandsAndResultType,
        NoMemoryEffect,
        Elementwise,
        Scalarizable,
        Vectorizable,
        Tensorizable,
        InferTypeOpInterfaceTrait,
    ],
    interfaces = [InferTypeOpInterface = SAME_AS_LHS]
)]
pub struct DivUIOp {
    #[operand]
    lhs: SignlessIntegerLike,
    #[operand]
    rhs: SignlessIntegerLike,
    #[attr(rename = "isExact")]
    is_exact: Option<UnitAttr>,
    #[result]
    result: SignlessIntegerLike,
}

/// Signed integer division, rounding toward negative infinity.
///
/// Operands and result share one signless-integer-like type.
#[op(
    dialect = Arith,
    name = "floordivsi",
    traits = [
        Pure,
        SameOperandsAndResultType,
        Elementwise,
        Scalarizable,
        Vectorizable,
        Tensorizable,
        InferTypeOpInterfaceTrait,
    ],
    interfaces = [InferTypeOpInterface = SAME_AS_LHS]
)]
pub struct FloorDivSIOp {
    #[operand]
    lhs: SignlessIntegerLike,
    #[operand]
    rhs: SignlessIntegerLike,
    #[result]
    result: SignlessIntegerLike,
}

/// Signed integer remainder.
///
/// The result has the sign of the dividend; a zero divisor is undefined behaviour.
#[op(
    dialect = Arith,
    name = "remsi",
    traits = [
        Pure,
        SameOperandsAndResultType,
        Elementwise,
        Scalarizable,
        Vectorizable,
        Tensorizable,
        InferTypeOpInterfaceTrait,
    ],
    interfaces = [InferTypeOpInterface = SAME_AS_LHS]
)]
pub struct RemSIOp {
    #[operand]
    lhs: SignlessIntegerLike,
    #[operand]
    rhs: SignlessIntegerLike,
    #[result]
    result: SignlessIntegerLike,
}

/// Unsigned integer remainder.
///
/// A zero divisor is undefined behaviour.
#[op(
    dialect = Arith,
    name = "remui",
    traits = [
        Pure,
        SameOperandsAndResultType,
        Elementwise,
        Scalarizable,
        Vectorizable,
        Tensorizable,
        InferTypeOpInterfaceTrait,
    ],
    interfaces = [InferTypeOpInterface = SAME_AS_LHS]
)]
pub struct RemUIOp {
    #[operand]
    lhs: SignlessIntegerLike,
    #[operand]
    rhs: SignlessIntegerLike,
    #[result]
    result: SignlessIntegerLike,
}

/// Bitwise and.
///
/// Operands and result share one signless-integer-like type.
#[op(
    dialect = Arith,
    name = "andi",
    traits = [
        Commutative,
        Idempotent,
        Pure,
        SameOperandsAndResultType,
        Elementwise,
        Scalarizable,
        Vectorizable,
        Tensorizable,
        InferTypeOpInterfaceTrait,
    ],
    interfaces = [InferTypeOpInterface = SAME_AS_LHS]
)]
pub struct AndIOp {
    #[operand]
    lhs: SignlessIntegerLike,
    #[operand]
    rhs: SignlessIntegerLike,
    #[result]
    result: SignlessIntegerLike,
}

/// Bitwise or.
///
/// Operands and result share one signless-integer-like type.
#[op(
    dialect = Arith,
    name = "ori",
    traits = [
        Commutative,
        Idempotent,
        Pure,
        SameOperandsAndResultType,
        Elementwise,
        Scalarizable,
        Vectorizable,
        Tensorizable,
        InferTypeOpInterfaceTrait,
    ],
    interfaces = [InferTypeOpInterface = SAME_AS_LHS]
)]
pub struct OrIOp {
    #[operand]
    lhs: SignlessIntegerLike,
    #[operand]
    rhs: SignlessIntegerLike,
    #[result]
    result: SignlessIntegerLike,
}

/// Bitwise exclusive or.
///
/// Operands and result share one signless-integer-like type.
#[op(
    dialect = Arith,
    name = "xori",
    traits = [
        Commutative,
        Pure,
        SameOperandsAndResultType,
        Elementwise,
        Scalarizable,
        Vectorizable,
        Tensorizable,
        InferTypeOpInterfaceTrait,
    ],
    interfaces = [InferTypeOpInterface = SAME_AS_LHS]
)]
pub struct XOrIOp {
    #[operand]
    lhs: SignlessIntegerLike,
    #[operand]
    rhs: SignlessIntegerLike,
    #[result]
    result: SignlessIntegerLike,
}

/// Signed integer maximum.
///
/// Operands and result share one signless-integer-like type.
#[op(
    dialect = Arith,
    name = "maxsi",
    traits = [
        Commutative,
        Pure,
        SameOperandsAndResultType,
        Elementwise,
        Scalarizable,
        Vectorizable,
        Tensorizable,
        InferTypeOpInterfaceTrait,
    ],
    interfaces = [InferTypeOpInterface = SAME_AS_LHS]
)]
pub struct MaxSIOp {
    #[operand]
    lhs: SignlessIntegerLike,
    #[operand]
    rhs: SignlessIntegerLike,
    #[result]
    result: SignlessIntegerLike,
}

/// Unsigned integer maximum.
///
/// Operands and result share one signless-integer-like type.
#[op(
    dialect = Arith,
    name = "maxui",
    traits = [
        Commutative,
        Pure,
        SameOperandsAndResultType,
        Elementwise,
        Scalarizable,
        Vectorizable,
        Tensorizable,
        InferTypeOpInterfaceTrait,
    ],
    interfaces = [InferTypeOpInterface = SAME_AS_LHS]
)]
pub struct MaxUIOp {
    #[operand]
    lhs: SignlessIntegerLike,
    #[operand]
    rhs: SignlessIntegerLike,
    #[result]
    result: SignlessIntegerLike,
}

/// Signed integer minimum.
///
/// Operands and result share one signless-integer-like type.
#[op(
    dialect = Arith,
    name = "minsi",
    traits = [
        Commutative,
        Pure,
        SameOperandsAndResultType,
        Elementwise,
        Scalarizable,
        Vectorizable,
        Tensorizable,
        InferTypeOpInterfaceTrait,
    ],
    interfaces = [InferTypeOpInterface = SAME_AS_LHS]
)]
pub struct MinSIOp {
    #[operand]
    lhs: SignlessIntegerLike,
    #[operand]
    rhs: SignlessIntegerLike,
    #[result]
    result: SignlessIntegerLike,
}

/// Unsigned integer minimum.
///
/// Operands and result share one signless-integer-like type.
#[op(
    dialect = Arith,
    name = "minui",
    traits = [
        Commutative,
        Pure,
        SameOperandsAndResultType,
        Elementwise,
        Scalarizable,
        Vectorizable,
        Tensorizable,
        InferTypeOpInterfaceTrait,
    ],
    interfaces = [InferTypeOpInterface = SAME_AS_LHS]
)]
pub struct MinUIOp {
    #[operand]
    lhs: SignlessIntegerLike,
    #[operand]
    rhs: SignlessIntegerLike,
    #[result]
    result: SignlessIntegerLike,
}

/// Arithmetic (sign-filling) shift right.
///
/// Shifting by the bit width or more gives poison. With `isExact`, shifting out a set bit gives
/// poison.
#[op(
    dialect = Arith,
    name = "shrsi",
    traits = [
        Pure,
        SameOperandsAndResultType,
        Elementwise,
        Scalarizable,
        Vectorizable,
        Tensorizable,
        InferTypeOpInterfaceTrait,
    ],
    interfaces = [InferTypeOpInterface = SAME_AS_LHS]
)]
pub struct ShRSIOp {
    #[operand]
    lhs: SignlessIntegerLike,
    #[operand]
    rhs: SignlessIntegerLike,
    #[attr(rename = "isExact")]
    is_exact: Option<UnitAttr>,
    #[result]
    result: SignlessIntegerLike,
}

/// Logical (zero-filling) shift right.
///
/// Shifting by the bit width or more gives poison. With `isExact`, shifting out a set bit gives
/// poison.
#[op(
    dialect = Arith,
    name = "shrui",
    traits = [
        Pure,
        SameOperandsAndResultType,
        Elementwise,
        Scalarizable,
        Vectorizable,
        Tensorizable,
        InferTypeOpInterfaceTrait,
    ],
    interfaces = [InferTypeOpInterface = SAME_AS_LHS]
)]
pub struct ShRUIOp {
    #[operand]
    lhs: SignlessIntegerLike,
    #[operand]
    rhs: SignlessIntegerLike,
    #[attr(rename = "isExact")]
    is_exact: Option<UnitAttr>,
    #[result]
    result: SignlessIntegerLike,
}
