//! The integer binary ops without enum attributes: division and remainder
//! (`divsi`, `divui`, `ceildivsi`, `ceildivui`, `floordivsi`, `remsi`,
//! `remui`), the bitwise ops (`andi`, `ori`, `xori`), minimum and maximum
//! (`maxsi`, `maxui`, `minsi`, `minui`) and the right shifts (`shrsi`,
//! `shrui`). All take two operands and give a result of one
//! signless-integer-like type, applied element by element to vectors and
//! tensors; the result type is inferred from the left operand.
//!
//! `divui`, `divsi`, `ceildivui` and `ceildivsi` are `ConditionallySpeculatable`
//! through `speculation.rs`'s models (`floordivsi`, `remsi` and `remui` are
//! `Pure`, as upstream). Each bounds its result through
//! `InferIntRangeInterface` (`int_range.rs`). Upstream's
//! `VectorUnrollOpInterface` has no counterpart in the core yet; it verifies
//! nothing.

use mlir_core::definitions::interfaces::infer_int_range::InferIntRangeInterfaceModel;
use mlir_core::definitions::interfaces::infer_type::{
    InferTypeOpInterfaceModel, InferTypeOpInterfaceTrait,
};
use mlir_core::definitions::interfaces::int_range_combinators::{
    infer_and, infer_ceil_div_s, infer_ceil_div_u, infer_div_s, infer_div_u, infer_floor_div_s,
    infer_max_s, infer_max_u, infer_min_s, infer_min_u, infer_or, infer_rem_s, infer_rem_u,
    infer_shr_s, infer_shr_u, infer_xor,
};
use mlir_core::definitions::interfaces::speculatable::ConditionallySpeculatableModel;
use mlir_core::semantics::constraints::{SignlessIntegerLike, UnitAttr};
use mlir_core::semantics::traits::{
    Commutative, Elementwise, Idempotent, NoMemoryEffect, Pure, SameOperandsAndResultType,
    Scalarizable, Tensorizable, Vectorizable,
};
use mlir_derive::op;

use super::super::Arith;
use super::super::canonicalize::*;
use super::super::int_range::IntRange;
use super::super::models::SAME_AS_LHS;
use crate::division_speculation::{SignedDivision, UnsignedDivision};

