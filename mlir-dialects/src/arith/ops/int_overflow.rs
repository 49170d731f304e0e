//! The integer binary ops with overflow flags: `addi`, `subi`, `muli` and
//! `shli`. Like the other integer binary ops they take two operands and
//! give a result of one signless-integer-like type, element by element,
//! the result type inferred from the left operand; the `overflowFlags`
//! property (`#arith.overflow<nsw, nuw>`) says which wrapping gives
//! poison. It defaults to `#arith.overflow<none>`, which every op carries
//! once created (the generic form prints it).
//!
//! Upstream's `InferIntRangeInterface` and `VectorUnrollOpInterface` have
//! no counterpart in the core yet; they verify nothing.

use mlir_core::constraints::SignlessIntegerLike;
use mlir_core::interfaces::infer_type::{InferTypeOpInterface, InferTypeOpInterfaceTrait};
use mlir_core::interfaces::op_asm::OpAsmOpInterface;
use mlir_core::traits::{
    Commutative, Elementwise, Pure, SameOperandsAndResultType, Scalarizable, Tensorizable,
    Vectorizable,
};
use mlir_derive::op;

use super::super::Arith;
use super::super::enums::{IntegerOverflowFlags, IntegerOverflowFlagsAttr};
use super::super::interfaces::ArithIntegerOverflowFlagsInterface;
use super::super::models::{HasOverflowFlags, SAME_AS_LHS, VscaleProductNames};

/// Integer addition, wrapping around on overflow.
///
/// With `nsw` or `nuw` in the overflow flags, a signed or unsigned
/// overflow gives poison instead.
#[op(
    dialect = Arith,
    name = "addi",
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
    interfaces = [
        ArithIntegerOverflowFlagsInterface = HasOverflowFlags,
        InferTypeOpInterface = SAME_AS_LHS,
    ]
)]
pub struct AddIOp {
    #[operand]
    lhs: SignlessIntegerLike,
    #[operand]
    rhs: SignlessIntegerLike,
    #[attr(rename = "overflowFlags", default = IntegerOverflowFlags::NONE)]
    overflow_flags: IntegerOverflowFlagsAttr,
    #[result]
    result: SignlessIntegerLike,
}

/// Integer subtraction, wrapping around on overflow.
///
/// With `nsw` or `nuw` in the overflow flags, a signed or unsigned
/// overflow gives poison instead.
#[op(
    dialect = Arith,
    name = "subi",
    traits = [
        Pure,
        SameOperandsAndResultType,
        Elementwise,
        Scalarizable,
        Vectorizable,
        Tensorizable,
        InferTypeOpInterfaceTrait,
    ],
    interfaces = [
        ArithIntegerOverflowFlagsInterface = HasOverflowFlags,
        InferTypeOpInterface = SAME_AS_LHS,
    ]
)]
pub struct SubIOp {
    #[operand]
    lhs: SignlessIntegerLike,
    #[operand]
    rhs: SignlessIntegerLike,
    #[attr(rename = "overflowFlags", default = IntegerOverflowFlags::NONE)]
    overflow_flags: IntegerOverflowFlagsAttr,
    #[result]
    result: SignlessIntegerLike,
}

/// Integer multiplication, keeping the low half of the product.
///
/// With `nsw` or `nuw` in the overflow flags, a product that does not fit
/// (signed or unsigned) gives poison. An `index` product of a constant and
/// `vector.vscale` is named after them (`%c4_vscale`).
#[op(
    dialect = Arith,
    name = "muli",
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
    interfaces = [
        OpAsmOpInterface = VscaleProductNames,
        ArithIntegerOverflowFlagsInterface = HasOverflowFlags,
        InferTypeOpInterface = SAME_AS_LHS,
    ]
)]
pub struct MulIOp {
    #[operand]
    lhs: SignlessIntegerLike,
    #[operand]
    rhs: SignlessIntegerLike,
    #[attr(rename = "overflowFlags", default = IntegerOverflowFlags::NONE)]
    overflow_flags: IntegerOverflowFlagsAttr,
    #[result]
    result: SignlessIntegerLike,
}

/// Shift left, filling with zeros.
///
/// Shifting by the bit width or more gives poison; with `nsw` or `nuw`,
/// so does shifting out bits that change the signed or unsigned value.
#[op(
    dialect = Arith,
    name = "shli",
    traits = [
        Pure,
        SameOperandsAndResultType,
        Elementwise,
        Scalarizable,
        Vectorizable,
        Tensorizable,
        InferTypeOpInterfaceTrait,
    ],
    interfaces = [
        ArithIntegerOverflowFlagsInterface = HasOverflowFlags,
        InferTypeOpInterface = SAME_AS_LHS,
    ]
)]
pub struct ShLIOp {
    #[operand]
    lhs: SignlessIntegerLike,
    #[operand]
    rhs: SignlessIntegerLike,
    #[attr(rename = "overflowFlags", default = IntegerOverflowFlags::NONE)]
    overflow_flags: IntegerOverflowFlagsAttr,
    #[result]
    result: SignlessIntegerLike,
}
