//! `arith.cmpf` of an integer cast to float (`sitofp` or `uitofp`, on the
//! left) against a scalar float constant (on the right) compares the
//! integer itself: an `arith.cmpi` against the constant made an integer,
//! or the constant `true` or `false` when the answer does not depend on
//! the integer (MLIR's `CmpFIntToFPConst`).
//!
//! When it applies, in order:
//! - the constant is not a NaN;
//! - when the integer is wider than the float's significand (so the cast
//!   may round), the constant is not in the range rounding could reach:
//!   an infinity needs the largest integer to stay finite, and a finite
//!   constant's exponent must be below the significand's width or above
//!   the integer's value bits;
//! - `ord` is `true`, `uno` is `false` (a cast integer is never NaN);
//!   `false` and `true` do not apply; the others become the integer
//!   predicate of the cast's signedness (`olt` and `ult` alike);
//! - a constant above the integer's maximum or below its minimum (both
//!   rounded to the float type) decides the comparison;
//! - the constant truncated toward zero is the integer; a fractional one
//!   makes `eq` false and `ne` true and moves the other predicates to the
//!   integer it was truncated to (`< 4.5` is `<= 4`, `< -4.5` is `< -4`).
//!
//! Vectors, tensors and other operands do not match: the constant must be
//! a float attribute and the cast's operand an integer type.

use mlir_core::definitions::op_rewrite_pattern::OpRewritePattern;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{InsertPoint, OpBuilder, Value};
use mlir_core::rewrite::{PatternRewriter, RewriteResult};
use mlir_core::support::apint::APInt;
use mlir_core::support::float::APFloat;
use mlir_core::transforms::folding::fold_one_op::constant_value;
use std::cmp::Ordering;

use super::super::float_fold::float_value;
use super::super::int_fold::defining;
use super::super::{CmpFOp, CmpFPredicate, CmpIOp, CmpIPredicate, ConstantOp, SIToFPOp, UIToFPOp};

/// `cmpf(p, sitofp(x) | uitofp(x), C)` to `cmpi(p', x, C')` or a boolean
/// constant (see the module documentation for when).
#[derive(Default)]
pub struct CmpFIntToFPConst;

/// What the comparison becomes.
#[derive(Clone, PartialEq, Eq, Debug)]
enum Rewrite {
    /// A constant answer.
    Known(bool),
    /// An integer comparison of the cast's operand with this constant.
    Compare(CmpIPredicate, APInt),
}

impl OpRewritePattern for CmpFIntToFPConst {
    type Op = CmpFOp;

    fn generated_ops(&self) -> &[&'static str] {
        &["arith.cmpi", "arith.constant"]
    }

    fn debug_name(&self) -> &str {
        "CmpFIntToFPConst"
    }

    fn match_and_rewrite(&self, cmp: CmpFOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
        let op = cmp.as_op();
        let ctx = rw.ctx();
        let rhs = constant_value(rw, cmp.rhs(rw)).and_then(|attr| float_value(ctx, attr));
        let Some(rhs) = rhs else {
            return rw.notify_match_failure(op, "the right operand is not a float constant");
        };
        let Some((int, unsigned)) = cast_operand(rw, cmp.lhs(rw)) else {
            return rw.notify_match_failure(op, "the left operand is not an integer cast");
        };
        let Some((width, _)) = int.ty(rw).as_integer(ctx) else {
            return rw.notify_match_failure(op, "the cast's operand is not an integer");
        };
        let rewrite = match rewrite_of(cmp.predicate(rw), rhs, width, unsigned) {
            Ok(rewrite) => rewrite,
            Err(reason) => return rw.notify_match_failure(op, reason),
        };
        let (loc, i1, int_ty) = (op.loc(rw), ctx.integer_type(1), int.ty(rw));
        // The constant made first, then the comparison, as upstream.
        let (constant, predicate) = match rewrite {
            Rewrite::Known(value) => ((i1, ctx.bool_attr(value)), None),
            Rewrite::Compare(predicate, value) => {
                ((int_ty, ctx.integer_attr(int_ty, value)), Some(predicate))
            }
        };
        rw.set_insertion_point(InsertPoint::Before(op));
        let constant = ConstantOp::build(rw, loc, constant.0, constant.1).result(rw);
        let result = match predicate {
            None => constant,
            Some(predicate) => CmpIOp::build(rw, loc, i1, predicate, int, constant).result(rw),
        };
        rw.replace_op(op, &[result]);
        Ok(())
    }
}

