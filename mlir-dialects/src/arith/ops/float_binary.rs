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
use mlir_core::core_interfaces::infer_type::{
    InferTypeOpInterfaceModel, InferTypeOpInterfaceTrait,
};
use mlir_core::traits::{
    Commutative, Elementwise, Pure, SameOperandsAndResultType, Scalarizable, Tensorizable,
    Vectorizable,
};
use mlir_derive::op;

use super::super::Arith;
use super::super::enums::{FastMathFlags, FastMathFlagsAttr};
use super::super::interfaces::ArithFastMathInterface;
use super::super::models::{HasFastMath, SAME_AS_LHS};

/// Declares one floating-point op (ODS's `Arith_FloatBinaryOp` and
/// `Arith_FloatUnaryOp`): `operands` and a result of one float-like type,
/// element by element, the result type inferred from the first operand, and
/// the `fastmath` flags (default `#arith.fastmath<none>`); `markers` are the
/// op's flag traits (they verify nothing, so their place does not matter).
macro_rules! float_op {
    (
        $(#[$doc:meta])*
        $name:ident = $mnemonic:literal, operands = [operand],
        markers = [$($marker:ident),*]
    ) => {
        float_op! {
            @op $(#[$doc])* $name = $mnemonic, operands = [operand], markers = [$($marker),*],
            format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"
        }
    };
    (
        $(#[$doc:meta])*
        $name:ident = $mnemonic:literal, operands = [lhs, rhs],
        markers = [$($marker:ident),*]
    ) => {
        float_op! {
            @op $(#[$doc])* $name = $mnemonic, operands = [lhs, rhs], markers = [$($marker),*],
            format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"
        }
    };
    (
        @op $(#[$doc:meta])*
        $name:ident = $mnemonic:literal, operands = [$($operand:ident),+],
        markers = [$($marker:ident),*], format = $format:literal
    ) => {
        $(#[$doc])*
        #[op(
            dialect = Arith,
            name = $mnemonic,
            format = $format,
            traits = [
                $($marker,)*
                SameOperandsAndResultType,
                Elementwise,
                Scalarizable,
                Vectorizable,
                Tensorizable,
                InferTypeOpInterfaceTrait,
            ],
            interfaces = [ArithFastMathInterface = HasFastMath, InferTypeOpInterfaceModel = SAME_AS_LHS]
        )]
        pub struct $name {
            $(#[operand] $operand: FloatLike,)+
            #[attr(default = FastMathFlags::NONE, value = FastMathFlags)]
            fastmath: FastMathFlagsAttr,
            #[result]
            result: FloatLike,
        }
    };
}

float_op! {
    /// Floating-point addition.
    ///
    /// The sum is rounded to nearest, ties to even; the fast-math flags allow
    /// transformations that may change the result.
    AddFOp = "addf", operands = [lhs, rhs], markers = [Pure, Commutative]
}

float_op! {
    /// Floating-point subtraction.
    ///
    /// The difference is rounded to nearest, ties to even; the fast-math flags
    /// allow transformations that may change the result.
    SubFOp = "subf", operands = [lhs, rhs], markers = [Pure]
}

float_op! {
    /// Floating-point multiplication.
    ///
    /// The product is rounded to nearest, ties to even; the fast-math flags
    /// allow transformations that may change the result.
    MulFOp = "mulf", operands = [lhs, rhs], markers = [Pure, Commutative]
}

float_op! {
    /// Floating-point division.
    ///
    /// The quotient is rounded to nearest, ties to even; the fast-math flags
    /// allow transformations that may change the result.
    DivFOp = "divf", operands = [lhs, rhs], markers = [Pure]
}

float_op! {
    /// Floating-point remainder of a division truncated toward zero.
    ///
    /// The result has the sign of the dividend, as C's `fmod`.
    RemFOp = "remf", operands = [lhs, rhs], markers = [Pure]
}

float_op! {
    /// Floating-point maximum that propagates NaN.
    ///
    /// A NaN operand gives NaN; `+0.0` counts as greater than `-0.0`.
    MaximumFOp = "maximumf", operands = [lhs, rhs], markers = [Pure, Commutative]
}

float_op! {
    /// Floating-point maximum that ignores a NaN operand.
    ///
    /// When exactly one operand is NaN the other is the result; when both are,
    /// the result is NaN.
    MaxNumFOp = "maxnumf", operands = [lhs, rhs], markers = [Pure, Commutative]
}

float_op! {
    /// Floating-point minimum that propagates NaN.
    ///
    /// A NaN operand gives NaN; `-0.0` counts as less than `+0.0`.
    MinimumFOp = "minimumf", operands = [lhs, rhs], markers = [Pure, Commutative]
}

float_op! {
    /// Floating-point minimum that ignores a NaN operand.
    ///
    /// When exactly one operand is NaN the other is the result; when both are,
    /// the result is NaN.
    MinNumFOp = "minnumf", operands = [lhs, rhs], markers = [Pure, Commutative]
}

float_op! {
    /// Floating-point negation.
    ///
    /// Flips the sign bit, NaN and zero included.
    NegFOp = "negf", operands = [operand], markers = [Pure]
}
