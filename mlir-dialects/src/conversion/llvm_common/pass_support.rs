//! What the passes lowering to `llvm` share: the target they convert to
//! (MLIR's `LLVMConversionTarget`), and a partial conversion of the pass's
//! op whose failure becomes the pass's diagnostics and failure.

use mlir_core::conversion::{
    ConversionConfig, ConversionFailure, ConversionOutcome, ConversionPatternSet, ConversionTarget,
    apply_partial_conversion,
};
use mlir_core::pass::PassContext;

/// The target of a lowering to `llvm`: the `llvm` dialect and
/// `builtin.unrealized_conversion_cast` legal, every other op unknown
/// (so converted where a pattern applies, else left).
pub fn llvm_conversion_target() -> ConversionTarget {
    let mut target = ConversionTarget::new();
    target.add_legal_dialect("llvm").add_legal_op_named("builtin.unrealized_conversion_cast");
    target
}

/// Converts the pass's op with `patterns` as a partial conversion to
/// `target` under `config`; a failure is reported as
/// [`report_conversion_failure`] reports it.
pub fn run_partial_conversion(
    cx: &mut PassContext<'_>,
    target: &ConversionTarget,
    patterns: ConversionPatternSet,
    config: &ConversionConfig,
) {
    let root = cx.op();
    let result = apply_partial_conversion(cx, &[root], target, patterns.into_rewrite_set(), config);
    report_conversion_failure(cx, result);
}

/// Where the conversion failed, emits its diagnostics and fails the pass.
pub fn report_conversion_failure(
    cx: &mut PassContext<'_>,
    result: Result<ConversionOutcome, ConversionFailure>,
) {
    if let Err(failure) = result {
        for diagnostic in failure.diagnostics {
            cx.emit(diagnostic);
        }
        cx.signal_failure();
    }
}
