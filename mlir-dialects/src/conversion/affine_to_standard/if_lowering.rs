//! `affine.if` becomes `scf.if` on the conjunction of its integer set's
//! constraints: each constraint expanded and compared with zero (`eq` for
//! an equality, `sge` for an inequality), the comparisons combined with
//! `arith.andi` left to right, and `true` for a set without constraints
//! (MLIR's `AffineIfLowering`).

use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::Value;
use mlir_core::rewrite::{PatternRewriter, RewriteResult};
use mlir_core::{Location, Type};

use super::expand::{ExpandError, expand_affine_expr, expand_or_undo, index_constant};
use crate::affine::IfOp;
use crate::arith::{AndIOp, CmpIOp, CmpIPredicate, ConstantOp};
use crate::scf;

pattern! {
    /// `affine.if` is `scf.if` on its set's conjunction; the regions move.
    AffineIfLowering on IfOp,
    creates ["scf.if", "arith.constant", "arith.cmpi", "arith.andi", "arith.addi", "arith.muli"],
    lower_if
}

fn lower_if(if_op: IfOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = if_op.as_op();
    let Some(set) = rw.ctx().integer_set_of(if_op.condition(rw)) else {
        return rw.notify_match_failure(op, "no integer set");
    };
    let operands: Vec<Value> = if_op.operands(rw).collect();
    let loc = op.loc(rw);
    let condition = expand_or_undo(rw, op, |rw| {
        let (dims, symbols) = operands.split_at(set.num_dims() as usize);
        let zero = index_constant(rw, loc, 0);
        let i1 = rw.ctx().integer_type(1);
        let mut condition: Option<Value> = None;
        for (expr, &is_eq) in set.constraints().iter().zip(set.eq_flags()) {
            let value = expand_affine_expr(rw, loc, expr, dims, symbols)?;
            let pred = if is_eq { CmpIPredicate::Eq } else { CmpIPredicate::Sge };
            let holds = CmpIOp::build(rw, loc, i1, pred, value, zero).result(rw);
            condition = Some(match condition {
                Some(previous) => AndIOp::build(rw, loc, i1, previous, holds).result(rw),
                None => holds,
            });
        }
        Ok::<_, ExpandError>(condition.unwrap_or_else(|| true_constant(rw, loc, i1)))
    })?;
    let types: Vec<Type> = op.results(rw).map(|r| r.ty(rw)).collect();
    let new = scf::IfOp::build(rw, loc, &types, condition);
    rw.inline_region_before(if_op.then_region(rw), new.then_region(rw), None);
    rw.inline_region_before(if_op.else_region(rw), new.else_region(rw), None);
    let results: Vec<Value> = new.as_op().results(rw).collect();
    rw.replace_op(op, &results);
    Ok(())
}

/// `arith.constant true`.
fn true_constant(rw: &mut PatternRewriter<'_>, loc: Location, i1: Type) -> Value {
    let attr = rw.ctx().integer_attr_i64(i1, 1);
    ConstantOp::build(rw, loc, i1, attr).result(rw)
}
