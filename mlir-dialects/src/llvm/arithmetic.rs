//! The LLVM dialect's binary arithmetic: the integer ops (`add`, `sub`,
//! `mul` and `shl` with overflow flags, `udiv`, `sdiv`, `lshr` and `ashr`
//! with `exact`, `or` with `disjoint`, and `urem`, `srem`, `and`, `xor`),
//! and the float ops (`fadd`, `fsub`, `fmul`, `fdiv`, `frem`, `fneg`)
//! with fast-math flags. Operands and result have one type: a signless
//! integer or float LLVM has, or an LLVM vector of them.
//!
//! The flags are written as upstream writes them: `overflow<nsw, nuw>`
//! after the operands (a property, `3 : i32` in the generic form),
//! `exact` and `disjoint` before them, and `fastmathFlags` in the
//! attribute dictionary unless `none`.

use mlir_core::definitions::interfaces::speculatable::ConditionallySpeculatableModel;
use mlir_core::semantics::constraints::UnitAttr;
use mlir_core::semantics::traits::{Commutative, NoMemoryEffect, Pure, SameOperandsAndResultType};
use mlir_derive::op;

use super::Llvm;
use super::arith_constraints::{FloatOrFloatVector, IntOrIntVector};
use super::arith_enums::{
    FastmathFlags, FastmathFlagsAttr, IntegerOverflowFlags, IntegerOverflowFlagsProp,
};
use crate::division_speculation::{SignedDivision, UnsignedDivision};

/// Declares an integer binary op with overflow flags (ODS's
/// `LLVM_IntArithmeticOpWithOverflowFlag`), with the hooks listed last
/// (`fold`).
macro_rules! overflow_op {
    ($(#[$doc:meta])* $name:ident = $mnemonic:literal, traits = [$($t:ident),*] $(, $hook:ident)*) => {
        $(#[$doc])*
        #[op(
            dialect = Llvm,
            name = $mnemonic,
            format = "$lhs `,` $rhs ($overflowFlags^)? attr-dict `:` type($res)",
            traits = [SameOperandsAndResultType, NoMemoryEffect, $($t),*]
            $(, $hook)*
        )]
        pub struct $name {
            #[operand]
            lhs: IntOrIntVector,
            #[operand]
            rhs: IntOrIntVector,
            #[attr(
                rename = "overflowFlags",
                default = IntegerOverflowFlags::NONE,
                value = IntegerOverflowFlags
            )]
            overflow_flags: IntegerOverflowFlagsProp,
            #[result]
            res: IntOrIntVector,
        }
    };
}

/// Declares an integer binary op with a unit flag written before the
/// operands (ODS's `LLVM_IntArithmeticOpWithExactFlag` and
/// `…WithDisjointFlag`), with the hooks listed last (`fold`).
macro_rules! flag_op {
    (
        $(#[$doc:meta])* $name:ident = $mnemonic:literal, $format:literal,
        $field:ident = $attr:literal, traits = [$($t:ident),*]
        $(, interfaces = [$($i:tt)*])? $(, hooks = [$($hook:ident),*])?
    ) => {
        $(#[$doc])*
        #[op(
            dialect = Llvm,
            name = $mnemonic,
            format = $format,
            traits = [SameOperandsAndResultType, NoMemoryEffect, $($t),*]
            $(, interfaces = [$($i)*])?
            $($(, $hook)*)?
        )]
        pub struct $name {
            #[operand]
            lhs: IntOrIntVector,
            #[operand]
            rhs: IntOrIntVector,
            #[attr(rename = $attr)]
            $field: Option<UnitAttr>,
            #[result]
            res: IntOrIntVector,
        }
    };
}

/// Declares an integer binary op without flags (ODS's
/// `LLVM_IntArithmeticOp`).
macro_rules! int_op {
    ($(#[$doc:meta])* $name:ident = $mnemonic:literal) => {
        $(#[$doc])*
        #[op(
            dialect = Llvm,
            name = $mnemonic,
            format = "$lhs `,` $rhs attr-dict `:` type($res)",
            traits = [SameOperandsAndResultType, NoMemoryEffect, Pure]
        )]
        pub struct $name {
            #[operand]
            lhs: IntOrIntVector,
            #[operand]
            rhs: IntOrIntVector,
            #[result]
            res: IntOrIntVector,
        }
    };
}

