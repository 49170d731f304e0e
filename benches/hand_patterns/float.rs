//! `mulf` and `divf` of two negations by hand: the op of the negated
//! values, with the outer op's fast-math flags.

use mlir_core::definitions::op_type::OpType;
use mlir_core::rewrite::RewritePattern;
use mlir_rs::dialects::arith::{DivFOp, MulFOp, NegFOp};

use super::{def, fused, get, hand_pattern};

/// Adds this family's patterns, in the declarative set's order.
pub fn add(all: &mut Vec<Box<dyn RewritePattern>>) {
    all.push(Box::new(MulFOfNegF));
    all.push(Box::new(DivFOfNegF));
}

hand_pattern! {
    /// `mulf(negf(x), negf(y))` is `mulf(x, y)`.
    MulFOfNegF on MulFOp, benefit 3, |root, rw| {
        let a: NegFOp = get!(def(rw, root.lhs(rw)), rw, root, "the lhs is not a negf");
        let b: NegFOp = get!(def(rw, root.rhs(rw)), rw, root, "the rhs is not a negf");
        let loc = fused(rw, &[root.as_op().loc(rw), a.as_op().loc(rw), b.as_op().loc(rw)]);
        let (ty, fm, x, y) = (root.result(rw).ty(rw), root.fastmath(rw), a.operand(rw), b.operand(rw));
        let new = MulFOp::build(rw, loc, ty, x, y, Some(fm)).result(rw);
        rw.replace_op(root.as_op(), &[new]);
        Ok(())
    }
}

hand_pattern! {
    /// `divf(negf(x), negf(y))` is `divf(x, y)`.
    DivFOfNegF on DivFOp, benefit 3, |root, rw| {
        let a: NegFOp = get!(def(rw, root.lhs(rw)), rw, root, "the lhs is not a negf");
        let b: NegFOp = get!(def(rw, root.rhs(rw)), rw, root, "the rhs is not a negf");
        let loc = fused(rw, &[root.as_op().loc(rw), a.as_op().loc(rw), b.as_op().loc(rw)]);
        let (ty, fm, x, y) = (root.result(rw).ty(rw), root.fastmath(rw), a.operand(rw), b.operand(rw));
        let new = DivFOp::build(rw, loc, ty, x, y, Some(fm)).result(rw);
        rw.replace_op(root.as_op(), &[new]);
        Ok(())
    }
}
