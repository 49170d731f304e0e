//! The rounding divisions in terms of `arith.divsi`/`arith.divui` (MLIR's
//! `CeilDivUIOpConverter`, `CeilDivSIOpConverter`,
//! `FloorDivSIOpConverter`): the truncating quotient, corrected by one
//! when the division was inexact and the signs call for it. Ops are built
//! in mlir-opt 22's order, constants where it creates them.

use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::Value;
use mlir_core::rewrite::{PatternRewriter, RewriteResult};
use mlir_core::{Location, Type};

use super::build::{cmpi, int_const, select};
use crate::arith::{
    AddIOp, AndIOp, CeilDivSIOp, CeilDivUIOp, CmpIPredicate, DivSIOp, DivUIOp, FloorDivSIOp,
    MulIOp, SubIOp,
};

pattern! {
    /// `ceildivui(n, m)` is `n == 0 ? 0 : (n - 1) / m + 1`.
    CeilDivUIOpConverter on CeilDivUIOp,
    creates ["arith.constant", "arith.cmpi", "arith.subi", "arith.divui", "arith.addi", "arith.select"],
    expand_ceil_div_ui
}

fn expand_ceil_div_ui(div: CeilDivUIOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = div.as_op();
    let loc = op.loc(rw);
    let (a, b) = (div.lhs(rw), div.rhs(rw));
    let ty = a.ty(rw);
    let zero = int_const(rw, loc, ty, 0);
    let is_zero = cmpi(rw, loc, CmpIPredicate::Eq, a, zero);
    let one = int_const(rw, loc, ty, 1);
    let minus_one = SubIOp::build(rw, loc, ty, a, one, None).result(rw);
    let quotient = DivUIOp::build(rw, loc, ty, minus_one, b, false).result(rw);
    let plus_one = AddIOp::build(rw, loc, ty, quotient, one, None).result(rw);
    let result = select(rw, loc, is_zero, zero, plus_one);
    rw.replace_op(op, &[result]);
    Ok(())
}

pattern! {
    /// `ceildivsi(a, b)` is `q = a / b` plus one when `q * b != a` and `a`
    /// and `b` have the same sign.
    CeilDivSIOpConverter on CeilDivSIOp,
    creates ["arith.constant", "arith.divsi", "arith.muli", "arith.cmpi", "arith.andi", "arith.addi", "arith.select"],
    expand_ceil_div_si
}

fn expand_ceil_div_si(div: CeilDivSIOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = div.as_op();
    let loc = op.loc(rw);
    let (a, b) = (div.lhs(rw), div.rhs(rw));
    let ty = div.result(rw).ty(rw);
    let zero = int_const(rw, loc, ty, 0);
    let one = int_const(rw, loc, ty, 1);
    let (quotient, inexact) = truncating_quotient(rw, loc, ty, a, b);
    let cond = inexact_with_signs(rw, loc, inexact, (a, b, zero), CmpIPredicate::Eq);
    let plus_one = AddIOp::build(rw, loc, ty, quotient, one, None).result(rw);
    let result = select(rw, loc, cond, plus_one, quotient);
    rw.replace_op(op, &[result]);
    Ok(())
}

pattern! {
    /// `floordivsi(a, b)` is `q = a / b` minus one when `q * b != a` and
    /// `a` and `b` have opposite signs.
    FloorDivSIOpConverter on FloorDivSIOp,
    creates ["arith.constant", "arith.divsi", "arith.muli", "arith.cmpi", "arith.andi", "arith.addi", "arith.select"],
    expand_floor_div_si
}

fn expand_floor_div_si(div: FloorDivSIOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = div.as_op();
    let loc = op.loc(rw);
    let (a, b) = (div.lhs(rw), div.rhs(rw));
    let ty = div.result(rw).ty(rw);
    let (quotient, inexact) = truncating_quotient(rw, loc, ty, a, b);
    let zero = int_const(rw, loc, ty, 0);
    let cond = inexact_with_signs(rw, loc, inexact, (a, b, zero), CmpIPredicate::Ne);
    let minus_one = int_const(rw, loc, ty, -1);
    let minus_one_more = AddIOp::build(rw, loc, ty, quotient, minus_one, None).result(rw);
    let result = select(rw, loc, cond, minus_one_more, quotient);
    rw.replace_op(op, &[result]);
    Ok(())
}

/// `q = a / b`, rounded toward zero, and whether `q * b != a`.
fn truncating_quotient(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    ty: Type,
    a: Value,
    b: Value,
) -> (Value, Value) {
    let quotient = DivSIOp::build(rw, loc, ty, a, b, false).result(rw);
    let product = MulIOp::build(rw, loc, ty, quotient, b, None).result(rw);
    let inexact = cmpi(rw, loc, CmpIPredicate::Ne, a, product);
    (quotient, inexact)
}

/// `inexact && ((a < 0) signs (b < 0))`: `signs` is `eq` for the same
/// sign, `ne` for opposite ones.
fn inexact_with_signs(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    inexact: Value,
    (a, b, zero): (Value, Value, Value),
    signs: CmpIPredicate,
) -> Value {
    let a_neg = cmpi(rw, loc, CmpIPredicate::Slt, a, zero);
    let b_neg = cmpi(rw, loc, CmpIPredicate::Slt, b, zero);
    let compared = cmpi(rw, loc, signs, a_neg, b_neg);
    let ty = inexact.ty(rw);
    AndIOp::build(rw, loc, ty, inexact, compared).result(rw)
}