/// Declares one integer binary op (ODS's `Arith_IntBinaryOp`): operands
/// `lhs` and `rhs` and a result of one signless-integer-like type, applied
/// element by element, the result type inferred from `lhs`; `markers` are
/// the op's flag traits (they verify nothing, so their place in the list
/// does not matter), `exact` adds the `isExact` flag.
macro_rules! int_binary_op {
    (
        $(#[$doc:meta])*
        $name:ident = $mnemonic:literal, $(canonicalize = [$($pattern:path),* $(,)?],)?
        markers = [$($marker:ident),*], range: $range:ident
        $(, speculation: $spec:ident)?
    ) => {
        int_binary_op! {
            @op {$(canonicalize = [$($pattern),*],)?} $(#[$doc])* $name = $mnemonic,
            markers = [$($marker),*], range: $range,
            format = "$lhs `,` $rhs attr-dict `:` type($result)"
            $(, speculation: $spec)?
        }
    };
    (
        $(#[$doc:meta])*
        $name:ident = $mnemonic:literal, markers = [$($marker:ident),*], range: $range:ident,
        exact: $exact:ident
        $(, speculation: $spec:ident)?
    ) => {
        int_binary_op! {
            @op {} $(#[$doc])* $name = $mnemonic, markers = [$($marker),*], range: $range,
            format = "$lhs `,` $rhs (`exact` $isExact^)? attr-dict `:` type($result)",
            exact: $exact
            $(, speculation: $spec)?
        }
    };
    (
        @op {$($canonicalize:tt)*} $(#[$doc:meta])*
        $name:ident = $mnemonic:literal, markers = [$($marker:ident),*], range: $range:ident,
        format = $format:literal
        $(, exact: $exact:ident)?
        $(, speculation: $spec:ident)?
    ) => {
        $(#[$doc])*
        #[op(
            dialect = Arith,
            name = $mnemonic,
            fold,
            $($canonicalize)*
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
            interfaces = [
                InferTypeOpInterfaceModel = SAME_AS_LHS,
                InferIntRangeInterfaceModel = IntRange($range)
                $(, ConditionallySpeculatableModel = $spec)?
            ]
        )]
        pub struct $name {
            #[operand]
            lhs: SignlessIntegerLike,
            #[operand]
            rhs: SignlessIntegerLike,
            $(#[attr(rename = "isExact")] $exact: Option<UnitAttr>,)?
            #[result]
            result: SignlessIntegerLike,
        }
    };
}

int_binary_op! {
    /// Signed integer division, rounding toward positive infinity.
    ///
    /// Division by zero and the overflowing `MIN / -1` are undefined behaviour, so the op has no memory
    /// effect but is not always speculatable.
    CeilDivSIOp = "ceildivsi", markers = [NoMemoryEffect], range: infer_ceil_div_s, speculation: SignedDivision
}

int_binary_op! {
    /// Unsigned integer division, rounding toward positive infinity.
    ///
    /// Division by zero is undefined behaviour, so the op has no memory effect but is not always
    /// speculatable.
    CeilDivUIOp = "ceildivui", markers = [NoMemoryEffect], range: infer_ceil_div_u, speculation: UnsignedDivision
}

int_binary_op! {
    /// Signed integer division, rounding toward zero.
    ///
    /// Division by zero and the overflowing `MIN / -1` are undefined behaviour. With `isExact`, a
    /// division that leaves a remainder gives poison.
    DivSIOp = "divsi", markers = [NoMemoryEffect], range: infer_div_s, exact: is_exact, speculation: SignedDivision
}

int_binary_op! {
    /// Unsigned integer division, rounding toward zero.
    ///
    /// Division by zero is undefined behaviour. With `isExact`, a division that leaves a remainder
    /// gives poison.
    DivUIOp = "divui", markers = [NoMemoryEffect], range: infer_div_u, exact: is_exact, speculation: UnsignedDivision
}

int_binary_op! {
    /// Signed integer division, rounding toward negative infinity.
    ///
    /// Operands and result share one signless-integer-like type.
    FloorDivSIOp = "floordivsi", markers = [Pure], range: infer_floor_div_s
}

int_binary_op! {
    /// Signed integer remainder.
    ///
    /// The result has the sign of the dividend; a zero divisor is undefined behaviour.
    RemSIOp = "remsi", markers = [Pure], range: infer_rem_s
}

int_binary_op! {
    /// Unsigned integer remainder.
    ///
    /// A zero divisor is undefined behaviour.
    RemUIOp = "remui", markers = [Pure], range: infer_rem_u
}

int_binary_op! {
    /// Bitwise and.
    ///
    /// Operands and result share one signless-integer-like type.
    AndIOp = "andi", canonicalize = [AndOfExtUI, AndOfExtSI], markers = [Commutative, Idempotent, Pure], range: infer_and
}

int_binary_op! {
    /// Bitwise or.
    ///
    /// Operands and result share one signless-integer-like type.
    OrIOp = "ori", canonicalize = [OrOfExtUI, OrOfExtSI], markers = [Commutative, Idempotent, Pure], range: infer_or
}

int_binary_op! {
    /// Bitwise exclusive or.
    ///
    /// Operands and result share one signless-integer-like type.
    XOrIOp = "xori", canonicalize = [XOrINotCmpI, XOrIOfExtUI, XOrIOfExtSI], markers = [Commutative, Pure], range: infer_xor
}

int_binary_op! {
    /// Signed integer maximum.
    ///
    /// Operands and result share one signless-integer-like type.
    MaxSIOp = "maxsi", markers = [Commutative, Pure], range: infer_max_s
}

int_binary_op! {
    /// Unsigned integer maximum.
    ///
    /// Operands and result share one signless-integer-like type.
    MaxUIOp = "maxui", markers = [Commutative, Pure], range: infer_max_u
}

int_binary_op! {
    /// Signed integer minimum.
    ///
    /// Operands and result share one signless-integer-like type.
    MinSIOp = "minsi", markers = [Commutative, Pure], range: infer_min_s
}

int_binary_op! {
    /// Unsigned integer minimum.
    ///
    /// Operands and result share one signless-integer-like type.
    MinUIOp = "minui", markers = [Commutative, Pure], range: infer_min_u
}

int_binary_op! {
    /// Arithmetic (sign-filling) shift right.
    ///
    /// Shifting by the bit width or more gives poison. With `isExact`, shifting out a set bit gives
    /// poison.
    ShRSIOp = "shrsi", markers = [Pure], range: infer_shr_s, exact: is_exact
}

int_binary_op! {
    /// Logical (zero-filling) shift right.
    ///
    /// Shifting by the bit width or more gives poison. With `isExact`, shifting out a set bit gives
    /// poison.
    ShRUIOp = "shrui", markers = [Pure], range: infer_shr_u, exact: is_exact
}
