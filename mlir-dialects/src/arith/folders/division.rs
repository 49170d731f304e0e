//! The folders of the divisions and remainders: `x / 1 → x`, `x % 1 → 0`,
//! `(a * b) / b → a` when the product carries `nuw` (`divui`) or `nsw`
//! (`divsi`), and constants. As upstream, a zero divisor or a signed
//! overflow anywhere refuses the fold, except in `floordivsi`, where only
//! the last element's overflow counts (upstream's flag is overwritten
//! element by element).

use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Value};
use mlir_core::rewrite::{FoldAdaptor, OpFoldResult};
use mlir_core::support::apint::APInt;

use super::super::int_fold::{defining, fold_binary, is_one, zero_of};
use super::super::{
    CeilDivSIOp, CeilDivUIOp, DivSIOp, DivUIOp, FloorDivSIOp, IntegerOverflowFlags, MulIOp,
    RemSIOp, RemUIOp,
};

/// `(a * b) / b → a` and `(a * b) / a → b` when the product's flags
/// include `flags` (upstream's `foldDivMul`).
fn fold_div_mul(ir: &IrView, lhs: Value, rhs: Value, flags: IntegerOverflowFlags) -> Option<Value> {
    let mul = defining::<MulIOp>(ir, lhs)?;
    if !mul.overflow_flags(ir).contains(flags) {
        return None;
    }
    if mul.lhs(ir) == rhs {
        return Some(mul.rhs(ir));
    }
    (mul.rhs(ir) == rhs).then(|| mul.lhs(ir))
}

/// Folds constants through `f`, which gives `None` to refuse (a zero
/// divisor, an overflow): once refused, the whole fold is.
fn fold_checked(
    ir: &IrView,
    adaptor: &FoldAdaptor<'_>,
    ty: mlir_core::Type,
    f: impl Fn(&APInt, &APInt) -> Option<APInt>,
) -> Option<OpFoldResult> {
    let mut refused = false;
    let folded = fold_binary(ir.ctx(), adaptor, ty, |a, b| {
        if refused {
            return a.clone();
        }
        f(a, b).unwrap_or_else(|| {
            refused = true;
            a.clone()
        })
    });
    folded.filter(|_| !refused)
}

/// Signed division that refuses `MIN / -1` (LLVM's `sdiv_ov`).
fn sdiv_no_overflow(a: &APInt, b: &APInt) -> Option<APInt> {
    if a.is_signed_min() && b.is_all_ones() {
        return None;
    }
    a.sdiv(b)
}

/// `x / 1 → x`, `(a * b) / b → a` when the product carries `flags`, else
/// constants through `divide`.
fn fold_division(
    ir: &IrView,
    op: mlir_core::ir::Op,
    adaptor: &FoldAdaptor<'_>,
    flags: IntegerOverflowFlags,
    divide: fn(&APInt, &APInt) -> Option<APInt>,
) -> Option<OpFoldResult> {
    let (lhs, rhs) = (op.operand(ir, 0), op.operand(ir, 1));
    if is_one(ir.ctx(), adaptor.constant(1)) {
        return Some(lhs.into());
    }
    if let Some(v) = fold_div_mul(ir, lhs, rhs, flags) {
        return Some(v.into());
    }
    fold_checked(ir, adaptor, op.result(ir, 0).ty(ir), divide)
}

impl DivUIOp {
    /// `x / 1 → x`, `(a * b) / b → a` with `nuw`, constants.
    pub(crate) fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        fold_division(ir, self.as_op(), adaptor, IntegerOverflowFlags::NUW, APInt::udiv)
    }
}

impl DivSIOp {
    /// `x / 1 → x`, `(a * b) / b → a` with `nsw`, constants (not `MIN / -1`).
    pub(crate) fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        fold_division(ir, self.as_op(), adaptor, IntegerOverflowFlags::NSW, sdiv_no_overflow)
    }
}

impl CeilDivUIOp {
    /// `x / 1 → x`, constants rounded up.
    pub(crate) fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        if is_one(ir.ctx(), adaptor.constant(1)) {
            return Some(self.lhs(ir).into());
        }
        fold_checked(ir, adaptor, self.result(ir).ty(ir), |a, b| {
            let (q, r) = a.udivrem(b)?;
            if r.is_zero() {
                return Some(q);
            }
            let (q1, overflow) = q.uadd_overflow(&APInt::one(q.width()));
            (!overflow).then_some(q1)
        })
    }
}

