//! What ops compute on [`ConstantIntRanges`] (MLIR's
//! `InferIntRangeCommon`): bounds of a comparison's outcome
//! ([`evaluate_pred`]), and bounds of the results of arithmetic, bitwise,
//! shift and width-changing operations from bounds of their operands. Each
//! combinator is exact on constants and sound otherwise: every value the
//! operation can give on values within the operands' bounds lies within
//! the result's.

use std::cmp::Ordering;

use super::infer_int_range::ConstantIntRanges;
use crate::support::apint::APInt;

/// A comparison predicate, in the order of `arith.cmpi`'s and
/// `index.cmp`'s (their integer values convert directly).
#[derive(Copy, Clone, PartialEq, Eq, Debug, Hash)]
pub enum CmpPredicate {
    /// Equal.
    Eq,
    /// Not equal.
    Ne,
    /// Signed less than.
    Slt,
    /// Signed less than or equal.
    Sle,
    /// Signed greater than.
    Sgt,
    /// Signed greater than or equal.
    Sge,
    /// Unsigned less than.
    Ult,
    /// Unsigned less than or equal.
    Ule,
    /// Unsigned greater than.
    Ugt,
    /// Unsigned greater than or equal.
    Uge,
}

impl CmpPredicate {
    /// The predicate of integer value `v` (0 = `eq` … 9 = `uge`).
    pub fn from_value(v: u64) -> Option<CmpPredicate> {
        use CmpPredicate::*;
        Some(match v {
            0 => Eq,
            1 => Ne,
            2 => Slt,
            3 => Sle,
            4 => Sgt,
            5 => Sge,
            6 => Ult,
            7 => Ule,
            8 => Ugt,
            9 => Uge,
            _ => return None,
        })
    }

    /// The predicate that holds exactly when this one does not.
    pub fn inverse(self) -> CmpPredicate {
        use CmpPredicate::*;
        match self {
            Eq => Ne,
            Ne => Eq,
            Slt => Sge,
            Sle => Sgt,
            Sgt => Sle,
            Sge => Slt,
            Ult => Uge,
            Ule => Ugt,
            Ugt => Ule,
            Uge => Ult,
        }
    }

    /// Whether the predicate holds of two values.
    pub fn holds(self, lhs: &APInt, rhs: &APInt) -> bool {
        use CmpPredicate::*;
        let (s, u) = (lhs.scmp(rhs), lhs.ucmp(rhs));
        match self {
            Eq => u == Ordering::Equal,
            Ne => u != Ordering::Equal,
            Slt => s == Ordering::Less,
            Sle => s != Ordering::Greater,
            Sgt => s == Ordering::Greater,
            Sge => s != Ordering::Less,
            Ult => u == Ordering::Less,
            Ule => u != Ordering::Greater,
            Ugt => u == Ordering::Greater,
            Uge => u != Ordering::Less,
        }
    }
}

/// Whether `pred` holds of every pair of values within `lhs` and `rhs`.
fn always_holds(pred: CmpPredicate, lhs: &ConstantIntRanges, rhs: &ConstantIntRanges) -> bool {
    use CmpPredicate::*;
    match pred {
        // The greatest left value against the least right value, and so on.
        Slt | Sle => pred.holds(lhs.smax(), rhs.smin()),
        Sgt | Sge => pred.holds(lhs.smin(), rhs.smax()),
        Ult | Ule => pred.holds(lhs.umax(), rhs.umin()),
        Ugt | Uge => pred.holds(lhs.umin(), rhs.umax()),
        Eq => match (lhs.constant_value(), rhs.constant_value()) {
            (Some(a), Some(b)) => a == b,
            _ => false,
        },
        // Disjoint in both readings: equality may hold in either.
        Ne => {
            let signed = always_holds(Slt, lhs, rhs) || always_holds(Sgt, lhs, rhs);
            let unsigned = always_holds(Ult, lhs, rhs) || always_holds(Ugt, lhs, rhs);
            signed && unsigned
        }
    }
}

/// The outcome of `pred` on values within `lhs` and `rhs` when it is the
/// same for all of them (MLIR's `intrange::evaluatePred`).
pub fn evaluate_pred(
    pred: CmpPredicate,
    lhs: &ConstantIntRanges,
    rhs: &ConstantIntRanges,
) -> Option<bool> {
    if always_holds(pred, lhs, rhs) {
        Some(true)
    } else if always_holds(pred.inverse(), lhs, rhs) {
        Some(false)
    } else {
        None
    }
}

// ---------------------------------------------------------------------------
// Overflow flags and shared shapes

