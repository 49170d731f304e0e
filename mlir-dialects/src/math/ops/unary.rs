//! The float ops of one operand: `absf`, the rounding ops (`ceil`,
//! `floor`, `round`, `roundeven`, `trunc`), the trigonometric and
//! hyperbolic functions and their inverses, `exp`, `exp2`, `expm1`, the
//! logarithms, `sqrt`, `rsqrt`, `cbrt`, `erf` and `erfc`. Operand and
//! result share one float-like type, the result type inferred from the
//! operand.
//!
//! Folders (MLIR 22's): `absf`, `ceil`, `floor` and `roundeven` fold
//! exactly at every float kind; the rest call the host's libm on `f32` and
//! `f64` only (`fold::host`), the logarithms and `sqrt` refusing a
//! negative operand (`-0.0` and a NaN with its sign bit set included),
//! `log1p` one whose sum with 1 is negative. `cbrt` and `rsqrt` do not
//! fold.

use mlir_core::definitions::interfaces::infer_type::{
    InferTypeOpInterfaceModel, InferTypeOpInterfaceTrait,
};
use mlir_core::ir::IrView;
use mlir_core::rewrite::{FoldAdaptor, OpFoldResult};
use mlir_core::semantics::constraints::FloatLike;
use mlir_core::semantics::traits::{
    Elementwise, Pure, SameOperandsAndResultType, Scalarizable, Tensorizable, Vectorizable,
};
use mlir_core::support::float::{APFloat, IntegralRounding};
use mlir_derive::op;

use super::super::Math;
use super::super::fold::{host, host_kind, unary_float};
use super::super::libm;
use crate::arith::models::{HasFastMath, SAME_AS_LHS};
use crate::arith::{ArithFastMathInterface, FastMathFlags, FastMathFlagsAttr};

