//! [`NarrowElementwise`] (MLIR's pattern of the same name): an
//! elementwise op whose operands and results all have one type and
//! ranges that fit a narrower width is cloned at that width, its operands
//! cast down and its results cast back.

use mlir_core::definitions::interfaces::infer_int_range::ConstantIntRanges;
use mlir_core::ir::{IrMapping, Op, Value};
use mlir_core::rewrite::{PatternRewriter, PatternRoot, RewritePattern, RewriteResult};
use mlir_core::semantics::traits::OpTraits;

use super::casts::{CastKind, cast, merge, narrowed_type, truncatability};
use crate::arith::int_range_optimizations::KnownRanges;

/// Narrows elementwise ops to the first width of `widths` that fits.
#[derive(Debug)]
pub struct NarrowElementwise {
    /// The ranges the analysis found.
    pub ranges: KnownRanges,
    /// The widths to try, in order.
    pub widths: Vec<u32>,
}

/// The ranges of `values`, if all are known.
pub(super) fn ranges_of(ranges: &KnownRanges, values: &[Value]) -> Option<Vec<ConstantIntRanges>> {
    values.iter().map(|&v| ranges.get(v)).collect()
}

impl RewritePattern for NarrowElementwise {
    fn root(&self) -> PatternRoot {
        PatternRoot::Any
    }

    fn match_and_rewrite(&self, op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
        let ctx = rw.ctx_arc().clone();
        if !op.name(rw).traits(&ctx).contains(OpTraits::ELEMENTWISE) {
            return rw.fail("not elementwise");
        }
        if op.num_results(rw) == 0 {
            return rw.notify_match_failure(op, "can't narrow resultless op");
        }
        let operands: Vec<Value> = op.operands(rw).collect();
        let results: Vec<Value> = op.results(rw).collect();
        let Some(operand_ranges) = ranges_of(&self.ranges, &operands) else {
            return rw.notify_match_failure(op, "input without specified range");
        };
        let Some(result_ranges) = ranges_of(&self.ranges, &results) else {
            return rw.notify_match_failure(op, "output without specified range");
        };
        let ty = results[0].ty(rw);
        if results.iter().any(|r| r.ty(rw) != ty) {
            return rw.notify_match_failure(op, "mismatched result types");
        }
        if operands.is_empty() || operands.iter().any(|o| o.ty(rw) != ty) {
            return rw
                .notify_match_failure(op, "no operands or operand types don't match result type");
        }
        let all: Vec<&ConstantIntRanges> = operand_ranges.iter().chain(&result_ranges).collect();
        for &width in &self.widths {
            let mut kind = CastKind::Both;
            for range in &all {
                kind = merge(kind, truncatability(range, width));
                if kind == CastKind::None {
                    break;
                }
            }
            if kind == CastKind::None {
                continue;
            }
            let Some(narrow) = narrowed_type(&ctx, ty, width).filter(|&t| t != ty) else {
                continue;
            };
            let loc = op.loc(rw);
            let mut mapping = IrMapping::default();
            for (&operand, range) in operands.iter().zip(&operand_ranges) {
                // A non-negative operand is extended either way, which
                // keeps `index` casts unsigned where that is equivalent.
                let operand_kind = if kind == CastKind::Signed && !range.smin().sign_bit() {
                    CastKind::Both
                } else {
                    kind
                };
                let narrowed = cast(rw, loc, operand, narrow, operand_kind);
                mapping.map_value(operand, narrowed);
            }
            let clone = rw.clone_op(op, &mut mapping);
            let clone_results: Vec<Value> = clone.results(rw).collect();
            rw.modify_op_in_place(clone, |m| {
                for i in 0..clone_results.len() {
                    m.set_result_type(i, narrow);
                }
            });
            let mut widened = Vec::with_capacity(results.len());
            for (&old, &new) in results.iter().zip(&clone_results) {
                let back = cast(rw, loc, new, ty, kind);
                self.ranges.copy(old, back);
                widened.push(back);
            }
            rw.replace_op(op, &widened);
            return Ok(());
        }
        rw.fail("no narrower width fits")
    }
}
