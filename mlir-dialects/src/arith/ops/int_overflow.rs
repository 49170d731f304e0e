//! The integer binary ops with overflow flags: `addi`, `subi`, `muli` and
//! `shli`. Like the other integer binary ops they take two operands and
//! give a result of one signless-integer-like type, element by element,
//! the result type inferred from the left operand; the `overflowFlags`
//! property (`#arith.overflow<nsw, nuw>`) says which wrapping gives
//! poison. It defaults to `#arith.overflow<none>`, which every op carries
//! once created (the generic form prints it).
//!
//! Each bounds its result through `InferIntRangeInterface` with its flags
//! (`int_range.rs`). Upstream's `VectorUnrollOpInterface` has no
//! counterpart in the core yet; it verifies nothing.

use mlir_core::definitions::interfaces::infer_int_range::InferIntRangeInterfaceModel;
use mlir_core::definitions::interfaces::infer_type::{
    InferTypeOpInterfaceModel, InferTypeOpInterfaceTrait,
};
use mlir_core::definitions::interfaces::int_range_combinators::{
    infer_add, infer_mul, infer_shl, infer_sub,
};
use mlir_core::definitions::interfaces::op_asm::OpAsmOpInterfaceModel;
use mlir_core::semantics::constraints::SignlessIntegerLike;
use mlir_core::semantics::traits::{
    Commutative, Elementwise, Pure, SameOperandsAndResultType, Scalarizable, Tensorizable,
    Vectorizable,
};
use mlir_derive::op;

use super::super::Arith;
use super::super::canonicalize::*;
use super::super::enums::{IntegerOverflowFlags, IntegerOverflowFlagsAttr};
use super::super::int_range::IntRangeWithFlags;
use super::super::interfaces::ArithIntegerOverflowFlagsInterface;
use super::super::models::{HasOverflowFlags, SAME_AS_LHS, VscaleProductNames};

/// Declares one integer binary op with overflow flags (ODS's
/// `Arith_IntBinaryOpWithOverflowFlags`): `lhs`, `rhs` and a result of one
/// signless-integer-like type, the result type inferred from `lhs`, and
/// `overflowFlags` (default `#arith.overflow<none>`); `markers` are the
/// op's flag traits, then any further `Interface = MODEL`.
macro_rules! overflow_op {
    (
        $(#[$doc:meta])*
        $name:ident = $mnemonic:literal, $(canonicalize = [$($pattern:path),* $(,)?],)?
        markers = [$($marker:ident),*]
        $(, $interface:ident = $model:expr)*
    ) => {
        $(#[$doc])*
        #[op(
            dialect = Arith,
            name = $mnemonic,
            fold,
            $(canonicalize = [$($pattern),*],)?
            format = "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)",
            traits = [
                $($marker,)*
                SameOperandsAndResultType,
                Elementwise,
                Scalarizable,
                Vectorizable,
                Tensorizable,
                InferTypeOpInterfaceTrait,
            ],
            interfaces = [
                dyn ArithIntegerOverflowFlagsInterface = HasOverflowFlags,
                InferTypeOpInterfaceModel = SAME_AS_LHS,
                $($interface = $model,)*
            ]
        )]
        pub struct $name {
            #[operand]
            lhs: SignlessIntegerLike,
            #[operand]
            rhs: SignlessIntegerLike,
            #[attr(rename = "overflowFlags", default = IntegerOverflowFlags::NONE, value = IntegerOverflowFlags)]
            overflow_flags: IntegerOverflowFlagsAttr,
            #[result]
            result: SignlessIntegerLike,
        }
    };
}

overflow_op! {
    /// Integer addition, wrapping around on overflow.
    ///
    /// With `nsw` or `nuw` in the overflow flags, a signed or unsigned
    /// overflow gives poison instead.
    AddIOp = "addi",
    canonicalize = [
        AddIAddConstant,
        AddISubConstantRHS,
        AddISubConstantLHS,
        AddIMulNegativeOneRhs,
        AddIMulNegativeOneLhs,
    ],
    markers = [Commutative, Pure],
    InferIntRangeInterfaceModel = IntRangeWithFlags(infer_add)
}

overflow_op! {
    /// Integer subtraction, wrapping around on overflow.
    ///
    /// With `nsw` or `nuw` in the overflow flags, a signed or unsigned
    /// overflow gives poison instead.
    SubIOp = "subi",
    canonicalize = [
        SubIRHSAddConstant,
        SubILHSAddConstant,
        SubIRHSSubConstantRHS,
        SubIRHSSubConstantLHS,
        SubILHSSubConstantRHS,
        SubILHSSubConstantLHS,
        SubISubILHSRHSLHS,
    ],
    markers = [Pure],
    InferIntRangeInterfaceModel = IntRangeWithFlags(infer_sub)
}

overflow_op! {
    /// Integer multiplication, keeping the low half of the product.
    ///
    /// With `nsw` or `nuw` in the overflow flags, a product that does not fit
    /// (signed or unsigned) gives poison. An `index` product of a constant and
    /// `vector.vscale` is named after them (`%c4_vscale`).
    MulIOp = "muli", canonicalize = [MulIMulIConstant], markers = [Commutative, Pure],
    OpAsmOpInterfaceModel = VscaleProductNames,
    InferIntRangeInterfaceModel = IntRangeWithFlags(infer_mul)
}

overflow_op! {
    /// Shift left, filling with zeros.
    ///
    /// Shifting by the bit width or more gives poison; with `nsw` or `nuw`,
    /// so does shifting out bits that change the signed or unsigned value.
    ShLIOp = "shli", markers = [Pure],
    InferIntRangeInterfaceModel = IntRangeWithFlags(infer_shl)
}
