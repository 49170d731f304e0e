//! The values an `affine.for` carries that are reductions it could run in
//! parallel (MLIR's `getSupportedReductions` over `matchReduction`): a
//! carried value used once, by one `arith` op of a kind that
//! `affine.parallel` can reduce with, whose only use is the loop's
//! `affine.yield` at the same position; the op's other operand, which
//! must not be carried itself, is the value reduced.

use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Value};

use crate::affine::{ForOp, YieldOp};
use crate::arith::AtomicRMWKind;

/// One carried value of a loop that is a reduction (MLIR's
/// `LoopReduction`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LoopReduction {
    /// How the iterations' values combine.
    pub kind: AtomicRMWKind,
    /// The position among the loop's carried values.
    pub position: usize,
    /// The value each iteration contributes.
    pub value: Value,
}

/// The reduction kind of an `arith` combiner, by op name.
fn combiner_kind(name: &str) -> Option<AtomicRMWKind> {
    use AtomicRMWKind::*;
    Some(match name {
        "arith.addf" => Addf,
        "arith.mulf" => Mulf,
        "arith.addi" => Addi,
        "arith.andi" => Andi,
        "arith.ori" => Ori,
        "arith.muli" => Muli,
        "arith.minimumf" => Minimumf,
        "arith.maximumf" => Maximumf,
        "arith.minsi" => Mins,
        "arith.maxsi" => Maxs,
        "arith.minui" => Minu,
        "arith.maxui" => Maxu,
        "arith.xori" => Xori,
        "arith.maxnumf" => Maxnumf,
        "arith.minnumf" => Minnumf,
        _ => return None,
    })
}

/// The carried value at `position` as a reduction, if it is one.
fn reduction_at(ir: &IrView, for_op: ForOp, position: usize) -> Option<LoopReduction> {
    let carried = *for_op.region_iter_args(ir).get(position)?;
    if !carried.has_one_use(ir) {
        return None;
    }
    let combiner = carried.uses(ir).next()?.owner(ir);
    if combiner.num_operands(ir) != 2 || combiner.num_results(ir) != 1 {
        return None;
    }
    let result = combiner.result(ir, 0);
    if !result.has_one_use(ir) {
        return None;
    }
    let user = result.uses(ir).next()?;
    let terminator = user.owner(ir);
    let yields_it = YieldOp::try_from_op(ir, terminator).is_some()
        && terminator.parent_op(ir) == Some(for_op.as_op())
        && user.operand_index(ir) == position;
    if !yields_it {
        return None;
    }
    let kind = combiner_kind(combiner.name(ir).as_str(ir.ctx()))?;
    let value = combiner.operands(ir).find(|&v| v != carried)?;
    // The value reduced must not itself be carried. Upstream's check of
    // its backward slice stops at the loop's boundary, so a value computed
    // in the body from another carried value passes, as here; the loop
    // then has a carried value that is no reduction anyway.
    if for_op.region_iter_args(ir).contains(&value) {
        return None;
    }
    Some(LoopReduction { kind, position, value })
}

/// The carried values of `for_op` that are supported reductions, in
/// order (MLIR's `getSupportedReductions`).
pub fn supported_reductions(ir: &IrView, for_op: ForOp) -> Vec<LoopReduction> {
    let count = for_op.region_iter_args(ir).len();
    (0..count).filter_map(|position| reduction_at(ir, for_op, position)).collect()
}
