//! The integer and float minimum and maximum ops as a comparison and a
//! `arith.select` (MLIR's `MaxMinIOpConverter`,
//! `MaximumMinimumFOpConverter`, `MaxNumMinNumFOpConverter`). `maximumf`
//! and `minimumf` propagate a NaN of either operand; `maxnumf` and
//! `minnumf` return the other operand when one is NaN.

use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Op, Value};
use mlir_core::rewrite::{PatternRewriter, RewriteResult};

use super::build::{cmpf, cmpi, select};
use crate::arith::{
    CmpFPredicate, CmpIPredicate, MaxNumFOp, MaxSIOp, MaxUIOp, MaximumFOp, MinNumFOp, MinSIOp,
    MinUIOp, MinimumFOp,
};

/// Replaces `op` with `lhs pred rhs ? lhs : rhs`.
fn select_by_cmpi(
    rw: &mut PatternRewriter<'_>,
    op: Op,
    pred: CmpIPredicate,
    lhs: Value,
    rhs: Value,
) -> RewriteResult {
    let loc = op.loc(rw);
    let cond = cmpi(rw, loc, pred, lhs, rhs);
    let result = select(rw, loc, cond, lhs, rhs);
    rw.replace_op(op, &[result]);
    Ok(())
}

/// Declares the pattern expanding an integer min or max op by `pred`.
macro_rules! int_min_max {
    ($(#[$doc:meta])* $name:ident on $op:ty, $pred:ident, $body:ident) => {
        pattern! {
            $(#[$doc])*
            $name on $op,
            creates ["arith.cmpi", "arith.select"],
            $body
        }

        fn $body(m: $op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
            let (lhs, rhs) = (m.lhs(rw), m.rhs(rw));
            select_by_cmpi(rw, m.as_op(), CmpIPredicate::$pred, lhs, rhs)
        }
    };
}

int_min_max! {
    /// `maxsi(a, b)` is `a > b ? a : b`, signed.
    MaxSIOpConverter on MaxSIOp, Sgt, expand_max_si
}
int_min_max! {
    /// `maxui(a, b)` is `a > b ? a : b`, unsigned.
    MaxUIOpConverter on MaxUIOp, Ugt, expand_max_ui
}
int_min_max! {
    /// `minsi(a, b)` is `a < b ? a : b`, signed.
    MinSIOpConverter on MinSIOp, Slt, expand_min_si
}
int_min_max! {
    /// `minui(a, b)` is `a < b ? a : b`, unsigned.
    MinUIOpConverter on MinUIOp, Ult, expand_min_ui
}

/// Which operand's NaN decides the result.
#[derive(Clone, Copy)]
enum NanOf {
    /// `maximumf`, `minimumf`: a NaN `rhs` is the result (a NaN `lhs` is
    /// already, the unordered comparison selecting it).
    Rhs,
    /// `maxnumf`, `minnumf`: a NaN `lhs` gives `rhs`.
    Lhs,
}

/// Replaces `op` with `isnan(x) ? rhs : (lhs pred rhs ? lhs : rhs)`, `x`
/// the operand `nan` names; `pred` is unordered, so that a NaN `lhs`
/// selects `lhs`.
fn select_by_cmpf(
    rw: &mut PatternRewriter<'_>,
    op: Op,
    pred: CmpFPredicate,
    nan: NanOf,
    lhs: Value,
    rhs: Value,
) -> RewriteResult {
    let loc = op.loc(rw);
    let cond = cmpf(rw, loc, pred, lhs, rhs);
    let chosen = select(rw, loc, cond, lhs, rhs);
    let tested = match nan {
        NanOf::Rhs => rhs,
        NanOf::Lhs => lhs,
    };
    let is_nan = cmpf(rw, loc, CmpFPredicate::Uno, tested, tested);
    let result = select(rw, loc, is_nan, rhs, chosen);
    rw.replace_op(op, &[result]);
    Ok(())
}

/// Declares the pattern expanding a float min or max op.
macro_rules! float_min_max {
    ($(#[$doc:meta])* $name:ident on $op:ty, $pred:ident, $nan:ident, $body:ident) => {
        pattern! {
            $(#[$doc])*
            $name on $op,
            creates ["arith.cmpf", "arith.select"],
            $body
        }

        fn $body(m: $op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
            let (lhs, rhs) = (m.lhs(rw), m.rhs(rw));
            select_by_cmpf(rw, m.as_op(), CmpFPredicate::$pred, NanOf::$nan, lhs, rhs)
        }
    };
}

float_min_max! {
    /// `maximumf(a, b)` is `isnan(b) ? b : (a ugt b ? a : b)`.
    MaximumFOpConverter on MaximumFOp, Ugt, Rhs, expand_maximum_f
}
float_min_max! {
    /// `minimumf(a, b)` is `isnan(b) ? b : (a ult b ? a : b)`.
    MinimumFOpConverter on MinimumFOp, Ult, Rhs, expand_minimum_f
}
float_min_max! {
    /// `maxnumf(a, b)` is `isnan(a) ? b : (a ugt b ? a : b)`.
    MaxNumFOpConverter on MaxNumFOp, Ugt, Lhs, expand_max_num_f
}
float_min_max! {
    /// `minnumf(a, b)` is `isnan(a) ? b : (a ult b ? a : b)`.
    MinNumFOpConverter on MinNumFOp, Ult, Lhs, expand_min_num_f
}
