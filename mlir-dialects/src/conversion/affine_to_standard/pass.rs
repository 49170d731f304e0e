//! `lower-affine`: the affine ops to `scf`, `arith` and `memref` (MLIR's
//! `LowerAffine` pass, `ConvertAffineToStandard`).

use mlir_core::context::diagnostics::Diagnostic;
use mlir_core::conversion::{ConversionConfig, ConversionTarget, apply_partial_conversion};
use mlir_core::pass::{Pass, PassContext};
use mlir_core::rewrite::RewritePatternSet;
use mlir_derive::pass;

use super::expand::ExpandError;
use super::{
    populate_affine_expand_index_ops_patterns, populate_affine_to_std_conversion_patterns,
};

/// Lower Affine operations to a combination of Arith and SCF operations
///
/// MLIR's `lower-affine` (`LowerAffinePass`): `affine.apply`, `min` and
/// `max` become `arith` ops expanding their maps; `affine.for`, `if` and
/// `parallel` become `scf.for`, `scf.if` and `scf.parallel` (reductions
/// through `scf.reduce`), `affine.yield` becomes `scf.yield`; the memory
/// ops (`load`, `store`, `prefetch`, `dma_start`, `dma_wait`) become
/// `memref`'s on the expanded indices; `linearize_index` and
/// `delinearize_index` become `arith` ops. Ops of other dialects, other
/// than `arith`, `memref` and `scf`, are folded when they fold to values
/// or to `arith` constants, as upstream's conversion folds them.
///
/// `affine.vector_load` and `affine.vector_store` stay as they are: they
/// lower to the `vector` dialect, which mlir-rs does not have yet. A
/// `mod`, `floordiv` or `ceildiv` by a constant that is not positive is
/// reported as an error and its op left as it is; the pass does not fail.
#[pass(argument = "lower-affine", name = "LowerAffinePass")]
#[derive(Debug)]
pub struct LowerAffine {}

impl Pass for LowerAffine {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let mut patterns = RewritePatternSet::new();
        populate_affine_to_std_conversion_patterns(&mut patterns);
        populate_affine_expand_index_ops_patterns(&mut patterns);
        // Upstream's legal dialects, `vector` aside; the affine ops are not
        // marked illegal, so one that does not lower stays.
        let mut target = ConversionTarget::new();
        target.add_legal_dialect("arith").add_legal_dialect("memref").add_legal_dialect("scf");
        let op = cx.op();
        let config = ConversionConfig::default();
        let (failures, diagnostics) =
            match apply_partial_conversion(cx, &[op], &target, patterns, &config) {
                Ok(outcome) => (outcome.match_failures, Vec::new()),
                Err(failure) => (failure.outcome.match_failures, failure.diagnostics),
            };
        for (loc, message) in failures {
            if ExpandError::from_message(&message).is_some() {
                cx.emit(Diagnostic::error(loc, message));
            }
        }
        let failed = !diagnostics.is_empty();
        for diagnostic in diagnostics {
            cx.emit(diagnostic);
        }
        if failed {
            cx.signal_failure();
        }
    }
}
