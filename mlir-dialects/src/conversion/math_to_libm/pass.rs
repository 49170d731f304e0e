//! `convert-math-to-libm`: `math`'s ops to calls of the C math library
//! (MLIR's `ConvertMathToLibmPass`).

use mlir_core::conversion::{ConversionConfig, ConversionTarget, apply_partial_conversion};
use mlir_core::pass::{Pass, PassContext};
use mlir_core::rewrite::RewritePatternSet;
use mlir_derive::pass;

use super::populate_math_to_libm_conversion_patterns;
use crate::arith::Arith;
use crate::func::Func;

/// Convert Math dialect to libm calls
///
/// MLIR's `convert-math-to-libm`: each math op with a libm function, on
/// `f32` or `f64` (`f16` and `bf16` widened to `f32`), becomes a
/// `func.call` of it, declared in the module. Every `math` op must be
/// converted: the pass fails at the first one it cannot convert (an op
/// without a libm function, an op on another type).
#[pass(
    argument = "convert-math-to-libm",
    name = "ConvertMathToLibmPass",
    anchor = "builtin.module",
    dependent_dialects = [Arith, Func]
)]
#[derive(Debug)]
pub struct ConvertMathToLibm;

impl Pass for ConvertMathToLibm {
    /// `arith`, `builtin` and `func` legal, `math` illegal.
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let mut patterns = RewritePatternSet::new();
        populate_math_to_libm_conversion_patterns(&mut patterns);
        let mut target = ConversionTarget::new();
        target.add_legal_dialect("arith").add_legal_dialect("builtin").add_legal_dialect("func");
        target.add_illegal_dialect("math");
        let root = cx.op();
        let config = ConversionConfig::default();
        if let Err(failure) = apply_partial_conversion(cx, &[root], &target, patterns, &config) {
            for diagnostic in failure.diagnostics {
                cx.emit(diagnostic);
            }
            cx.signal_failure();
        }
    }
}
