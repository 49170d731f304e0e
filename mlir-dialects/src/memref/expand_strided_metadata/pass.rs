//! `expand-strided-metadata` (MLIR's `ExpandStridedMetadataPass`): the
//! patterns run by the greedy driver with its default configuration.

use mlir_core::pass::{Pass, PassContext};
use mlir_core::rewrite::RewritePatternSet;
use mlir_core::rewrite::frozen_patterns::FrozenPatternSet;
use mlir_core::transforms::drivers::greedy_driver::{
    GreedyConfig, RegionSimplification, apply_patterns_greedily,
};
use mlir_derive::pass;

use super::populate_expand_strided_metadata_patterns;

/// Expand memref operations into easier to analyze constructs
///
/// The views (`subview`, `expand_shape`, `collapse_shape`) become
/// `memref.reinterpret_cast`s of their source's base buffer, and
/// `memref.extract_strided_metadata` of a view or an allocation becomes
/// the metadata computed with `affine.apply` from its source's. The pass
/// never fails, as upstream's ignores whether the driver converged.
#[pass(argument = "expand-strided-metadata", name = "ExpandStridedMetadataPass")]
#[derive(Debug)]
pub struct ExpandStridedMetadata {}

impl Pass for ExpandStridedMetadata {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let mut patterns = RewritePatternSet::new();
        populate_expand_strided_metadata_patterns(&mut patterns);
        let patterns = FrozenPatternSet::new(cx.ctx(), patterns);
        let op = cx.op();
        // MLIR's default configuration: the worklist filled bottom-up,
        // aggressive region simplification.
        let config = GreedyConfig {
            top_down: false,
            region_simplification: RegionSimplification::Aggressive,
            ..GreedyConfig::default()
        };
        apply_patterns_greedily(cx, op, &patterns, &config);
    }
}