/// The no-wrap flags of an integer op (`arith`'s `overflow<nsw, nuw>`):
/// with a flag, wrapping in that reading is poison, so bounds may saturate
/// instead of giving up.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub struct OverflowFlags {
    /// No signed wrap.
    pub nsw: bool,
    /// No unsigned wrap.
    pub nuw: bool,
}

/// A calculation on two bounds that gives `None` when it overflows.
type BoundFn<'a> = &'a dyn Fn(&APInt, &APInt) -> Option<APInt>;

/// `op(min_l, min_r)..=op(max_l, max_r)` read signed or not, or every
/// value when either end overflows (for operations monotone in both
/// operands).
fn bounds_by(
    op: BoundFn<'_>,
    mins: (&APInt, &APInt),
    maxs: (&APInt, &APInt),
    signed: bool,
) -> ConstantIntRanges {
    match (op(mins.0, mins.1), op(maxs.0, maxs.1)) {
        (Some(min), Some(max)) => ConstantIntRanges::range(min, max, signed),
        _ => ConstantIntRanges::max_range(mins.0.width()),
    }
}

/// The least and greatest of `op(l, r)` over the corners `l` of `lhs` and
/// `r` of `rhs`, read signed or not; every value when any overflows.
fn min_max_by(
    op: BoundFn<'_>,
    lhs: [&APInt; 2],
    rhs: [&APInt; 2],
    signed: bool,
) -> ConstantIntRanges {
    let width = lhs[0].width();
    let cmp = if signed { APInt::scmp } else { APInt::ucmp };
    let mut extremes: Option<(APInt, APInt)> = None;
    for l in lhs {
        for r in rhs {
            let Some(v) = op(l, r) else { return ConstantIntRanges::max_range(width) };
            extremes = Some(match extremes {
                None => (v.clone(), v),
                Some((min, max)) => {
                    let min = if cmp(&v, &min) == Ordering::Less { v.clone() } else { min };
                    let max = if cmp(&v, &max) == Ordering::Greater { v } else { max };
                    (min, max)
                }
            });
        }
    }
    match extremes {
        Some((min, max)) => ConstantIntRanges::range(min, max, signed),
        None => ConstantIntRanges::max_range(width),
    }
}

/// The signed extreme an overflowing signed result saturates to: the
/// maximum when the exact result is positive.
fn signed_saturated(width: u32, positive: bool) -> APInt {
    if positive { APInt::signed_max(width) } else { APInt::signed_min(width) }
}

/// `result` unless it overflowed; with the no-wrap flag, the saturated
/// value instead (wrapping would be poison).
fn checked(
    result: (APInt, bool),
    no_wrap: bool,
    saturated: impl FnOnce() -> APInt,
) -> Option<APInt> {
    match result {
        (v, false) => Some(v),
        (_, true) if no_wrap => Some(saturated()),
        (_, true) => None,
    }
}

// ---------------------------------------------------------------------------
// Width changes

/// Widening that keeps both readings: unsigned bounds zero-extended,
/// signed ones sign-extended (the `index` ops' view of a 32-bit result
/// at 64 bits).
pub fn ext_range(range: &ConstantIntRanges, width: u32) -> ConstantIntRanges {
    ConstantIntRanges::new(
        range.umin().zext(width),
        range.umax().zext(width),
        range.smin().sext(width),
        range.smax().sext(width),
    )
}

/// Zero extension (`extui`, `index_castui`, `castu` to a wider type).
pub fn ext_ui_range(range: &ConstantIntRanges, width: u32) -> ConstantIntRanges {
    ConstantIntRanges::from_unsigned(range.umin().zext(width), range.umax().zext(width))
}

/// Sign extension (`extsi`, `index_cast`, `casts` to a wider type).
pub fn ext_si_range(range: &ConstantIntRanges, width: u32) -> ConstantIntRanges {
    ConstantIntRanges::from_signed(range.smin().sext(width), range.smax().sext(width))
}

/// Truncation: each reading keeps its bounds when truncating them loses
/// nothing between them, else it is every value.
pub fn trunc_range(range: &ConstantIntRanges, width: u32) -> ConstantIntRanges {
    // Unsigned: both ends in the same block of 2^width values.
    let unsigned_wraps = range.umin().lshr(width) != range.umax().lshr(width);
    let (umin, umax) = if unsigned_wraps {
        (APInt::zero(width), APInt::all_ones(width))
    } else {
        (range.umin().trunc(width), range.umax().trunc(width))
    };
    // Signed: the bits from the new sign bit up agree at both ends, or go
    // from all ones to all ones or all zeros (the ends stay ordered once
    // truncated); anything else wraps.
    let (low, high) = (range.smin().ashr(width - 1), range.smax().ashr(width - 1));
    let signed_wraps = low != high
        && !(low.is_all_ones() && (high.is_all_ones() || high.is_zero()))
        && !(low.is_zero() && high.is_zero());
    let (smin, smax) = if signed_wraps {
        (APInt::signed_min(width), APInt::signed_max(width))
    } else {
        (range.smin().trunc(width), range.smax().trunc(width))
    };
    ConstantIntRanges::new(umin, umax, smin, smax)
}

