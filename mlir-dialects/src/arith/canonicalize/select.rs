//! `select`: a negated condition swaps the values, a nested select on the
//! same condition is redundant, `select(c, false, true)` is `¬c`, and
//! `select(c, 1, 0)` on a wide integer is `extui(c)` (upstream's one
//! hand-written select pattern, which the grammar expresses as two).

use mlir_core::semantics::constraints::APIntAttr;
use mlir_derive::pattern;

use super::super::ops::{ConstantOp, ExtUIOp, SelectOp, XOrIOp};
use super::values::{is_bool, is_one, is_scalar_all_ones, is_wide_int, is_zero, true_attr};

/// `select(c, a, select(c, b, d))` is `select(c, a, d)`.
#[pattern(SelectOp(c, a, SelectOp(c, _, d)) => SelectOp(c, a, d))]
pub struct RedundantSelectFalse;

/// `select(c, select(c, a, b), d)` is `select(c, a, d)`.
#[pattern(SelectOp(c, SelectOp(c, a, _), d) => SelectOp(c, a, d))]
pub struct RedundantSelectTrue;

/// `select(xori(c, -1), a, b)` is `select(c, b, a)` (a scalar all-ones
/// constant only).
#[pattern(
    loc = (r, k),
    r @ SelectOp(XOrIOp(c, k @ Const(ones @ APIntAttr)), a, b) if is_scalar_all_ones(rw, ones)
    => SelectOp(c, b, a)
)]
pub struct SelectNotCond;

/// `select(c, false, true)` is `xori(c, true)` (scalar `i1` constants).
#[pattern(
    SelectOp(c, Const(f), Const(t)) if is_bool(rw, f, false) && is_bool(rw, t, true)
    => XOrIOp(c, ConstantOp({ true_attr(rw) }))
)]
pub struct SelectI1ToNot;

/// `select(c, 1, 0)` is `extui(c)` when the result is an integer wider
/// than `i1` (not `index`, not a vector); the new op has the select's
/// location.
#[pattern(
    debug_name = "SelectToExtUI",
    loc = r,
    r @ SelectOp(c, Const(one), Const(zero))
        if is_wide_int(rw, r.result(rw)) && is_one(rw, one) && is_zero(rw, zero)
    => ExtUIOp(c)
)]
pub struct SelectToExtUI;

/// `select(c, 0, 1)` is `extui(xori(c, true))` under the same conditions.
#[pattern(
    debug_name = "SelectToExtUI",
    loc = r,
    r @ SelectOp(c, Const(zero), Const(one))
        if is_wide_int(rw, r.result(rw)) && is_one(rw, one) && is_zero(rw, zero)
    => ExtUIOp(XOrIOp(c, ConstantOp({ true_attr(rw) })))
)]
pub struct SelectToExtUINot;
