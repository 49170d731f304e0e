//! The folders of `affine.apply`, `affine.min` and `affine.max`: a map
//! that is just one of its inputs is that operand, and constant operands
//! evaluate the map (to `ub.poison` on a division by zero).

use mlir_core::context::builtin::affine::{AffineExpr, AffineMap};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Op};
use mlir_core::rewrite::{FoldAdaptor, FoldResult, OpFoldResult, OpUpdate};

use super::{ApplyOp, MaxOp, MinOp};

/// The operands' constant integers, one per operand.
fn operand_constants(ir: &IrView, adaptor: &FoldAdaptor, count: usize) -> Vec<Option<i64>> {
    (0..count).map(|i| adaptor.constant(i).and_then(|c| c.as_integer(ir.ctx())?.as_i64())).collect()
}

impl ApplyOp {
    /// `d<i>` or `s<j>` alone is that operand; otherwise constant operands
    /// evaluate the map (MLIR's `AffineApplyOp::fold`).
    pub(super) fn fold(self, ir: &IrView, adaptor: &FoldAdaptor) -> FoldResult {
        let Some(map) = ir.ctx().affine_map_of(self.map(ir)) else { return FoldResult::Failed };
        let Some(expr) = map.results().first() else { return FoldResult::Failed };
        let op = self.as_op();
        let input = match (expr.as_dim(), expr.as_symbol()) {
            (Some(d), _) => Some(d as usize),
            (_, Some(s)) => Some((map.num_dims() + s) as usize),
            _ => None,
        };
        if let Some(position) = input.filter(|&p| p < op.num_operands(ir)) {
            return FoldResult::Replaced(vec![OpFoldResult::Value(op.operand(ir, position))]);
        }
        let constants = operand_constants(ir, adaptor, op.num_operands(ir));
        let ctx = ir.ctx();
        match map.constant_fold(&constants) {
            Err(_) => FoldResult::Replaced(vec![OpFoldResult::Attr(
                crate::ub::PoisonAttr::get(ctx).as_attr(),
            )]),
            Ok(Some(values)) => FoldResult::Replaced(vec![OpFoldResult::Attr(
                ctx.integer_attr_i64(ctx.index_type(), values[0]),
            )]),
            Ok(None) => FoldResult::Failed,
        }
    }
}

/// MLIR's `foldMinMaxOp`: results that fold with the constant operands
/// become constants in place; when all fold, the op is their least
/// (`is_min`) or greatest. A map `(d0)[s0] -> (d0)` is its first operand
/// (upstream's `isSymbolIdentity` looks for dimensions).
fn fold_min_max(ir: &IrView, op: Op, adaptor: &FoldAdaptor, is_min: bool) -> FoldResult {
    let ctx = ir.ctx();
    let Some(map) = op.inherent_attr(ir, "map").and_then(|m| ctx.affine_map_of(m)) else {
        return FoldResult::Failed;
    };
    let constants = operand_constants(ir, adaptor, op.num_operands(ir));
    // A result that is poison stays as it is and blocks the full fold.
    let mut values = Some(Vec::with_capacity(map.num_results()));
    let mut results = Vec::with_capacity(map.num_results());
    for r in map.results() {
        match r.constant_fold(map.num_dims(), &constants) {
            Ok(Some(v)) => {
                results.push(AffineExpr::constant(v));
                if let Some(vs) = values.as_mut() {
                    vs.push(v);
                }
            }
            _ => {
                results.push(r.clone());
                values = None;
            }
        }
    }
    let folded = AffineMap::new(map.num_dims(), map.num_symbols(), results);
    if folded.num_symbols() == 1
        && folded.num_results() == 1
        && folded.results()[0].as_dim() == Some(0)
        && op.num_operands(ir) > 0
    {
        return FoldResult::Replaced(vec![OpFoldResult::Value(op.operand(ir, 0))]);
    }
    let Some(values) = values else {
        if folded == map {
            return FoldResult::Failed;
        }
        return OpUpdate::new().with_attr("map", Some(ctx.affine_map_attr(folded))).into();
    };
    let chosen = if is_min { values.iter().min() } else { values.iter().max() };
    match chosen {
        Some(&v) => FoldResult::Replaced(vec![OpFoldResult::Attr(
            ctx.integer_attr_i64(ctx.index_type(), v),
        )]),
        None => FoldResult::Failed,
    }
}

impl MinOp {
    /// See [`fold_min_max`].
    pub(super) fn fold(self, ir: &IrView, adaptor: &FoldAdaptor) -> FoldResult {
        fold_min_max(ir, self.as_op(), adaptor, true)
    }
}

impl MaxOp {
    /// See [`fold_min_max`].
    pub(super) fn fold(self, ir: &IrView, adaptor: &FoldAdaptor) -> FoldResult {
        fold_min_max(ir, self.as_op(), adaptor, false)
    }
}
