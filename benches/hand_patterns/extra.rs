//! The hand-written twins of the bench's own patterns
//! (`extra_patterns.rs`).

use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::Value;
use mlir_core::rewrite::{PatternRewriter, RewritePattern, RewriteResult};
use mlir_core::{Location, Type};
use mlir_rs::dialects::arith::{
    AddIOp, AndIOp, CmpIOp, CmpIPredicate, ConstantOp, MaxSIOp, MinSIOp, MulIOp, OrIOp, SelectOp,
    ShLIOp, SubIOp, XOrIOp,
};

use super::{and, constant, def, fail, fused, get, hand_pattern, int_of, or, xor};

/// Adds this family's patterns, in the declarative set's order.
pub fn add(all: &mut Vec<Box<dyn RewritePattern>>) {
    all.push(Box::new(MulIOfShLIOne));
    all.push(Box::new(AddIOfMulIFactor));
    all.push(Box::new(OrIOfAndIFactor));
    all.push(Box::new(AndIOfOrIFactor));
    all.push(Box::new(XOrIOfXOrICancel));
    all.push(Box::new(SubIOfAddICancel));
    all.push(Box::new(SelectOfSltToMinSI));
    all.push(Box::new(SelectOfSgtToMaxSI));
}

hand_pattern! {
    /// `muli(x, shli(1, y))` is `shli(x, y)`.
    MulIOfShLIOne on MulIOp, benefit 2, |root, rw| {
        let shl: ShLIOp = get!(def(rw, root.rhs(rw)), rw, root, "the rhs is not a shli");
        let one = get!(constant(rw, shl.lhs(rw)), rw, root, "the shifted value is not a constant");
        if !int_of(rw.ctx(), one).is_some_and(|v| v.is_one()) {
            fail!(rw, root, "the shifted value is not one");
        }
        let loc = fused(rw, &[root.as_op().loc(rw), shl.as_op().loc(rw)]);
        let (ty, x, y) = (root.result(rw).ty(rw), root.lhs(rw), shl.rhs(rw));
        let new = ShLIOp::build(rw, loc, ty, x, y, None).result(rw);
        rw.replace_op(root.as_op(), &[new]);
        Ok(())
    }
}

hand_pattern! {
    /// `addi(muli(x, c0), muli(x, c1))` is `muli(x, c0 + c1)`.
    AddIOfMulIFactor on AddIOp, benefit 3, |root, rw| {
        let a: MulIOp = get!(def(rw, root.lhs(rw)), rw, root, "the lhs is not a muli");
        let x = a.lhs(rw);
        let c0 = get!(constant(rw, a.rhs(rw)), rw, root, "the lhs's factor is not a constant");
        let ctx = rw.ctx();
        let c0 = get!(c0.as_integer(ctx), rw, root, "the lhs's factor is not an integer");
        let b: MulIOp = get!(def(rw, root.rhs(rw)), rw, root, "the rhs is not a muli");
        if b.lhs(rw) != x {
            fail!(rw, root, "the products do not share their lhs");
        }
        let c1 = get!(constant(rw, b.rhs(rw)), rw, root, "the rhs's factor is not a constant");
        let c1 = get!(c1.as_integer(ctx), rw, root, "the rhs's factor is not an integer");
        let ty = root.result(rw).ty(rw);
        let sum = ctx.integer_attr(ty, c0.wrapping_add(c1));
        let loc = fused(rw, &[root.as_op().loc(rw), a.as_op().loc(rw), b.as_op().loc(rw)]);
        let k = ConstantOp::build(rw, loc, ty, sum).result(rw);
        let new = MulIOp::build(rw, loc, ty, x, k, None).result(rw);
        rw.replace_op(root.as_op(), &[new]);
        Ok(())
    }
}

