//! `select` by hand: a nested select on the same condition is redundant,
//! a negated condition swaps the values, `select(c, false, true)` is
//! `¬c`, and `select(c, 1, 0)` or `select(c, 0, 1)` on a wide integer is
//! an extension of `c` or of `¬c`.

use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::Value;
use mlir_core::rewrite::{PatternRewriter, RewritePattern, RewriteResult};
use mlir_rs::dialects::arith::{ConstantOp, ExtUIOp, SelectOp, XOrIOp};

use super::{constant, def, def_loc, fail, fused, get, hand_pattern, int_of};

/// Adds this family's patterns, in the declarative set's order.
pub fn add(all: &mut Vec<Box<dyn RewritePattern>>) {
    all.push(Box::new(RedundantSelectFalse));
    all.push(Box::new(RedundantSelectTrue));
    all.push(Box::new(SelectNotCond));
    all.push(Box::new(SelectI1ToNot));
    all.push(Box::new(SelectToExtUI));
    all.push(Box::new(SelectToExtUINot));
}

/// Replaces `root` by `select(c, a, b)` of its type at `loc`.
fn reselect(
    rw: &mut PatternRewriter<'_>,
    root: SelectOp,
    loc: mlir_core::Location,
    c: Value,
    a: Value,
    b: Value,
) -> RewriteResult {
    let ty = root.result(rw).ty(rw);
    let new = SelectOp::build(rw, loc, ty, c, a, b).result(rw);
    rw.replace_op(root.as_op(), &[new]);
    Ok(())
}

hand_pattern! {
    /// `select(c, a, select(c, b, d))` is `select(c, a, d)`.
    RedundantSelectFalse on SelectOp, benefit 2, |root, rw| {
        let inner: SelectOp = get!(def(rw, root.false_value(rw)), rw, root, "the false value is not a select");
        let c = root.condition(rw);
        if inner.condition(rw) != c {
            fail!(rw, root, "the conditions differ");
        }
        let loc = fused(rw, &[root.as_op().loc(rw), inner.as_op().loc(rw)]);
        let (a, d) = (root.true_value(rw), inner.false_value(rw));
        reselect(rw, root, loc, c, a, d)
    }
}

hand_pattern! {
    /// `select(c, select(c, a, b), d)` is `select(c, a, d)`.
    RedundantSelectTrue on SelectOp, benefit 2, |root, rw| {
        let inner: SelectOp = get!(def(rw, root.true_value(rw)), rw, root, "the true value is not a select");
        let c = root.condition(rw);
        if inner.condition(rw) != c {
            fail!(rw, root, "the conditions differ");
        }
        let loc = fused(rw, &[root.as_op().loc(rw), inner.as_op().loc(rw)]);
        let (a, d) = (inner.true_value(rw), root.false_value(rw));
        reselect(rw, root, loc, c, a, d)
    }
}

hand_pattern! {
    /// `select(xori(c, -1), a, b)` is `select(c, b, a)`.
    SelectNotCond on SelectOp, benefit 2, |root, rw| {
        let not: XOrIOp = get!(def(rw, root.condition(rw)), rw, root, "the condition is not an xori");
        let k = not.rhs(rw);
        let ones = get!(constant(rw, k), rw, root, "the xori's rhs is not a constant");
        if !ones.as_integer(rw.ctx()).is_some_and(|v| v.is_all_ones()) {
            fail!(rw, root, "the xori's rhs is not -1");
        }
        let loc = fused(rw, &[root.as_op().loc(rw), def_loc(rw, k)]);
        let (c, a, b) = (not.lhs(rw), root.true_value(rw), root.false_value(rw));
        reselect(rw, root, loc, c, b, a)
    }
}

hand_pattern! {
    /// `select(c, false, true)` is `xori(c, true)`.
    SelectI1ToNot on SelectOp, benefit 1, |root, rw| {
        let f = get!(constant(rw, root.true_value(rw)), rw, root, "the true value is not a constant");
        let t = get!(constant(rw, root.false_value(rw)), rw, root, "the false value is not a constant");
        let ctx = rw.ctx();
        let truth = ctx.bool_attr(true);
        if f != ctx.bool_attr(false) || t != truth {
            fail!(rw, root, "not select(c, false, true)");
        }
        let (loc, ty, c) = (root.as_op().loc(rw), root.result(rw).ty(rw), root.condition(rw));
        let i1 = rw.ctx().integer_type(1);
        let one = ConstantOp::build(rw, loc, i1, truth).result(rw);
        let new = XOrIOp::build(rw, loc, ty, c, one).result(rw);
        rw.replace_op(root.as_op(), &[new]);
        Ok(())
    }
}

/// Whether `root` selects between the integer constants `then` and
/// `otherwise` (scalars or splats) and gives an integer wider than `i1`.
fn selects_between(
    rw: &PatternRewriter<'_>,
    root: SelectOp,
    then: u64,
    otherwise: u64,
) -> Result<(), &'static str> {
    let a = constant(rw, root.true_value(rw)).ok_or("the true value is not a constant")?;
    let b = constant(rw, root.false_value(rw)).ok_or("the false value is not a constant")?;
    let ctx = rw.ctx();
    if root.result(rw).ty(rw).as_integer(ctx).is_none_or(|(w, _)| w == 1) {
        return Err("the result is not a wide integer");
    }
    let is = |attr, n: u64| {
        int_of(ctx, attr).is_some_and(|v| if n == 1 { v.is_one() } else { v.is_zero() })
    };
    if !is(a, then) || !is(b, otherwise) {
        return Err("the values are not the constants");
    }
    Ok(())
}

hand_pattern! {
    /// `select(c, 1, 0)` is `extui(c)` on an integer wider than `i1`.
    SelectToExtUI on SelectOp, benefit 1, |root, rw| {
        if let Err(reason) = selects_between(rw, root, 1, 0) {
            return rw.notify_match_failure(root.as_op(), reason);
        }
        let (loc, ty, c) = (root.as_op().loc(rw), root.result(rw).ty(rw), root.condition(rw));
        let new = ExtUIOp::build(rw, loc, ty, c).out(rw);
        rw.replace_op(root.as_op(), &[new]);
        Ok(())
    }
}

hand_pattern! {
    /// `select(c, 0, 1)` is `extui(xori(c, true))` likewise.
    SelectToExtUINot on SelectOp, benefit 1, |root, rw| {
        if let Err(reason) = selects_between(rw, root, 0, 1) {
            return rw.notify_match_failure(root.as_op(), reason);
        }
        let (loc, ty, c) = (root.as_op().loc(rw), root.result(rw).ty(rw), root.condition(rw));
        let ctx = rw.ctx();
        let (i1, truth) = (ctx.integer_type(1), ctx.bool_attr(true));
        let one = ConstantOp::build(rw, loc, i1, truth).result(rw);
        let c_ty = c.ty(rw);
        let not = XOrIOp::build(rw, loc, c_ty, c, one).result(rw);
        let new = ExtUIOp::build(rw, loc, ty, not).out(rw);
        rw.replace_op(root.as_op(), &[new]);
        Ok(())
    }
}
