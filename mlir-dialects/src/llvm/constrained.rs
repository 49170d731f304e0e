//! The constrained floating-point intrinsics of the conversions
//! (`llvm.intr.experimental.constrained.{fptrunc,fpext,sitofp,uitofp}`),
//! which carry a rounding mode (all but `fpext`) and an exception
//! behavior, both plain `i64` enums written as keywords:
//! `llvm.intr.experimental.constrained.fptrunc %x downward ignore : f32 to f16`.
//!
//! Upstream's rounding mode also has an `invalid` case (-1), which its
//! constraint rejects on every op; it is not defined here, so the list of
//! cases a parse error gives lacks it.

use mlir_core::semantics::traits::Pure;
use mlir_derive::{enum_attr, op};

use super::Llvm;
use super::constraints::LlvmType;

/// How a constrained operation rounds (LLVM's `RoundingMode`).
#[enum_attr(
    cpp_name = "::mlir::LLVM::RoundingMode",
    width = 64,
    description = "LLVM Rounding Mode"
)]
pub enum RoundingMode {
    /// Toward zero.
    #[keyword = "towardzero"]
    TowardZero = 0,
    /// To nearest, ties to even.
    #[keyword = "tonearest"]
    NearestTiesToEven = 1,
    /// Toward positive infinity.
    #[keyword = "upward"]
    TowardPositive = 2,
    /// Toward negative infinity.
    #[keyword = "downward"]
    TowardNegative = 3,
    /// To nearest, ties away from zero.
    #[keyword = "tonearestaway"]
    NearestTiesToAway = 4,
    /// The mode in effect at run time.
    #[keyword = "dynamic"]
    Dynamic = 7,
}

/// What a constrained operation may assume of floating-point exceptions
/// (LLVM's `fp::ExceptionBehavior`).
#[enum_attr(
    cpp_name = "::mlir::LLVM::FPExceptionBehavior",
    width = 64,
    description = "LLVM Exception Behavior"
)]
pub enum FPExceptionBehavior {
    /// Exceptions are not observed.
    Ignore = 0,
    /// Exceptions may be raised where the unconstrained op would not.
    #[keyword = "maytrap"]
    MayTrap = 1,
    /// Exceptions are raised exactly as the operation's semantics say.
    Strict = 2,
}

/// Declares a constrained conversion with a rounding mode.
macro_rules! rounded_conversion {
    ($(#[$doc:meta])* $name:ident = $mnemonic:literal) => {
        $(#[$doc])*
        #[op(
            dialect = Llvm,
            name = $mnemonic,
            format = "$arg_0 $roundingmode $fpExceptionBehavior attr-dict `:` type($arg_0) `to` type(results)",
            traits = [Pure]
        )]
        pub struct $name {
            #[operand]
            arg_0: LlvmType,
            #[attr(value = RoundingMode)]
            roundingmode: RoundingModeAttr,
            #[attr(rename = "fpExceptionBehavior", value = FPExceptionBehavior)]
            fp_exception_behavior: FPExceptionBehaviorAttr,
            #[result]
            res: LlvmType,
        }
    };
}

rounded_conversion! {
    /// A float to a narrower float, rounded as `roundingmode` says.
    ConstrainedFPTruncIntr = "intr.experimental.constrained.fptrunc"
}

rounded_conversion! {
    /// A signed integer to a float, rounded as `roundingmode` says.
    ConstrainedSIToFP = "intr.experimental.constrained.sitofp"
}

rounded_conversion! {
    /// An unsigned integer to a float, rounded as `roundingmode` says.
    ConstrainedUIToFP = "intr.experimental.constrained.uitofp"
}

/// A float to a wider float (exact, so without a rounding mode).
#[op(
    dialect = Llvm,
    name = "intr.experimental.constrained.fpext",
    format = "$arg_0 $fpExceptionBehavior attr-dict `:` type($arg_0) `to` type(results)",
    traits = [Pure]
)]
pub struct ConstrainedFPExtIntr {
    #[operand]
    arg_0: LlvmType,
    #[attr(rename = "fpExceptionBehavior", value = FPExceptionBehavior)]
    fp_exception_behavior: FPExceptionBehaviorAttr,
    #[result]
    res: LlvmType,
}