/// Declares one float op of one operand (ODS's `Math_FloatUnaryOp`), and
/// with `fold = f` its folder: `f` maps each element of a constant operand
/// to the result's, or refuses it (`None`).
macro_rules! unary_op {
    ($(#[$doc:meta])* $name:ident = $mnemonic:literal $(, fold = $fold:expr)?) => {
        unary_op! { @op [$(fold $fold)?] $(#[$doc])* $name = $mnemonic }
    };
    (@op [fold $fold:expr] $(#[$doc:meta])* $name:ident = $mnemonic:literal) => {
        unary_op! { @decl [fold] $(#[$doc])* $name = $mnemonic }

        impl $name {
            fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
                let f: fn(APFloat) -> Option<APFloat> = $fold;
                unary_float(ir, adaptor, self.result(ir).ty(ir), f)
            }
        }
    };
    (@op [] $(#[$doc:meta])* $name:ident = $mnemonic:literal) => {
        unary_op! { @decl [] $(#[$doc])* $name = $mnemonic }
    };
    (@decl [$($hook:ident)?] $(#[$doc:meta])* $name:ident = $mnemonic:literal) => {
        same_type_op! {
            $(#[$doc])* float $name = $mnemonic, operands = [operand],
            format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)" $(, $hook)?
        }
    };
}

/// A libm folder of `f32`/`f64` values (`host` with the C functions).
macro_rules! libm {
    ($single:ident, $double:ident) => {
        |a| host(a, libm::$single, libm::$double)
    };
}

/// A libm folder that refuses a negative operand (the logarithms, `sqrt`).
macro_rules! libm_nonnegative {
    ($single:ident, $double:ident) => {
        |a| if a.is_negative() { None } else { host(a, libm::$single, libm::$double) }
    };
}

unary_op! {
    /// Absolute value: the operand with its sign cleared.
    AbsFOp = "absf", fold = |a| Some(a.abs())
}

unary_op! {
    /// Arccosine, in radians.
    AcosOp = "acos", fold = libm!(acosf, acos)
}

unary_op! {
    /// Inverse hyperbolic cosine.
    AcoshOp = "acosh", fold = libm!(acoshf, acosh)
}

unary_op! {
    /// Arcsine, in radians.
    AsinOp = "asin", fold = libm!(asinf, asin)
}

unary_op! {
    /// Inverse hyperbolic sine.
    AsinhOp = "asinh", fold = libm!(asinhf, asinh)
}

unary_op! {
    /// Arctangent, in radians.
    AtanOp = "atan", fold = libm!(atanf, atan)
}

unary_op! {
    /// Inverse hyperbolic tangent.
    AtanhOp = "atanh", fold = libm!(atanhf, atanh)
}

unary_op! {
    /// Cube root. Not folded.
    CbrtOp = "cbrt"
}

unary_op! {
    /// Rounds up to an integral value.
    CeilOp = "ceil", fold = |a| Some(a.round_to_integral(IntegralRounding::TowardPositive))
}

unary_op! {
    /// Cosine of an angle in radians.
    CosOp = "cos", fold = libm!(cosf, cos)
}

unary_op! {
    /// Hyperbolic cosine.
    CoshOp = "cosh", fold = libm!(coshf, cosh)
}

unary_op! {
    /// The error function.
    ErfOp = "erf", fold = libm!(erff, erf)
}

unary_op! {
    /// The complementary error function, `1 - erf(x)`.
    ErfcOp = "erfc", fold = libm!(erfcf, erfc)
}

unary_op! {
    /// Base-2 exponential, `2^x`.
    Exp2Op = "exp2", fold = libm!(exp2f, exp2)
}

unary_op! {
    /// `e^x - 1`, accurate near zero.
    ExpM1Op = "expm1", fold = libm!(expm1f, expm1)
}

unary_op! {
    /// Base-e exponential, `e^x`.
    ExpOp = "exp", fold = libm!(expf, exp)
}

unary_op! {
    /// Rounds down to an integral value.
    FloorOp = "floor", fold = |a| Some(a.round_to_integral(IntegralRounding::TowardNegative))
}

unary_op! {
    /// Base-10 logarithm.
    Log10Op = "log10", fold = libm_nonnegative!(log10f, log10)
}

unary_op! {
    /// `ln(1 + x)`, accurate near zero.
    Log1pOp = "log1p",
    fold = |a| {
        // MLIR 22 refuses when `x + 1`, computed in the kind, is negative.
        let one = APFloat::from_f64(a.kind(), 1.0);
        if (a + one).is_negative() { None } else { host(a, libm::log1pf, libm::log1p) }
    }
}

unary_op! {
    /// Base-2 logarithm.
    Log2Op = "log2", fold = libm_nonnegative!(log2f, log2)
}

unary_op! {
    /// Natural logarithm.
    LogOp = "log", fold = libm_nonnegative!(logf, log)
}

unary_op! {
    /// Rounds to the nearest integral value, ties to even.
    RoundEvenOp = "roundeven",
    fold = |a| Some(a.round_to_integral(IntegralRounding::NearestTiesToEven))
}

unary_op! {
    /// Rounds to the nearest integral value, ties away from zero.
    RoundOp = "round", fold = libm!(roundf, round)
}

unary_op! {
    /// Reciprocal of the square root, `1 / sqrt(x)`. Not folded.
    RsqrtOp = "rsqrt"
}

unary_op! {
    /// Sine of an angle in radians.
    SinOp = "sin", fold = libm!(sinf, sin)
}

unary_op! {
    /// Hyperbolic sine.
    SinhOp = "sinh", fold = libm!(sinhf, sinh)
}

unary_op! {
    /// Square root.
    SqrtOp = "sqrt", fold = libm_nonnegative!(sqrtf, sqrt)
}

unary_op! {
    /// Tangent of an angle in radians.
    TanOp = "tan", fold = libm!(tanf, tan)
}

unary_op! {
    /// Hyperbolic tangent.
    TanhOp = "tanh", fold = libm!(tanhf, tanh)
}

unary_op! {
    /// Rounds toward zero to an integral value.
    ///
    /// Folded on `f32` and `f64` only, as MLIR 22 (which calls `truncf` and
    /// `trunc`); the result is exact, so it is computed exactly here: a
    /// compiler may replace a `truncf` call with inline code that keeps a
    /// signaling NaN signaling, where mlir-opt's quiets it.
    TruncOp = "trunc",
    fold = |a| host_kind(a).then(|| a.round_to_integral(IntegralRounding::TowardZero))
}