/// Which readings of an `index` result must agree between 64-bit and
/// 32-bit targets for the 64-bit bounds to stand alone.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum CmpMode {
    /// Both readings.
    Both,
    /// The signed one (signed divisions, `maxs`, …).
    Signed,
    /// The unsigned one.
    Unsigned,
}

/// The bounds of an `index` op's result on any target: `infer` run on the
/// 64-bit operand bounds and on their truncations to 32 bits; when the
/// 32-bit result is the 64-bit one truncated (in the readings `mode`
/// names), the 64-bit result, else the union of both (the 32-bit result
/// extended).
pub fn infer_index_op(
    infer: &dyn Fn(&[ConstantIntRanges]) -> ConstantIntRanges,
    args: &[ConstantIntRanges],
    mode: CmpMode,
) -> ConstantIntRanges {
    let wide = infer(args);
    let truncated: Vec<ConstantIntRanges> = args.iter().map(|r| trunc_range(r, 32)).collect();
    let narrow = infer(&truncated);
    let wide_truncated = trunc_range(&wide, 32);
    let agree = match mode {
        CmpMode::Both => narrow == wide_truncated,
        CmpMode::Signed => {
            narrow.smin() == wide_truncated.smin() && narrow.smax() == wide_truncated.smax()
        }
        CmpMode::Unsigned => {
            narrow.umin() == wide_truncated.umin() && narrow.umax() == wide_truncated.umax()
        }
    };
    if agree { wide } else { wide.range_union(&ext_range(&narrow, 64)) }
}

// ---------------------------------------------------------------------------
// Addition, subtraction, multiplication

/// `lhs + rhs`: the sums of the bounds in each reading, intersected; a
/// reading whose bounds may wrap is unbounded (saturated with its no-wrap
/// flag).
pub fn infer_add(args: &[ConstantIntRanges], flags: OverflowFlags) -> ConstantIntRanges {
    let (lhs, rhs) = (&args[0], &args[1]);
    let width = lhs.width();
    let uadd =
        |a: &APInt, b: &APInt| checked(a.uadd_overflow(b), flags.nuw, || APInt::all_ones(width));
    let sadd = |a: &APInt, b: &APInt| {
        checked(a.sadd_overflow(b), flags.nsw, || signed_saturated(width, !a.sign_bit()))
    };
    let u = bounds_by(&uadd, (lhs.umin(), rhs.umin()), (lhs.umax(), rhs.umax()), false);
    let s = bounds_by(&sadd, (lhs.smin(), rhs.smin()), (lhs.smax(), rhs.smax()), true);
    u.intersection(&s)
}

/// `lhs - rhs`: the least left minus the greatest right, and so on.
pub fn infer_sub(args: &[ConstantIntRanges], flags: OverflowFlags) -> ConstantIntRanges {
    let (lhs, rhs) = (&args[0], &args[1]);
    let width = lhs.width();
    let usub = |a: &APInt, b: &APInt| checked(a.usub_overflow(b), flags.nuw, || APInt::zero(width));
    let ssub = |a: &APInt, b: &APInt| {
        checked(a.ssub_overflow(b), flags.nsw, || signed_saturated(width, !a.sign_bit()))
    };
    let u = bounds_by(&usub, (lhs.umin(), rhs.umax()), (lhs.umax(), rhs.umin()), false);
    let s = bounds_by(&ssub, (lhs.smin(), rhs.smax()), (lhs.smax(), rhs.smin()), true);
    u.intersection(&s)
}

/// `lhs * rhs`: the extremes of the corner products in each reading.
pub fn infer_mul(args: &[ConstantIntRanges], flags: OverflowFlags) -> ConstantIntRanges {
    let (lhs, rhs) = (&args[0], &args[1]);
    let width = lhs.width();
    let umul =
        |a: &APInt, b: &APInt| checked(a.umul_overflow(b), flags.nuw, || APInt::all_ones(width));
    let smul = |a: &APInt, b: &APInt| {
        checked(a.smul_overflow(b), flags.nsw, || {
            signed_saturated(width, a.sign_bit() == b.sign_bit())
        })
    };
    let u = min_max_by(&umul, [lhs.umin(), lhs.umax()], [rhs.umin(), rhs.umax()], false);
    let s = min_max_by(&smul, [lhs.smin(), lhs.smax()], [rhs.smin(), rhs.smax()], true);
    u.intersection(&s)
}

