//! Folding `memref.cast` into the ops that use it: an op reading or
//! writing through a cast works on the cast's source directly.
//!
//! Two rules, as upstream has them. Most users (`load`, `store`,
//! `dealloc`, `atomic_rmw`, the DMA ops, `prefetch`, `dim`) take the source
//! of any cast whose source is ranked (MLIR's `foldMemRefCast`); `copy`
//! takes it only when the cast merely drops static information (MLIR's
//! `CastOp::canFoldIntoConsumerOp`), one operand per fold.

use mlir_core::context::builtin::types::TypeData;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Op, Value};
use mlir_core::rewrite::{FoldResult, OpUpdate};

use super::cast::{CastOp, can_fold_into_consumer};

/// The `memref.cast` defining `value`, if one does.
fn defining_cast(ir: &IrView, value: Value) -> Option<CastOp> {
    CastOp::try_from_op(ir, value.defining_op(ir)?)
}

/// `op` with every operand that a `memref.cast` of a ranked memref defines
/// replaced by the cast's source, except uses of `inner` (the value a
/// store writes); `None` when no operand changes (MLIR's
/// `foldMemRefCast`).
pub(crate) fn fold_memref_casts(ir: &IrView, op: Op, inner: Option<Value>) -> Option<OpUpdate> {
    let ctx = ir.ctx();
    let mut changed = false;
    let operands = op
        .operands(ir)
        .map(|operand| {
            let source = (Some(operand) != inner)
                .then(|| defining_cast(ir, operand))
                .flatten()
                .map(|cast| cast.source(ir))
                .filter(|source| matches!(source.ty(ir).data(ctx), TypeData::MemRef { .. }));
            changed |= source.is_some();
            source.unwrap_or(operand)
        })
        .collect();
    changed.then(|| OpUpdate::new().with_operands(operands))
}

/// [`fold_memref_casts`] as a fold hook's result: the op updated in place.
pub(crate) fn fold_casts_in_place(ir: &IrView, op: Op, inner: Option<Value>) -> FoldResult {
    fold_memref_casts(ir, op, inner).map_or(FoldResult::Failed, FoldResult::Update)
}

/// The first operand of `op` defined by a cast that
/// [`can_fold_into_consumer`] allows, replaced by the cast's source
/// (`memref.copy`'s fold).
pub(crate) fn fold_one_consumable_cast(ir: &IrView, op: Op) -> Option<OpUpdate> {
    let mut operands: Vec<Value> = op.operands(ir).collect();
    let (index, cast) = operands.iter().enumerate().find_map(|(i, &operand)| {
        defining_cast(ir, operand).filter(|&cast| can_fold_into_consumer(ir, cast)).map(|c| (i, c))
    })?;
    operands[index] = cast.source(ir);
    Some(OpUpdate::new().with_operands(operands))
}
