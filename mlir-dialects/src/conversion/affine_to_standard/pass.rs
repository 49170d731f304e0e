//! `lower-affine`: the affine ops to `scf`, `arith` and `memref` (MLIR's
//! `LowerAffine` pass, `ConvertAffineToStandard`).

use mlir_core::context::diagnostics::Diagnostic;
use mlir_core::pass::{Pass, PassContext};
use mlir_core::rewrite::RewritePatternSet;
use mlir_core::rewrite::frozen_patterns::FrozenPatternSet;
use mlir_derive::pass;

use super::expand::ExpandError;
use super::{
    apply_one_shot_lowering, populate_affine_expand_index_ops_patterns,
    populate_affine_to_std_conversion_patterns,
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

/// The dialects the lowering leaves alone (upstream's legal dialects,
/// `vector` aside).
fn is_legal_dialect(dialect: &str) -> bool {
    matches!(dialect, "arith" | "memref" | "scf")
}

impl Pass for LowerAffine {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let mut patterns = RewritePatternSet::new();
        populate_affine_to_std_conversion_patterns(&mut patterns);
        populate_affine_expand_index_ops_patterns(&mut patterns);
        let patterns = FrozenPatternSet::new(cx.ctx(), patterns);
        let op = cx.op();
        let is_error = |reason: &str| ExpandError::from_message(reason).is_some();
        let errors = apply_one_shot_lowering(cx, op, &patterns, &is_legal_dialect, &is_error);
        for (loc, message) in errors {
            cx.emit(Diagnostic::error(loc, message));
        }
    }
}