// ---------------------------------------------------------------------------
// Divisions and remainders

/// How a rounding division corrects the quotient rounded toward zero
/// (`None` when the correction overflows).
type Fixup<'a> = &'a dyn Fn(&APInt, &APInt, APInt) -> Option<APInt>;

/// Unsigned division with a correction: the corner quotients when the
/// divisor cannot be zero; else from `lhs.umin / rhs.umax` (or 0) up to the
/// dividend's maximum.
fn div_u_range(
    lhs: &ConstantIntRanges,
    rhs: &ConstantIntRanges,
    fixup: Fixup<'_>,
) -> ConstantIntRanges {
    let (rmin, rmax) = (rhs.umin(), rhs.umax());
    if !rmin.is_zero() && !rmax.is_zero() {
        let udiv = |a: &APInt, b: &APInt| fixup(a, b, a.udiv(b)?);
        return min_max_by(&udiv, [lhs.umin(), lhs.umax()], [rmin, rmax], false);
    }
    let umin = if lhs.umin().ucmp(rmax) != Ordering::Less && !rmax.is_zero() {
        lhs.umin().udiv(rmax).unwrap_or_else(|| APInt::zero(rmin.width()))
    } else {
        APInt::zero(rmin.width())
    };
    ConstantIntRanges::from_unsigned(umin, lhs.umax().clone())
}

/// `divu`, `divui`.
pub fn infer_div_u(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    div_u_range(&args[0], &args[1], &|_, _, q| Some(q))
}

/// `ceildivu`, `ceildivui`: the quotient plus one when there is a
/// remainder.
pub fn infer_ceil_div_u(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    let fixup = |a: &APInt, b: &APInt, q: APInt| {
        if a.urem(b)?.is_zero() {
            return Some(q);
        }
        let (v, overflow) = q.uadd_overflow(&APInt::one(q.width()));
        (!overflow).then_some(v)
    };
    div_u_range(&args[0], &args[1], &fixup)
}

/// Signed division with a correction: the corner quotients when the
/// divisor's sign is known (zero excluded), else every value.
fn div_s_range(
    lhs: &ConstantIntRanges,
    rhs: &ConstantIntRanges,
    fixup: Fixup<'_>,
) -> ConstantIntRanges {
    let (rmin, rmax) = (rhs.smin(), rhs.smax());
    let positive = !rmin.sign_bit() && !rmin.is_zero();
    if !(positive || rmax.sign_bit()) {
        return ConstantIntRanges::max_range(rmin.width());
    }
    let sdiv = |a: &APInt, b: &APInt| {
        // `MIN / -1` overflows.
        if a.is_signed_min() && b.is_all_ones() {
            return None;
        }
        fixup(a, b, a.sdiv(b)?)
    };
    min_max_by(&sdiv, [lhs.smin(), lhs.smax()], [rmin, rmax], true)
}

/// `divs`, `divsi`.
pub fn infer_div_s(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    div_s_range(&args[0], &args[1], &|_, _, q| Some(q))
}

/// `ceildivs`, `ceildivsi`: the quotient plus one when there is a
/// remainder and the operands have one sign; `MIN / b` for `b > 1` taken
/// as upstream's folder computes it (negated), and a dividend range
/// starting at `MIN` also bounded without it.
pub fn infer_ceil_div_s(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (lhs, rhs) = (&args[0], &args[1]);
    let fixup = |a: &APInt, b: &APInt, q: APInt| {
        if !a.srem(b)?.is_zero() && a.sign_bit() == b.sign_bit() {
            let (v, overflow) = q.sadd_overflow(&APInt::one(q.width()));
            return (!overflow).then_some(v);
        }
        if a.is_signed_min() && b.scmp(&APInt::one(b.width())) == Ordering::Greater {
            return Some(q.wrapping_neg());
        }
        Some(q)
    };
    let result = div_s_range(lhs, rhs, &fixup);
    if lhs.smin().is_signed_min() && lhs.smax().scmp(lhs.smin()) == Ordering::Greater {
        let one = APInt::one(lhs.width());
        let rest =
            ConstantIntRanges::from_signed(lhs.smin().wrapping_add(&one), lhs.smax().clone());
        return result.range_union(&div_s_range(&rest, rhs, &fixup));
    }
    result
}