/// The integer a `uitofp` or `sitofp` defining `value` converts, and
/// whether it is read as unsigned.
fn cast_operand(rw: &PatternRewriter<'_>, value: Value) -> Option<(Value, bool)> {
    if let Some(cast) = defining::<UIToFPOp>(rw, value) {
        return Some((cast.r#in(rw), true));
    }
    defining::<SIToFPOp>(rw, value).map(|cast| (cast.r#in(rw), false))
}

/// The rewrite of `cast(x) p rhs` for an integer `x` of `width` bits
/// read as unsigned or signed, or why there is none.
fn rewrite_of(
    predicate: CmpFPredicate,
    rhs: APFloat,
    width: u32,
    unsigned: bool,
) -> Result<Rewrite, &'static str> {
    if rhs.is_nan() {
        return Err("the constant is a NaN");
    }
    guard_rounding(rhs, width, unsigned)?;
    let predicate = match integer_predicate(predicate, unsigned) {
        Ok(predicate) => predicate,
        Err(known) => return known.map(Rewrite::Known).ok_or("the predicate ignores its operands"),
    };
    let signed = !unsigned;
    let (min, max) = if unsigned {
        (APInt::zero(width), APInt::all_ones(width))
    } else {
        (APInt::signed_min(width), APInt::signed_max(width))
    };
    use CmpIPredicate::*;
    // Bounds rounded to the float type; a NaN bound (overflow in a type
    // without infinities) compares unordered and decides nothing.
    if APFloat::from_int(rhs.kind(), &max, signed).compare(rhs) == Some(Ordering::Less) {
        return Ok(Rewrite::Known(matches!(predicate, Ne | Slt | Sle | Ult | Ule)));
    }
    if APFloat::from_int(rhs.kind(), &min, signed).compare(rhs) == Some(Ordering::Greater) {
        return Ok(Rewrite::Known(matches!(predicate, Ne | Sgt | Sge | Ugt | Uge)));
    }
    let value = rhs.to_int(width, signed).ok_or("the constant does not fit the integer")?;
    // A zero of either sign is the integer 0, never a fraction.
    let exact = rhs.is_zero()
        || APFloat::from_int(rhs.kind(), &value, signed).compare(rhs) == Some(Ordering::Equal);
    if exact {
        return Ok(Rewrite::Compare(predicate, value));
    }
    Ok(match fractional(predicate, rhs.is_negative()) {
        Ok(predicate) => Rewrite::Compare(predicate, value),
        Err(known) => Rewrite::Known(known),
    })
}

/// Fails when the cast of an integer of `width` bits may round to a value
/// that compares with `rhs` otherwise than the integer does: only when
/// the integer is wider than the significand, and then for an infinity
/// the largest integer could round to, or a constant whose exponent lies
/// between the significand's width and the integer's value bits.
fn guard_rounding(rhs: APFloat, width: u32, unsigned: bool) -> Result<(), &'static str> {
    let precision = i64::from(rhs.kind().precision());
    let value_bits = i64::from(width) - i64::from(!unsigned);
    if i64::from(width) <= precision {
        return Ok(());
    }
    if rhs.is_infinite() {
        if i64::from(rhs.kind().max_exponent()) < value_bits {
            return Err("the cast may overflow to infinity");
        }
    } else if let Some(exponent) = rhs.ilogb().map(i64::from)
        && precision <= exponent
        && exponent <= value_bits
    {
        return Err("rounding in the cast may change the comparison");
    }
    Ok(())
}

/// The integer predicate comparing as `predicate` does on values that
/// are never NaN (ordered and unordered alike), signed or unsigned; or,
/// as the error, a known answer (`ord`, `uno`) or none (`false`, `true`,
/// which the pattern leaves alone).
fn integer_predicate(
    predicate: CmpFPredicate,
    unsigned: bool,
) -> Result<CmpIPredicate, Option<bool>> {
    use CmpFPredicate::*;
    let pick = |signed, unsigned_form| if unsigned { unsigned_form } else { signed };
    Ok(match predicate {
        Oeq | Ueq => CmpIPredicate::Eq,
        One | Une => CmpIPredicate::Ne,
        Ogt | Ugt => pick(CmpIPredicate::Sgt, CmpIPredicate::Ugt),
        Oge | Uge => pick(CmpIPredicate::Sge, CmpIPredicate::Uge),
        Olt | Ult => pick(CmpIPredicate::Slt, CmpIPredicate::Ult),
        Ole | Ule => pick(CmpIPredicate::Sle, CmpIPredicate::Ule),
        Ord => return Err(Some(true)),
        Uno => return Err(Some(false)),
        AlwaysFalse | AlwaysTrue => return Err(None),
    })
}

/// Against a fractional constant truncated toward zero to `t`: the
/// predicate comparing with `t` as the original compares with the
/// fraction, or the answer when it is known (`x == 4.5` never holds;
/// `x < 4.5` is `x <= 4`; unsigned `x >= -4.5` always holds).
fn fractional(predicate: CmpIPredicate, negative: bool) -> Result<CmpIPredicate, bool> {
    use CmpIPredicate::*;
    match predicate {
        Eq => Err(false),
        Ne => Err(true),
        Ule | Ult if negative => Err(false),
        Ugt | Uge if negative => Err(true),
        Ult => Ok(Ule),
        Uge => Ok(Ugt),
        Sle if negative => Ok(Slt),
        Slt if !negative => Ok(Sle),
        Sgt if negative => Ok(Sge),
        Sge if !negative => Ok(Sgt),
        other => Ok(other),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mlir_core::support::float::FloatKind;

    fn rewrite(p: CmpFPredicate, kind: FloatKind, c: f64, width: u32, unsigned: bool) -> Rewrite {
        rewrite_of(p, APFloat::from_f64(kind, c), width, unsigned).unwrap()
    }

    fn compare(p: CmpIPredicate, width: u32, v: i64) -> Rewrite {
        Rewrite::Compare(p, APInt::from_i64(width, v))
    }

    #[test]
    fn fractions_move_to_the_truncated_integer() {
        use CmpFPredicate::*;
        let f32 = FloatKind::F32;
        assert_eq!(rewrite(Olt, f32, 4.5, 32, false), compare(CmpIPredicate::Sle, 32, 4));
        assert_eq!(rewrite(Ule, f32, -4.5, 32, false), compare(CmpIPredicate::Slt, 32, -4));
        assert_eq!(rewrite(Ogt, f32, -4.5, 32, false), compare(CmpIPredicate::Sge, 32, -4));
        assert_eq!(rewrite(Uge, f32, 4.5, 16, true), compare(CmpIPredicate::Ugt, 16, 4));
        assert_eq!(rewrite(Oeq, f32, 4.5, 16, true), Rewrite::Known(false));
        assert_eq!(rewrite(Une, f32, 0.25, 16, false), Rewrite::Known(true));
    }

    #[test]
    fn bounds_and_guards() {
        use CmpFPredicate::*;
        let (f16, f32) = (FloatKind::F16, FloatKind::F32);
        assert_eq!(rewrite(Olt, f32, 128.0, 8, false), Rewrite::Known(true));
        assert_eq!(rewrite(Oge, f32, -129.0, 8, false), Rewrite::Known(true));
        assert_eq!(rewrite(Olt, f32, -0.5, 8, true), Rewrite::Known(false));
        assert_eq!(rewrite(Olt, f32, f64::INFINITY, 32, false), Rewrite::Known(true));
        assert_eq!(rewrite(Ord, f32, 1.0, 32, false), Rewrite::Known(true));
        let refused = |p, kind, c: f64, width, unsigned| {
            rewrite_of(p, APFloat::from_f64(kind, c), width, unsigned).is_err()
        };
        assert!(refused(Olt, f32, 2f64.powi(40), 64, false));
        assert!(refused(Olt, f16, f64::INFINITY, 16, true));
        assert!(refused(Olt, f32, f64::NAN, 8, false));
        assert!(refused(AlwaysTrue, f32, 1.0, 8, false));
        assert!(refused(AlwaysFalse, f32, 1.0, 8, true));
    }
}