/// Declares a float binary op with fast-math flags (ODS's
/// `LLVM_FloatArithmeticOp`).
macro_rules! float_op {
    ($(#[$doc:meta])* $name:ident = $mnemonic:literal) => {
        $(#[$doc])*
        #[op(
            dialect = Llvm,
            name = $mnemonic,
            format = "$lhs `,` $rhs attr-dict `:` type($res)",
            traits = [SameOperandsAndResultType, NoMemoryEffect, Pure]
        )]
        pub struct $name {
            #[operand]
            lhs: FloatOrFloatVector,
            #[operand]
            rhs: FloatOrFloatVector,
            #[attr(rename = "fastmathFlags", default = FastmathFlags::NONE, value = FastmathFlags)]
            fastmath_flags: FastmathFlagsAttr,
            #[result]
            res: FloatOrFloatVector,
        }
    };
}

overflow_op!(
    /// Integer addition, wrapping unless `nsw`/`nuw` make overflow poison.
    AddOp = "add", traits = [Commutative, Pure]
);
overflow_op!(
    /// Integer subtraction.
    SubOp = "sub", traits = [Pure]
);
overflow_op!(
    /// Integer multiplication.
    MulOp = "mul", traits = [Commutative, Pure]
);
overflow_op!(
    /// Shift left; a shift by the width or more is poison.
    ShlOp = "shl", traits = [Pure], fold
);
flag_op!(
    /// Unsigned division; `exact` makes a remainder poison. Speculatable
    /// only when the divisor is a known non-zero constant.
    UDivOp = "udiv", "(`exact` $isExact^)? $lhs `,` $rhs attr-dict `:` type($res)",
    is_exact = "isExact", traits = [],
    interfaces = [ConditionallySpeculatableModel = UnsignedDivision]
);
flag_op!(
    /// Signed division; `exact` makes a remainder poison. Speculatable
    /// only when the divisor is a known constant other than 0 and -1.
    SDivOp = "sdiv", "(`exact` $isExact^)? $lhs `,` $rhs attr-dict `:` type($res)",
    is_exact = "isExact", traits = [],
    interfaces = [ConditionallySpeculatableModel = SignedDivision]
);
flag_op!(
    /// Logical shift right; `exact` makes shifting out a set bit poison.
    LShrOp = "lshr", "(`exact` $isExact^)? $lhs `,` $rhs attr-dict `:` type($res)",
    is_exact = "isExact", traits = [Pure]
);
flag_op!(
    /// Arithmetic shift right; `exact` makes shifting out a set bit poison.
    AShrOp = "ashr", "(`exact` $isExact^)? $lhs `,` $rhs attr-dict `:` type($res)",
    is_exact = "isExact", traits = [Pure]
);
flag_op!(
    /// Bitwise or; `disjoint` asserts no bit is set in both operands.
    OrOp = "or", "(`disjoint` $isDisjoint^)? $lhs `,` $rhs attr-dict `:` type($res)",
    is_disjoint = "isDisjoint", traits = [Pure], hooks = [fold]
);
int_op!(
    /// Unsigned remainder.
    URemOp = "urem"
);
int_op!(
    /// Signed remainder, with the sign of the dividend.
    SRemOp = "srem"
);
int_op!(
    /// Bitwise and.
    AndOp = "and"
);
int_op!(
    /// Bitwise exclusive or.
    XOrOp = "xor"
);
float_op!(
    /// Float addition.
    FAddOp = "fadd"
);
float_op!(
    /// Float subtraction.
    FSubOp = "fsub"
);
float_op!(
    /// Float multiplication.
    FMulOp = "fmul"
);
float_op!(
    /// Float division.
    FDivOp = "fdiv"
);
float_op!(
    /// Float remainder, with the sign of the dividend.
    FRemOp = "frem"
);

/// Float negation (flips the sign bit).
#[op(
    dialect = Llvm,
    name = "fneg",
    format = "$operand attr-dict `:` type($res)",
    traits = [Pure, SameOperandsAndResultType]
)]
pub struct FNegOp {
    #[operand]
    operand: FloatOrFloatVector,
    #[attr(rename = "fastmathFlags", default = FastmathFlags::NONE, value = FastmathFlags)]
    fastmath_flags: FastmathFlagsAttr,
    #[result]
    res: FloatOrFloatVector,
}
