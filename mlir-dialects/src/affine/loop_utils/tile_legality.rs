//! Whether tiling a band into hyper-rectangles keeps its dependences
//! (MLIR's `checkTilingLegality`): tiles run in lexicographic order of
//! the tile-space loops, so a dependence must not go backwards along any
//! loop of the band. As upstream, a component counts as backwards only
//! when its greatest distance is negative and its least one smaller
//! (`lb < ub < 0`, an unbounded `lb` included): a single negative
//! distance does not block tiling.

use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, WalkControl, WalkOrder};

use crate::affine::ForOp;
use crate::affine::analysis::{DependenceResult, MemRefAccess, check_memref_access_dependence};

/// Whether tiling `band` (outermost loop first) is legal: every pair of
/// affine accesses in it, at every depth from the outermost loop to one
/// past the band, has no component with a negative range of distances.
pub fn is_tiling_legal(ir: &IrView, band: &[ForOp]) -> bool {
    let Some(outermost) = band.first() else { return true };
    let mut accesses = Vec::new();
    ir.walk(outermost.as_op(), WalkOrder::PostOrder, |ir, op| {
        accesses.extend(MemRefAccess::new(ir, op));
        WalkControl::Advance
    });
    for depth in 1..=band.len() + 1 {
        for src in &accesses {
            for dst in &accesses {
                let mut components = Vec::new();
                let result =
                    check_memref_access_dependence(ir, src, dst, depth, Some(&mut components));
                if result != DependenceResult::HasDependence {
                    continue;
                }
                // Upstream stores an unbounded end as the extreme `i64`,
                // so an unbounded lower end counts as below any upper one.
                let backwards = components.iter().any(|c| match c.ub {
                    Some(ub) => c.lb.unwrap_or(i64::MIN) < ub && ub < 0,
                    None => false,
                });
                if backwards {
                    return false;
                }
            }
        }
    }
    true
}
