//! `addi`, `subi`, `muli` and the extended ops: constants reassociated
//! across two ops (scalar integer constants only, as upstream's matcher
//! takes them; the folded constant wraps at the result's width; the new
//! op keeps the overflow flags both ops had, or none where upstream drops
//! them), `x + y * -1` as a subtraction, `(a - b) - a` as `0 - b`, and
//! the extended ops whose second result is unused as plain ones.
//!
//! Where a constant sits inside the nested op, or before it, upstream's
//! generated code fuses the root's location with that constant's instead
//! of the nested op's; `loc = (r, k)` reproduces it.

use mlir_core::semantics::constraints::APIntAttr;
use mlir_derive::pattern;

use super::super::enums::CmpIPredicate;
use super::super::ops::CmpIOp;
use super::super::ops::{
    AddIOp, AddUIExtendedOp, ConstantOp, ExtSIOp, MulIOp, MulSIExtendedOp, MulUIExtendedOp, SubIOp,
};
use super::values::{add_ints, is_all_ones, is_signed_one, mul_ints, sub_ints, zero_like};

/// `addi(addi(x, c0), c1)` is `addi(x, c0 + c1)`.
#[pattern(
    loc = (r, k),
    r @ AddIOp(AddIOp(x, k @ Const(c0 @ APIntAttr), o1), Const(c1 @ APIntAttr), o2)
    => AddIOp(x, ConstantOp({ add_ints(rw, r.result(rw), c0, c1) }), { o1 & o2 })
)]
pub struct AddIAddConstant;

/// `addi(subi(x, c0), c1)` is `addi(x, c1 - c0)`.
#[pattern(
    loc = (r, k),
    r @ AddIOp(SubIOp(x, k @ Const(c0 @ APIntAttr), o1), Const(c1 @ APIntAttr), o2)
    => AddIOp(x, ConstantOp({ sub_ints(rw, r.result(rw), c1, c0) }), { o1 & o2 })
)]
pub struct AddISubConstantRHS;

/// `addi(subi(c0, x), c1)` is `subi(c0 + c1, x)`.
#[pattern(
    loc = (r, k),
    r @ AddIOp(SubIOp(k @ Const(c0 @ APIntAttr), x, o1), Const(c1 @ APIntAttr), o2)
    => SubIOp(ConstantOp({ add_ints(rw, r.result(rw), c0, c1) }), x, { o1 & o2 })
)]
pub struct AddISubConstantLHS;

/// `addi(x, muli(y, -1))` is `subi(x, y)` (-1 a scalar or a splat; no
/// overflow flags).
#[pattern(
    loc = (r, k),
    r @ AddIOp(x, MulIOp(y, k @ Const(c), _), _) if is_all_ones(rw, c) => SubIOp(x, y, ..)
)]
pub struct AddIMulNegativeOneRhs;

/// `addi(muli(x, -1), y)` is `subi(y, x)`.
#[pattern(
    loc = (r, k),
    r @ AddIOp(MulIOp(x, k @ Const(c), _), y, _) if is_all_ones(rw, c) => SubIOp(y, x, ..)
)]
pub struct AddIMulNegativeOneLhs;

/// `subi(addi(x, c0), c1)` is `addi(x, c0 - c1)` (no overflow flags).
#[pattern(
    loc = (r, k),
    r @ SubIOp(AddIOp(x, k @ Const(c0 @ APIntAttr), _), Const(c1 @ APIntAttr), _)
    => AddIOp(x, ConstantOp({ sub_ints(rw, r.result(rw), c0, c1) }), ..)
)]
pub struct SubIRHSAddConstant;

/// `subi(c1, addi(x, c0))` is `subi(c1 - c0, x)`.
#[pattern(
    loc = (r, k),
    r @ SubIOp(k @ Const(c1 @ APIntAttr), AddIOp(x, Const(c0 @ APIntAttr), o1), o2)
    => SubIOp(ConstantOp({ sub_ints(rw, r.result(rw), c1, c0) }), x, { o1 & o2 })
)]
pub struct SubILHSAddConstant;