/// `floordivs`, `floordivsi`: the quotient minus one when there is a
/// remainder and the operands have opposite signs.
pub fn infer_floor_div_s(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    let fixup = |a: &APInt, b: &APInt, q: APInt| {
        if !a.srem(b)?.is_zero() && a.sign_bit() != b.sign_bit() {
            let (v, overflow) = q.ssub_overflow(&APInt::one(q.width()));
            return (!overflow).then_some(v);
        }
        Some(q)
    };
    div_s_range(&args[0], &args[1], &fixup)
}

/// `rems`, `remsi`: with a divisor of known sign, within `±(|d| - 1)`
/// by the dividend's possible signs; a constant divisor and a dividend
/// range shorter than it give the remainders of its ends, when ordered.
pub fn infer_rem_s(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (lhs, rhs) = (&args[0], &args[1]);
    let (lmin, lmax, rmin, rmax) = (lhs.smin(), lhs.smax(), rhs.smin(), rhs.smax());
    let width = rmax.width();
    let (mut smin, mut smax) = (APInt::signed_min(width), APInt::signed_max(width));
    let strictly_positive = |v: &APInt| !v.sign_bit() && !v.is_zero();
    if strictly_positive(rmin) || rmax.sign_bit() {
        let max_divisor = if strictly_positive(rmin) { rmax.clone() } else { rmin.wrapping_neg() };
        let zero = APInt::zero(width);
        let max_positive = max_divisor.wrapping_sub(&APInt::one(width));
        smin = if lmin.sign_bit() { max_positive.wrapping_neg() } else { zero.clone() };
        smax = if strictly_positive(lmax) { max_positive } else { zero };
        if rmin == rmax
            && lmax.wrapping_sub(lmin).ucmp(&max_divisor) == Ordering::Less
            && let (Some(lo), Some(hi)) = (lmin.srem(&max_divisor), lmax.srem(&max_divisor))
            && lo.scmp(&hi) != Ordering::Greater
        {
            smin = lo;
            smax = hi;
        }
    }
    ConstantIntRanges::from_signed(smin, smax)
}

/// `remu`, `remui`: below both the divisor's maximum and the dividend's;
/// a constant divisor and a dividend range shorter than it give the
/// remainders of its ends, when ordered.
pub fn infer_rem_u(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (lhs, rhs) = (&args[0], &args[1]);
    let (rmin, rmax) = (rhs.umin(), rhs.umax());
    let width = rmin.width();
    let mut umin = APInt::zero(width);
    let below_divisor = rmax.wrapping_sub(&APInt::one(width));
    let mut umax = if below_divisor.ucmp(lhs.umax()) == Ordering::Less {
        below_divisor
    } else {
        lhs.umax().clone()
    };
    if !rmin.is_zero() && rmin == rmax {
        let (lmin, lmax) = (lhs.umin(), lhs.umax());
        if lmax.wrapping_sub(lmin).ucmp(rmax) == Ordering::Less
            && let (Some(lo), Some(hi)) = (lmin.urem(rmax), lmax.urem(rmax))
            && lo.ucmp(&hi) != Ordering::Greater
        {
            umin = lo;
            umax = hi;
        }
    }
    ConstantIntRanges::from_unsigned(umin, umax)
}

// ---------------------------------------------------------------------------
// Minimum and maximum

/// The larger or smaller (`pick_greater`) of two values by `cmp`.
fn pick(a: &APInt, b: &APInt, cmp: fn(&APInt, &APInt) -> Ordering, pick_greater: bool) -> APInt {
    let wanted = if pick_greater { Ordering::Greater } else { Ordering::Less };
    if cmp(a, b) == wanted { a.clone() } else { b.clone() }
}

/// `maxs`, `maxsi`: the larger of each signed bound.
pub fn infer_max_s(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (l, r) = (&args[0], &args[1]);
    ConstantIntRanges::from_signed(
        pick(l.smin(), r.smin(), APInt::scmp, true),
        pick(l.smax(), r.smax(), APInt::scmp, true),
    )
}

/// `maxu`, `maxui`: the larger of each unsigned bound.
pub fn infer_max_u(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (l, r) = (&args[0], &args[1]);
    ConstantIntRanges::from_unsigned(
        pick(l.umin(), r.umin(), APInt::ucmp, true),
        pick(l.umax(), r.umax(), APInt::ucmp, true),
    )
}

/// `mins`, `minsi`: the smaller of each signed bound.
pub fn infer_min_s(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (l, r) = (&args[0], &args[1]);
    ConstantIntRanges::from_signed(
        pick(l.smin(), r.smin(), APInt::scmp, false),
        pick(l.smax(), r.smax(), APInt::scmp, false),
    )
}

