//! The `affine-scalrep` pass.

use mlir_core::pass::{DominanceInfo, LocalAliasAnalysis, Pass, PassContext, PostDominanceInfo};
use mlir_derive::pass;

use super::replace::affine_scalar_replace;

/// Replace affine memref accesses by scalars by forwarding stores to loads and eliminating redundant loads
///
/// MLIR's `affine-scalrep`, on `func.func`: in the function's body, each
/// affine load takes the value of the one store that must have written
/// its element last; stores that a later store to the same element
/// overwrites before any read are removed, and so are buffers allocated in
/// the function that are left with only stores and a deallocation; then
/// each remaining load takes the value of an earlier load of the same
/// element when nothing may write it in between. Elements are compared by
/// their composed access maps; other memrefs may alias unless the local
/// alias analysis shows otherwise.
#[pass(argument = "affine-scalrep", name = "AffineScalarReplacement", anchor = "func.func")]
#[derive(Debug)]
pub struct AffineScalarReplacement {}

impl Pass for AffineScalarReplacement {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let root = cx.op();
        let dominance = cx.analysis::<DominanceInfo>();
        let post_dominance = cx.analysis::<PostDominanceInfo>();
        let aliases = cx.analysis::<LocalAliasAnalysis>();
        affine_scalar_replace(cx, root, &dominance, &post_dominance, &aliases);
    }
}