/// `subi(subi(x, c0), c1)` is `subi(x, c0 + c1)`.
#[pattern(
    loc = (r, k),
    r @ SubIOp(SubIOp(x, k @ Const(c0 @ APIntAttr), o1), Const(c1 @ APIntAttr), o2)
    => SubIOp(x, ConstantOp({ add_ints(rw, r.result(rw), c0, c1) }), { o1 & o2 })
)]
pub struct SubIRHSSubConstantRHS;

/// `subi(subi(c0, x), c1)` is `subi(c0 - c1, x)`.
#[pattern(
    loc = (r, k),
    r @ SubIOp(SubIOp(k @ Const(c0 @ APIntAttr), x, o1), Const(c1 @ APIntAttr), o2)
    => SubIOp(ConstantOp({ sub_ints(rw, r.result(rw), c0, c1) }), x, { o1 & o2 })
)]
pub struct SubIRHSSubConstantLHS;

/// `subi(c1, subi(x, c0))` is `subi(c0 + c1, x)`.
#[pattern(
    loc = (r, k),
    r @ SubIOp(k @ Const(c1 @ APIntAttr), SubIOp(x, Const(c0 @ APIntAttr), o1), o2)
    => SubIOp(ConstantOp({ add_ints(rw, r.result(rw), c0, c1) }), x, { o1 & o2 })
)]
pub struct SubILHSSubConstantRHS;

/// `subi(c1, subi(c0, x))` is `addi(x, c1 - c0)`.
#[pattern(
    loc = (r, k),
    r @ SubIOp(k @ Const(c1 @ APIntAttr), SubIOp(Const(c0 @ APIntAttr), x, o1), o2)
    => AddIOp(x, ConstantOp({ sub_ints(rw, r.result(rw), c1, c0) }), { o1 & o2 })
)]
pub struct SubILHSSubConstantLHS;

/// `subi(subi(a, b), a)` is `subi(0, b)` (a zero of any integer-like
/// type, splat for vectors).
#[pattern(
    SubIOp(SubIOp(a, b, o1), a, o2)
    => SubIOp(ConstantOp({ zero_like(rw, a) }), b, { o1 & o2 })
)]
pub struct SubISubILHSRHSLHS;

/// `muli(muli(x, c0), c1)` is `muli(x, c0 * c1)`.
#[pattern(
    loc = (r, k),
    r @ MulIOp(MulIOp(x, k @ Const(c0 @ APIntAttr), o1), Const(c1 @ APIntAttr), o2)
    => MulIOp(x, ConstantOp({ mul_ints(rw, r.result(rw), c0, c1) }), { o1 & o2 })
)]
pub struct MulIMulIConstant;

/// `addui_extended(x, y)` whose overflow is unused is `addi(x, y)` (the
/// dead overflow result is replaced by `x`, as upstream does).
#[pattern(
    r @ AddUIExtendedOp(x, y) if r.overflow(rw).use_empty(rw) => (AddIOp(x, y, ..), x)
)]
pub struct AddUIExtendedToAddI;

/// `mulsi_extended(x, y)` whose high half is unused is `muli(x, y)`.
#[pattern(
    r @ MulSIExtendedOp(x, y) if r.high(rw).use_empty(rw) => (MulIOp(x, y, ..), x)
)]
pub struct MulSIExtendedToMulI;

/// `mulsi_extended(x, 1)` is `x` and its sign spread over the high half:
/// `extsi(cmpi slt, x, 0)` (1 a scalar or a splat, positive: not `i1`'s
/// `true`).
#[pattern(
    MulSIExtendedOp(x, Const(c)) if is_signed_one(rw, c)
    => (x, ExtSIOp(CmpIOp({ CmpIPredicate::Slt }, x, ConstantOp({ zero_like(rw, x) }))))
)]
pub struct MulSIExtendedRHSOne;

/// `mului_extended(x, y)` whose high half is unused is `muli(x, y)`.
#[pattern(
    r @ MulUIExtendedOp(x, y) if r.high(rw).use_empty(rw) => (MulIOp(x, y, ..), x)
)]
pub struct MulUIExtendedToMulI;
