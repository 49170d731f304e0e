//! `cmpi` by hand: an equality of two like extensions compares the
//! narrow values.

use mlir_core::definitions::op_type::OpType;
use mlir_core::rewrite::{PatternRewriter, RewritePattern, RewriteResult};
use mlir_rs::dialects::arith::{CmpIOp, CmpIPredicate, ExtSIOp, ExtUIOp};

use super::{def, fail, fused, get, hand_pattern};

/// Adds this family's patterns, in the declarative set's order.
pub fn add(all: &mut Vec<Box<dyn RewritePattern>>) {
    all.push(Box::new(CmpIExtSI));
    all.push(Box::new(CmpIExtUI));
}

/// `cmpi(eq|ne, ext(a), ext(b))` as `cmpi(eq|ne, a, b)`; `input` reads an
/// extension's operand.
fn narrow<E: OpType>(
    root: CmpIOp,
    rw: &mut PatternRewriter<'_>,
    input: fn(E, &PatternRewriter<'_>) -> mlir_core::ir::Value,
) -> RewriteResult {
    let predicate = root.predicate(rw);
    if !matches!(predicate, CmpIPredicate::Eq | CmpIPredicate::Ne) {
        fail!(rw, root, "not an equality");
    }
    let ea: E = get!(def(rw, root.lhs(rw)), rw, root, "the lhs is not the extension");
    let eb: E = get!(def(rw, root.rhs(rw)), rw, root, "the rhs is not the extension");
    let (a, b) = (input(ea, rw), input(eb, rw));
    if a.ty(rw) != b.ty(rw) {
        fail!(rw, root, "the extended values differ in type");
    }
    let loc = fused(rw, &[root.as_op().loc(rw), ea.as_op().loc(rw), eb.as_op().loc(rw)]);
    let ty = root.result(rw).ty(rw);
    let new = CmpIOp::build(rw, loc, ty, predicate, a, b).result(rw);
    rw.replace_op(root.as_op(), &[new]);
    Ok(())
}

hand_pattern! {
    /// `cmpi(eq|ne, extsi(a), extsi(b))` is `cmpi(eq|ne, a, b)`.
    CmpIExtSI on CmpIOp, benefit 3, |root, rw| {
        narrow::<ExtSIOp>(root, rw, |e, rw| e.r#in(rw))
    }
}

hand_pattern! {
    /// `cmpi(eq|ne, extui(a), extui(b))` is `cmpi(eq|ne, a, b)`.
    CmpIExtUI on CmpIOp, benefit 3, |root, rw| {
        narrow::<ExtUIOp>(root, rw, |e, rw| e.r#in(rw))
    }
}
