//! `andi`, `ori` and `xori` by hand: the op of two like extensions of
//! values of one type is the extension of the narrow op, and `xori` of a
//! comparison with `true` is the inverse comparison.

use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::Value;
use mlir_core::rewrite::{PatternRewriter, RewritePattern, RewriteResult};
use mlir_core::{Location, Type};
use mlir_rs::dialects::arith::{AndIOp, CmpIOp, ExtSIOp, ExtUIOp, OrIOp, XOrIOp};

use super::{and, constant, def, fail, fused, get, hand_pattern, or, xor};

/// Adds this family's patterns, in the declarative set's order.
pub fn add(all: &mut Vec<Box<dyn RewritePattern>>) {
    all.push(Box::new(AndOfExtUI));
    all.push(Box::new(AndOfExtSI));
    all.push(Box::new(OrOfExtUI));
    all.push(Box::new(OrOfExtSI));
    all.push(Box::new(XOrINotCmpI));
    all.push(Box::new(XOrIOfExtUI));
    all.push(Box::new(XOrIOfExtSI));
}

/// An extension op: its operand, and how to create one.
trait Extension: OpType {
    fn input(self, rw: &PatternRewriter<'_>) -> Value;
    fn create(rw: &mut PatternRewriter<'_>, loc: Location, ty: Type, input: Value) -> Value;
}

impl Extension for ExtUIOp {
    fn input(self, rw: &PatternRewriter<'_>) -> Value {
        self.r#in(rw)
    }
    fn create(rw: &mut PatternRewriter<'_>, loc: Location, ty: Type, input: Value) -> Value {
        ExtUIOp::build(rw, loc, ty, input).out(rw)
    }
}

impl Extension for ExtSIOp {
    fn input(self, rw: &PatternRewriter<'_>) -> Value {
        self.r#in(rw)
    }
    fn create(rw: &mut PatternRewriter<'_>, loc: Location, ty: Type, input: Value) -> Value {
        ExtSIOp::build(rw, loc, ty, input).out(rw)
    }
}

/// `op(ext(x), ext(y))` as `ext(op(x, y))` when `x` and `y` have one
/// type; `lhs`, `rhs` and `result` are the root's.
fn hoist_extension<E: Extension>(
    rw: &mut PatternRewriter<'_>,
    root: mlir_core::ir::Op,
    (lhs, rhs): (Value, Value),
    narrow: fn(&mut PatternRewriter<'_>, Location, Type, Value, Value) -> Value,
) -> RewriteResult {
    let Some(a) = def::<E>(rw, lhs) else {
        return rw.notify_match_failure(root, "the lhs is not the extension");
    };
    let Some(b) = def::<E>(rw, rhs) else {
        return rw.notify_match_failure(root, "the rhs is not the extension");
    };
    let (x, y) = (a.input(rw), b.input(rw));
    let narrow_ty = x.ty(rw);
    if narrow_ty != y.ty(rw) {
        return rw.notify_match_failure(root, "the extended values differ in type");
    }
    let loc = fused(rw, &[root.loc(rw), a.as_op().loc(rw), b.as_op().loc(rw)]);
    let ty = root.result(rw, 0).ty(rw);
    let inner = narrow(rw, loc, narrow_ty, x, y);
    let new = E::create(rw, loc, ty, inner);
    rw.replace_op(root, &[new]);
    Ok(())
}

hand_pattern! {
    /// `andi(extui(x), extui(y))` is `extui(andi(x, y))`.
    AndOfExtUI on AndIOp, benefit 3, |root, rw| {
        let operands = (root.lhs(rw), root.rhs(rw));
        hoist_extension::<ExtUIOp>(rw, root.as_op(), operands, and)
    }
}

hand_pattern! {
    /// `andi(extsi(x), extsi(y))` is `extsi(andi(x, y))`.
    AndOfExtSI on AndIOp, benefit 3, |root, rw| {
        let operands = (root.lhs(rw), root.rhs(rw));
        hoist_extension::<ExtSIOp>(rw, root.as_op(), operands, and)
    }
}

hand_pattern! {
    /// `ori(extui(x), extui(y))` is `extui(ori(x, y))`.
    OrOfExtUI on OrIOp, benefit 3, |root, rw| {
        let operands = (root.lhs(rw), root.rhs(rw));
        hoist_extension::<ExtUIOp>(rw, root.as_op(), operands, or)
    }
}

hand_pattern! {
    /// `ori(extsi(x), extsi(y))` is `extsi(ori(x, y))`.
    OrOfExtSI on OrIOp, benefit 3, |root, rw| {
        let operands = (root.lhs(rw), root.rhs(rw));
        hoist_extension::<ExtSIOp>(rw, root.as_op(), operands, or)
    }
}

hand_pattern! {
    /// `xori(cmpi(p, a, b), true)` is `cmpi(¬p, a, b)`.
    XOrINotCmpI on XOrIOp, benefit 2, |root, rw| {
        let cmp: CmpIOp = get!(def(rw, root.lhs(rw)), rw, root, "the lhs is not a cmpi");
        let t = get!(constant(rw, root.rhs(rw)), rw, root, "the rhs is not a constant");
        if t != rw.ctx().bool_attr(true) {
            fail!(rw, root, "the rhs is not true");
        }
        let predicate = cmp.predicate(rw).inverse();
        let loc = fused(rw, &[root.as_op().loc(rw), cmp.as_op().loc(rw)]);
        let (ty, a, b) = (root.result(rw).ty(rw), cmp.lhs(rw), cmp.rhs(rw));
        let new = CmpIOp::build(rw, loc, ty, predicate, a, b).result(rw);
        rw.replace_op(root.as_op(), &[new]);
        Ok(())
    }
}

hand_pattern! {
    /// `xori(extui(x), extui(y))` is `extui(xori(x, y))`.
    XOrIOfExtUI on XOrIOp, benefit 3, |root, rw| {
        let operands = (root.lhs(rw), root.rhs(rw));
        hoist_extension::<ExtUIOp>(rw, root.as_op(), operands, xor)
    }
}

hand_pattern! {
    /// `xori(extsi(x), extsi(y))` is `extsi(xori(x, y))`.
    XOrIOfExtSI on XOrIOp, benefit 3, |root, rw| {
        let operands = (root.lhs(rw), root.rhs(rw));
        hoist_extension::<ExtSIOp>(rw, root.as_op(), operands, xor)
    }
}