/// `minu`, `minui`: the smaller of each unsigned bound.
pub fn infer_min_u(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (l, r) = (&args[0], &args[1]);
    ConstantIntRanges::from_unsigned(
        pick(l.umin(), r.umin(), APInt::ucmp, false),
        pick(l.umax(), r.umax(), APInt::ucmp, false),
    )
}

// ---------------------------------------------------------------------------
// Bitwise operations

/// The bits that vary between a range's unsigned ends, and everything
/// below the highest of them: the mask of bits that may take either value.
fn varying_bits(range: &ConstantIntRanges) -> APInt {
    let width = range.width();
    let differing = width - range.umin().xor(range.umax()).count_leading_zeros();
    if differing == 0 { APInt::zero(width) } else { APInt::all_ones(width).lshr(width - differing) }
}

/// A range widened to the values sharing the bits its ends share:
/// (those bits with the rest clear, with the rest set).
fn widened(range: &ConstantIntRanges) -> (APInt, APInt) {
    let mask = varying_bits(range);
    (range.umin().and(&mask.not()), range.umax().or(&mask))
}

/// `and`, `andi`: the extremes of the widened operands' corners.
pub fn infer_and(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (l, r) = (widened(&args[0]), widened(&args[1]));
    min_max_by(&|a, b| Some(a.and(b)), [&l.0, &l.1], [&r.0, &r.1], false)
}

/// `or`, `ori`: the extremes of the widened operands' corners.
pub fn infer_or(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (l, r) = (widened(&args[0]), widened(&args[1]));
    min_max_by(&|a, b| Some(a.or(b)), [&l.0, &l.1], [&r.0, &r.1], false)
}

/// `xor`, `xori`: the fixed bits xored, the varying bits of either
/// operand free.
pub fn infer_xor(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    let mask = varying_bits(&args[0]).or(&varying_bits(&args[1]));
    let fixed = args[0].umin().xor(args[1].umin());
    ConstantIntRanges::from_unsigned(fixed.and(&mask.not()), fixed.or(&mask))
}

// ---------------------------------------------------------------------------
// Shifts

/// The shift amount as a `u32`, `None` when it is the width or more.
fn shift_amount(amount: &APInt, width: u32) -> Option<u32> {
    amount.as_u64().filter(|&a| a < u64::from(width)).map(|a| a as u32)
}

/// `shl`, `shli`: as a multiplication by `2^rhs` (in the unsigned bounds
/// of the amount), overflowing when bits are shifted out.
pub fn infer_shl(args: &[ConstantIntRanges], flags: OverflowFlags) -> ConstantIntRanges {
    let (lhs, rhs) = (&args[0], &args[1]);
    let width = lhs.width();
    let ushl = |a: &APInt, r: &APInt| {
        let overflow = match shift_amount(r, width) {
            Some(s) => a.count_leading_zeros() < s,
            None => true,
        };
        let v = shift_amount(r, width).map_or_else(|| APInt::zero(width), |s| a.shl(s));
        checked((v, overflow), flags.nuw, || APInt::all_ones(width))
    };
    let sshl = |a: &APInt, r: &APInt| {
        let overflow = match shift_amount(r, width) {
            // Every shifted-out bit and the new sign must equal the sign.
            Some(s) => {
                let same = if a.sign_bit() {
                    a.not().count_leading_zeros()
                } else {
                    a.count_leading_zeros()
                };
                s >= same
            }
            None => true,
        };
        let v = shift_amount(r, width).map_or_else(|| APInt::zero(width), |s| a.shl(s));
        checked((v, overflow), flags.nsw, || signed_saturated(width, !a.sign_bit()))
    };
    let u = min_max_by(&ushl, [lhs.umin(), lhs.umax()], [rhs.umin(), rhs.umax()], false);
    let s = min_max_by(&sshl, [lhs.smin(), lhs.smax()], [rhs.umin(), rhs.umax()], true);
    u.intersection(&s)
}

/// `shrs`, `shrsi`: the signed extremes of the corners; shifting by the
/// width or more is poison (no bound).
pub fn infer_shr_s(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (lhs, rhs) = (&args[0], &args[1]);
    let width = lhs.width();
    let ashr = |a: &APInt, r: &APInt| shift_amount(r, width).map(|s| a.ashr(s));
    min_max_by(&ashr, [lhs.smin(), lhs.smax()], [rhs.umin(), rhs.umax()], true)
}

