//! `index`'s canonicalization patterns, as `#[pattern]`s: upstream writes
//! both as `canonicalize` methods.
//!
//! - Reassociation of the commutative and associative ops (`add`, `mul`,
//!   `and`, `or`, `xor`, `maxs`, `maxu`, `mins`, `minu`):
//!   `op(op(x, c1), c2) → op(x, c2 op c1)` when the two constants fold
//!   (for the minima and maxima, only when both widths of `index` agree).
//! - `cmp(sub(a, b), 0) → cmp(a, b)` and `cmp(0, sub(a, b)) → cmp(b, a)`,
//!   with the same predicate.
//!
//! The created ops take the root's location, as upstream's builders do.

use mlir_core::Attribute;
use mlir_core::ir::IrView;
use mlir_derive::pattern;

use super::dual_width::{Calc, both_widths, calc, index_const};
use super::{
    AddOp, AndOp, CmpOp, ConstantOp, MaxSOp, MaxUOp, MinSOp, MinUOp, MulOp, OrOp, SubOp, XOrOp,
};

/// `c2 op c1` for the reassociation, as the new constant's value: computed
/// at both widths when `checked`, else at 64 bits.
fn reassociated(
    ir: &IrView,
    c2: Attribute,
    c1: Attribute,
    calc: Calc,
    checked: bool,
) -> Option<i64> {
    let ctx = ir.ctx();
    let (a, b) = (index_const(ctx, Some(c2))?, index_const(ctx, Some(c1))?);
    let value = if checked { both_widths(a, b, calc) } else { calc(a, b, 64) };
    value.map(|v| v as i64)
}

/// Whether constant `c` is zero.
fn is_zero(ir: &IrView, c: Attribute) -> bool {
    index_const(ir.ctx(), Some(c)) == Some(0)
}

/// `add(add(x, c1), c2) → add(x, c1 + c2)`.
#[pattern(
    loc = (r),
    r @ AddOp(AddOp(x, Const(c1)), Const(c2)) if reassociated(rw, c2, c1, calc::add, false).is_some()
    => AddOp(x, ConstantOp({ reassociated(rw, c2, c1, calc::add, false).unwrap_or_default() }))
)]
pub struct ReassociateAdd;

/// `mul(mul(x, c1), c2) → mul(x, c1 * c2)`.
#[pattern(
    loc = (r),
    r @ MulOp(MulOp(x, Const(c1)), Const(c2)) if reassociated(rw, c2, c1, calc::mul, false).is_some()
    => MulOp(x, ConstantOp({ reassociated(rw, c2, c1, calc::mul, false).unwrap_or_default() }))
)]
pub struct ReassociateMul;

/// `and(and(x, c1), c2) → and(x, c1 & c2)`.
#[pattern(
    loc = (r),
    r @ AndOp(AndOp(x, Const(c1)), Const(c2)) if reassociated(rw, c2, c1, calc::and, false).is_some()
    => AndOp(x, ConstantOp({ reassociated(rw, c2, c1, calc::and, false).unwrap_or_default() }))
)]
pub struct ReassociateAnd;

/// `or(or(x, c1), c2) → or(x, c1 | c2)`.
#[pattern(
    loc = (r),
    r @ OrOp(OrOp(x, Const(c1)), Const(c2)) if reassociated(rw, c2, c1, calc::or, false).is_some()
    => OrOp(x, ConstantOp({ reassociated(rw, c2, c1, calc::or, false).unwrap_or_default() }))
)]
pub struct ReassociateOr;

/// `xor(xor(x, c1), c2) → xor(x, c1 ^ c2)`.
#[pattern(
    loc = (r),
    r @ XOrOp(XOrOp(x, Const(c1)), Const(c2)) if reassociated(rw, c2, c1, calc::xor, false).is_some()
    => XOrOp(x, ConstantOp({ reassociated(rw, c2, c1, calc::xor, false).unwrap_or_default() }))
)]
pub struct ReassociateXOr;

/// `maxs(maxs(x, c1), c2) → maxs(x, maxs(c1, c2))`, when both widths agree.
#[pattern(
    loc = (r),
    r @ MaxSOp(MaxSOp(x, Const(c1)), Const(c2)) if reassociated(rw, c2, c1, calc::maxs, true).is_some()
    => MaxSOp(x, ConstantOp({ reassociated(rw, c2, c1, calc::maxs, true).unwrap_or_default() }))
)]
pub struct ReassociateMaxS;

/// `maxu(maxu(x, c1), c2) → maxu(x, maxu(c1, c2))`, when both widths agree.
#[pattern(
    loc = (r),
    r @ MaxUOp(MaxUOp(x, Const(c1)), Const(c2)) if reassociated(rw, c2, c1, calc::maxu, true).is_some()
    => MaxUOp(x, ConstantOp({ reassociated(rw, c2, c1, calc::maxu, true).unwrap_or_default() }))
)]
pub struct ReassociateMaxU;

/// `mins(mins(x, c1), c2) → mins(x, mins(c1, c2))`, when both widths agree.
#[pattern(
    loc = (r),
    r @ MinSOp(MinSOp(x, Const(c1)), Const(c2)) if reassociated(rw, c2, c1, calc::mins, true).is_some()
    => MinSOp(x, ConstantOp({ reassociated(rw, c2, c1, calc::mins, true).unwrap_or_default() }))
)]
pub struct ReassociateMinS;

/// `minu(minu(x, c1), c2) → minu(x, minu(c1, c2))`, when both widths agree.
#[pattern(
    loc = (r),
    r @ MinUOp(MinUOp(x, Const(c1)), Const(c2)) if reassociated(rw, c2, c1, calc::minu, true).is_some()
    => MinUOp(x, ConstantOp({ reassociated(rw, c2, c1, calc::minu, true).unwrap_or_default() }))
)]
pub struct ReassociateMinU;

/// `cmp(sub(a, b), 0) → cmp(a, b)`.
#[pattern(loc = (r), r @ CmpOp(pred, SubOp(a, b), Const(z)) if is_zero(rw, z) => CmpOp(pred, a, b))]
pub struct CmpOfSubRhs;

/// `cmp(0, sub(a, b)) → cmp(b, a)`.
#[pattern(loc = (r), r @ CmpOp(pred, Const(z), SubOp(a, b)) if is_zero(rw, z) => CmpOp(pred, b, a))]
pub struct CmpOfSubLhs;