/// `⌈a / b⌉` for `a > 0`, `b > 0` as upstream computes it,
/// `(a - 1) / b + 1`; whether the last step overflowed (upstream keeps
/// only the last step's flag).
fn ceil_nonneg(a: &APInt, b: &APInt) -> (APInt, bool) {
    let one = APInt::one(a.width());
    let (q, _) = a.wrapping_sub(&one).sdivrem(b).expect("b is positive");
    q.sadd_overflow(&one)
}

/// Upstream's signed ceiling division of constants: `None` where it
/// refuses (a zero divisor, or an intermediate negation or division that
/// overflows).
fn ceil_div_si(a: &APInt, b: &APInt) -> Option<APInt> {
    if b.is_zero() {
        return None;
    }
    if a.is_zero() {
        return Some(a.clone());
    }
    let zero = APInt::zero(a.width());
    let a_pos = a.scmp(&zero).is_gt();
    let b_pos = b.scmp(&zero).is_gt();
    let sdiv =
        |x: &APInt, y: &APInt| (x.sdiv(y).expect("nonzero"), x.is_signed_min() && y.is_all_ones());
    let (res, overflow) = match (a_pos, b_pos) {
        (true, true) => ceil_nonneg(a, b),
        (false, false) => {
            let (pa, oa) = zero.ssub_overflow(a);
            let (pb, ob) = zero.ssub_overflow(b);
            let (r, od) = ceil_nonneg(&pa, &pb);
            (r, oa || ob || od)
        }
        (false, true) => {
            let (pa, oa) = zero.ssub_overflow(a);
            let (d, od) = sdiv(&pa, b);
            let (r, or) = zero.ssub_overflow(&d);
            (r, oa || od || or)
        }
        (true, false) => {
            let (pb, ob) = zero.ssub_overflow(b);
            let (d, od) = sdiv(a, &pb);
            let (r, or) = zero.ssub_overflow(&d);
            (r, ob || od || or)
        }
    };
    (!overflow).then_some(res)
}

impl CeilDivSIOp {
    /// `x / 1 → x`, constants rounded up (not where an intermediate step
    /// overflows).
    pub(crate) fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        if is_one(ir.ctx(), adaptor.constant(1)) {
            return Some(self.lhs(ir).into());
        }
        fold_checked(ir, adaptor, self.result(ir).ty(ir), ceil_div_si)
    }
}

impl FloorDivSIOp {
    /// `x / 1 → x`, constants rounded down; the last element's zero
    /// divisor or overflow decides (upstream's quirk).
    pub(crate) fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        if is_one(ir.ctx(), adaptor.constant(1)) {
            return Some(self.lhs(ir).into());
        }
        let mut refused = false;
        let folded = fold_binary(ir.ctx(), adaptor, self.result(ir).ty(ir), |a, b| {
            let Some((q, r)) = a.sdivrem(b) else {
                refused = true;
                return a.clone();
            };
            refused = a.is_signed_min() && b.is_all_ones();
            if !r.is_zero() && a.sign_bit() != b.sign_bit() {
                return q.wrapping_sub(&APInt::one(q.width()));
            }
            q
        });
        folded.filter(|_| !refused)
    }
}

/// `x % 1 → 0`, else constants through `remainder`.
fn fold_remainder(
    ir: &IrView,
    op: mlir_core::ir::Op,
    adaptor: &FoldAdaptor<'_>,
    remainder: fn(&APInt, &APInt) -> Option<APInt>,
) -> Option<OpFoldResult> {
    let ty = op.result(ir, 0).ty(ir);
    if is_one(ir.ctx(), adaptor.constant(1)) {
        return zero_of(ir.ctx(), ty);
    }
    fold_checked(ir, adaptor, ty, remainder)
}

impl RemUIOp {
    /// `x % 1 → 0`, constants.
    pub(crate) fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        fold_remainder(ir, self.as_op(), adaptor, APInt::urem)
    }
}

impl RemSIOp {
    /// `x % 1 → 0`, constants.
    pub(crate) fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        fold_remainder(ir, self.as_op(), adaptor, APInt::srem)
    }
}
