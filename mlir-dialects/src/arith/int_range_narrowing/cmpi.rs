//! [`NarrowCmpI`] (MLIR's pattern of the same name): `arith.cmpi` whose
//! operands' ranges fit a narrower width compares them at that width.

use mlir_core::ir::{IrMapping, Op};
use mlir_core::rewrite::{PatternRewriter, PatternRoot, RewritePattern, RewriteResult};

use super::casts::{CastKind, cast, merge, narrowed_type, truncatability};
use super::elementwise::ranges_of;
use crate::arith::int_range_optimizations::KnownRanges;

/// Narrows `arith.cmpi` to the first width of `widths` that fits.
#[derive(Debug)]
pub struct NarrowCmpI {
    /// The ranges the analysis found.
    pub ranges: KnownRanges,
    /// The widths to try, in order.
    pub widths: Vec<u32>,
}

impl RewritePattern for NarrowCmpI {
    fn root(&self) -> PatternRoot {
        PatternRoot::Name("arith.cmpi")
    }

    fn match_and_rewrite(&self, op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
        if op.num_operands(rw) != 2 || op.num_results(rw) != 1 {
            return rw.fail("not a comparison");
        }
        let (lhs, rhs) = (op.operand(rw, 0), op.operand(rw, 1));
        let Some(ranges) = ranges_of(&self.ranges, &[lhs, rhs]) else {
            return rw.fail("operand without a known range");
        };
        let ctx = rw.ctx_arc().clone();
        let ty = lhs.ty(rw);
        for &width in &self.widths {
            let lhs_kind = truncatability(&ranges[0], width);
            let rhs_kind = truncatability(&ranges[1], width);
            if merge(lhs_kind, rhs_kind) == CastKind::None {
                continue;
            }
            let Some(narrow) = narrowed_type(&ctx, ty, width).filter(|&t| t != ty) else {
                continue;
            };
            let loc = op.loc(rw);
            let lhs_cast = cast(rw, loc, lhs, narrow, lhs_kind);
            let rhs_cast = cast(rw, loc, rhs, narrow, rhs_kind);
            let mut mapping = IrMapping::default();
            mapping.map_value(lhs, lhs_cast);
            mapping.map_value(rhs, rhs_cast);
            let clone = rw.clone_op(op, &mut mapping);
            let result = clone.result(rw, 0);
            self.ranges.copy(op.result(rw, 0), result);
            rw.replace_op(op, &[result]);
            return Ok(());
        }
        rw.fail("no narrower width fits")
    }
}