/// `outer(inner(x, y), inner(x, z))` as `inner(x, outer(y, z))` (or, with
/// `keep` false, as `outer(y, z)`); `lhs`/`rhs` read an inner op.
#[allow(clippy::type_complexity)]
fn factor<I: OpType>(
    rw: &mut PatternRewriter<'_>,
    root: mlir_core::ir::Op,
    operands: fn(I, &PatternRewriter<'_>) -> (Value, Value),
    outer: fn(&mut PatternRewriter<'_>, Location, Type, Value, Value) -> Value,
    inner: Option<fn(&mut PatternRewriter<'_>, Location, Type, Value, Value) -> Value>,
) -> RewriteResult {
    let Some(a) = def::<I>(rw, root.operand(rw, 0)) else {
        return rw.notify_match_failure(root, "the lhs is not the inner op");
    };
    let Some(b) = def::<I>(rw, root.operand(rw, 1)) else {
        return rw.notify_match_failure(root, "the rhs is not the inner op");
    };
    let ((x, y), (x2, z)) = (operands(a, rw), operands(b, rw));
    if x != x2 {
        return rw.notify_match_failure(root, "the inner ops do not share their lhs");
    }
    let loc = fused(rw, &[root.loc(rw), a.as_op().loc(rw), b.as_op().loc(rw)]);
    let ty = root.result(rw, 0).ty(rw);
    let new = match inner {
        Some(inner) => {
            let y_ty = y.ty(rw);
            let combined = outer(rw, loc, y_ty, y, z);
            inner(rw, loc, ty, x, combined)
        }
        None => outer(rw, loc, ty, y, z),
    };
    rw.replace_op(root, &[new]);
    Ok(())
}

fn sub(rw: &mut PatternRewriter<'_>, loc: Location, ty: Type, x: Value, y: Value) -> Value {
    SubIOp::build(rw, loc, ty, x, y, None).result(rw)
}

hand_pattern! {
    /// `ori(andi(x, y), andi(x, z))` is `andi(x, ori(y, z))`.
    OrIOfAndIFactor on OrIOp, benefit 3, |root, rw| {
        factor::<AndIOp>(rw, root.as_op(), |op, rw| (op.lhs(rw), op.rhs(rw)), or, Some(and))
    }
}

hand_pattern! {
    /// `andi(ori(x, y), ori(x, z))` is `ori(x, andi(y, z))`.
    AndIOfOrIFactor on AndIOp, benefit 3, |root, rw| {
        factor::<OrIOp>(rw, root.as_op(), |op, rw| (op.lhs(rw), op.rhs(rw)), and, Some(or))
    }
}

hand_pattern! {
    /// `xori(xori(x, y), xori(x, z))` is `xori(y, z)`.
    XOrIOfXOrICancel on XOrIOp, benefit 3, |root, rw| {
        factor::<XOrIOp>(rw, root.as_op(), |op, rw| (op.lhs(rw), op.rhs(rw)), xor, None)
    }
}

hand_pattern! {
    /// `subi(addi(x, y), addi(x, z))` is `subi(y, z)`.
    SubIOfAddICancel on SubIOp, benefit 3, |root, rw| {
        factor::<AddIOp>(rw, root.as_op(), |op, rw| (op.lhs(rw), op.rhs(rw)), sub, None)
    }
}

/// `select(cmpi(predicate, a, b), a, b)` as `make(a, b)`.
fn select_of_compare(
    root: SelectOp,
    rw: &mut PatternRewriter<'_>,
    predicate: CmpIPredicate,
    make: fn(&mut PatternRewriter<'_>, Location, Type, Value, Value) -> Value,
) -> RewriteResult {
    let cmp: CmpIOp = get!(def(rw, root.condition(rw)), rw, root, "the condition is not a cmpi");
    let (a, b) = (cmp.lhs(rw), cmp.rhs(rw));
    if root.true_value(rw) != a || root.false_value(rw) != b {
        fail!(rw, root, "the values are not the compared ones");
    }
    if cmp.predicate(rw) != predicate {
        fail!(rw, root, "another predicate");
    }
    let loc = fused(rw, &[root.as_op().loc(rw), cmp.as_op().loc(rw)]);
    let ty = root.result(rw).ty(rw);
    let new = make(rw, loc, ty, a, b);
    rw.replace_op(root.as_op(), &[new]);
    Ok(())
}

hand_pattern! {
    /// `select(cmpi(slt, a, b), a, b)` is `minsi(a, b)`.
    SelectOfSltToMinSI on SelectOp, benefit 2, |root, rw| {
        select_of_compare(root, rw, CmpIPredicate::Slt, |rw, loc, ty, a, b| MinSIOp::build(rw, loc, ty, a, b).result(rw))
    }
}

hand_pattern! {
    /// `select(cmpi(sgt, a, b), a, b)` is `maxsi(a, b)`.
    SelectOfSgtToMaxSI on SelectOp, benefit 2, |root, rw| {
        select_of_compare(root, rw, CmpIPredicate::Sgt, |rw, loc, ty, a, b| MaxSIOp::build(rw, loc, ty, a, b).result(rw))
    }
}