/// `shru`, `shrui`: the unsigned extremes of the corners.
pub fn infer_shr_u(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (lhs, rhs) = (&args[0], &args[1]);
    let width = lhs.width();
    let lshr = |a: &APInt, r: &APInt| shift_amount(r, width).map(|s| a.lshr(s));
    min_max_by(&lshr, [lhs.umin(), lhs.umax()], [rhs.umin(), rhs.umax()], false)
}

// ---------------------------------------------------------------------------
// Comparisons

/// The `i1` bounds of a comparison: the constant outcome when the bounds
/// decide it, else both values.
pub fn infer_cmp(
    pred: CmpPredicate,
    lhs: &ConstantIntRanges,
    rhs: &ConstantIntRanges,
) -> ConstantIntRanges {
    i1_range(evaluate_pred(pred, lhs, rhs))
}

/// The `i1` bounds of a decided (`Some`) or undecided outcome.
pub fn i1_range(outcome: Option<bool>) -> ConstantIntRanges {
    let (min, max) = match outcome {
        Some(v) => (v, v),
        None => (false, true),
    };
    ConstantIntRanges::from_unsigned(
        APInt::from_u64(1, u64::from(min)),
        APInt::from_u64(1, u64::from(max)),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s8(min: i64, max: i64) -> ConstantIntRanges {
        ConstantIntRanges::from_signed(APInt::from_i64(8, min), APInt::from_i64(8, max))
    }

    #[test]
    fn comparisons_decided_by_bounds() {
        // Every value of [0, 4] is below every value of [5, 9].
        assert_eq!(evaluate_pred(CmpPredicate::Slt, &s8(0, 4), &s8(5, 9)), Some(true));
        assert_eq!(evaluate_pred(CmpPredicate::Sge, &s8(0, 4), &s8(5, 9)), Some(false));
        // Overlapping: undecided.
        assert_eq!(evaluate_pred(CmpPredicate::Slt, &s8(0, 5), &s8(5, 9)), None);
        // Equal constants; disjoint ranges are never equal.
        assert_eq!(evaluate_pred(CmpPredicate::Eq, &s8(3, 3), &s8(3, 3)), Some(true));
        assert_eq!(evaluate_pred(CmpPredicate::Eq, &s8(0, 4), &s8(5, 9)), Some(false));
        // [-3, -1] is below [1, 2] signed but above it unsigned.
        assert_eq!(evaluate_pred(CmpPredicate::Ult, &s8(-3, -1), &s8(1, 2)), Some(false));
    }

    fn r8(min: i64, max: i64, signed: bool) -> ConstantIntRanges {
        ConstantIntRanges::range(APInt::from_i64(8, min), APInt::from_i64(8, max), signed)
    }

    fn u64r(min: u64, max: u64) -> ConstantIntRanges {
        ConstantIntRanges::from_unsigned(APInt::from_u64(64, min), APInt::from_u64(64, max))
    }

    const NONE: OverflowFlags = OverflowFlags { nsw: false, nuw: false };

    #[test]
    fn add_sub_mul() {
        // [1, 3] + [10, 20] = [11, 23] in both readings.
        assert_eq!(infer_add(&[s8(1, 3), s8(10, 20)], NONE), s8(11, 23));
        // [100, 120] + [10, 20]: 140 wraps signed (i8 max 127), not unsigned:
        // unsigned [110, 140], signed anything.
        let r = infer_add(&[s8(100, 120), s8(10, 20)], NONE);
        assert_eq!(r.to_string(), "unsigned : [110, 140] signed : [-128, 127]");
        // With nsw a signed wrap is poison: the sum saturates at 127.
        let nsw = OverflowFlags { nsw: true, nuw: false };
        assert_eq!(infer_add(&[s8(100, 120), s8(10, 20)], nsw), s8(110, 127));
        // [10, 20] - [1, 3] = [7, 19].
        assert_eq!(infer_sub(&[s8(10, 20), s8(1, 3)], NONE), s8(7, 19));
        // [-2, 3] * [4, 5]: the signed corner products are -10, -8, 12 and
        // 15; read unsigned, [-2, 3] is everything and 255 * 5 wraps.
        let r = infer_mul(&[s8(-2, 3), s8(4, 5)], NONE);
        assert_eq!(r.to_string(), "unsigned : [0, 255] signed : [-10, 15]");
    }

    #[test]
    fn divisions_and_remainders() {
        // Corner quotients: 10/2, 10/5, 20/2, 20/5.
        assert_eq!(infer_div_u(&[r8(10, 20, false), r8(2, 5, false)]), r8(2, 10, false));
        // A divisor that may be zero bounds nothing signed.
        assert_eq!(infer_div_s(&[s8(-5, 5), s8(-1, 1)]), ConstantIntRanges::max_range(8));
        // Unsigned, a zero divisor being undefined, the quotient is at least
        // 10 / 5 and at most the dividend's 20.
        assert_eq!(infer_div_u(&[r8(10, 20, false), r8(0, 5, false)]), r8(2, 20, false));
        // ceil(7 / 2) = 4, floor(-7 / 2) = -4, ceil(-7 / 2) = -3.
        assert_eq!(infer_ceil_div_u(&[s8(7, 7), s8(2, 2)]), s8(4, 4));
        assert_eq!(infer_floor_div_s(&[s8(-7, -7), s8(2, 2)]), s8(-4, -4));
        assert_eq!(infer_ceil_div_s(&[s8(-7, -7), s8(2, 2)]), s8(-3, -3));
        // x % 10 for x in [0, 100]: the remainder is below the divisor and,
        // the dividend being non-negative, not negative.
        assert_eq!(infer_rem_s(&[s8(0, 100), s8(10, 10)]), s8(0, 9));
        // 12..14 % 5 sweeps 2..4 without wrapping.
        assert_eq!(infer_rem_u(&[r8(12, 14, false), r8(5, 5, false)]), r8(2, 4, false));
    }

    #[test]
    fn min_max_bitwise_shifts() {
        assert_eq!(infer_max_s(&[s8(-5, 3), s8(0, 1)]), s8(0, 3));
        assert_eq!(infer_min_u(&[r8(4, 9, false), r8(2, 6, false)]), r8(2, 6, false));
        // [0, 3] & [4, 7]: bit 2 is clear on the left, so at most 3.
        assert_eq!(infer_and(&[r8(0, 3, false), r8(4, 7, false)]), r8(0, 3, false));
        // [0, 3] | [4, 4] = [4, 7].
        assert_eq!(infer_or(&[r8(0, 3, false), r8(4, 4, false)]), r8(4, 7, false));
        // Constants xor exactly: 8 ^ 1 = 9.
        assert_eq!(infer_xor(&[s8(8, 8), s8(1, 1)]), s8(9, 9));
        // 1 << [0, 3] = [1, 8].
        assert_eq!(infer_shl(&[s8(1, 1), r8(0, 3, false)], NONE), s8(1, 8));
        // -16 >> 2 (arithmetic) = -4; a shift by 8 or more bounds nothing.
        assert_eq!(infer_shr_s(&[s8(-16, -16), s8(2, 2)]), s8(-4, -4));
        assert_eq!(infer_shr_u(&[s8(16, 16), r8(0, 8, false)]), ConstantIntRanges::max_range(8));
    }

    #[test]
    fn width_changes() {
        let r16 = |min: i64, max: i64| {
            ConstantIntRanges::from_signed(APInt::from_i64(16, min), APInt::from_i64(16, max))
        };
        // [256, 258] truncated to i8 is [0, 2]: no wrap between the ends.
        assert_eq!(trunc_range(&r16(256, 258), 8), s8(0, 2));
        // [255, 257] wraps through 0 at 8 bits: everything.
        assert_eq!(trunc_range(&r16(255, 257), 8), ConstantIntRanges::max_range(8));
        // Sign extension keeps [-2, 3] signed; zero extension of [250, 255]
        // keeps it unsigned (and positive at 16 bits).
        assert_eq!(ext_si_range(&s8(-2, 3), 16), r16(-2, 3));
        assert_eq!(ext_ui_range(&r8(250, 255, false), 16), r16(250, 255));
    }

    #[test]
    fn index_ops_join_both_widths() {
        let divu = |a: &[ConstantIntRanges]| infer_div_u(a);
        // 2^32 / 2 is 2^31 at 64 bits, but 0 at 32 (2^32 truncates to 0):
        // the bounds join both.
        let r = infer_index_op(&divu, &[u64r(1 << 32, 1 << 32), u64r(2, 2)], CmpMode::Unsigned);
        assert_eq!(r, u64r(0, 1 << 31));
        // 10 / 2 is 5 on both.
        let r = infer_index_op(&divu, &[u64r(10, 10), u64r(2, 2)], CmpMode::Unsigned);
        assert_eq!(r, u64r(5, 5));
        assert_eq!(i1_range(Some(true)).constant_value(), Some(APInt::from_u64(1, 1)));
        assert_eq!(infer_cmp(CmpPredicate::Ult, &u64r(0, 3), &u64r(4, 9)), i1_range(Some(true)));
    }
}
