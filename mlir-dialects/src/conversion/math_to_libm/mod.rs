//! `math` to calls of the C math library (MLIR's `Conversion/MathToLibm`):
//! the rewrite patterns and the `convert-math-to-libm` pass.
//!
//! | module | what |
//! |---|---|
//! | `promote` | `f16` and `bf16` ops widened to `f32` |
//! | `libm_call` | `f32` and `f64` ops as `func.call`s of libm, with the functions' declarations |
//! | `pass` | `convert-math-to-libm` |
//!
//! Upstream also unrolls an op on a vector into one op per element,
//! joined with `vector.extract` and `vector.insert`; the `vector` dialect
//! is not part of this crate, so an op on a vector is not converted and
//! the pass fails at it.

mod libm_call;
mod pass;
mod promote;

pub use libm_call::LibmCall;
pub use pass::ConvertMathToLibm;
pub use promote::PromoteToF32;

use mlir_core::rewrite::RewritePatternSet;

/// Each op lowered, with its libm functions on `f32` and on `f64`.
pub const LIBM_FUNCTIONS: [(&str, &str, &str); 33] = [
    ("math.absf", "fabsf", "fabs"),
    ("math.acos", "acosf", "acos"),
    ("math.acosh", "acoshf", "acosh"),
    ("math.asin", "asinf", "asin"),
    ("math.asinh", "asinhf", "asinh"),
    ("math.atan2", "atan2f", "atan2"),
    ("math.atan", "atanf", "atan"),
    ("math.atanh", "atanhf", "atanh"),
    ("math.cbrt", "cbrtf", "cbrt"),
    ("math.ceil", "ceilf", "ceil"),
    ("math.cos", "cosf", "cos"),
    ("math.cosh", "coshf", "cosh"),
    ("math.erf", "erff", "erf"),
    ("math.erfc", "erfcf", "erfc"),
    ("math.exp", "expf", "exp"),
    ("math.exp2", "exp2f", "exp2"),
    ("math.expm1", "expm1f", "expm1"),
    ("math.floor", "floorf", "floor"),
    ("math.fma", "fmaf", "fma"),
    ("math.log", "logf", "log"),
    ("math.log2", "log2f", "log2"),
    ("math.log10", "log10f", "log10"),
    ("math.log1p", "log1pf", "log1p"),
    ("math.powf", "powf", "pow"),
    ("math.roundeven", "roundevenf", "roundeven"),
    ("math.round", "roundf", "round"),
    ("math.sin", "sinf", "sin"),
    ("math.sinh", "sinhf", "sinh"),
    ("math.sqrt", "sqrtf", "sqrt"),
    ("math.rsqrt", "rsqrtf", "rsqrt"),
    ("math.tan", "tanf", "tan"),
    ("math.tanh", "tanhf", "tanh"),
    ("math.trunc", "truncf", "trunc"),
];

/// Adds the patterns lowering `math` ops to libm calls (MLIR's
/// `populateMathToLibmConversionPatterns`): per op of
/// [`LIBM_FUNCTIONS`], the promotion of `f16`/`bf16` to `f32` and the
/// call.
pub fn populate_math_to_libm_conversion_patterns(patterns: &mut RewritePatternSet) {
    for (source, float_fn, double_fn) in LIBM_FUNCTIONS {
        patterns.add(PromoteToF32::new(source));
        patterns.add(LibmCall::new(source, float_fn, double_fn));
    }
}
