//! The cast chains: an extension of an extension, a truncation of an
//! extension (still an extension when the truncation keeps more than the
//! original width), a truncation of a signed shift that only drops the
//! sign copies, a float truncation of an integer conversion, `index_cast`
//! round trips, and bitcasts of bitcasts.

use mlir_derive::pattern;

use super::super::ops::{
    BitcastOp, ConstantOp, ExtSIOp, ExtUIOp, IndexCastOp, IndexCastUIOp, SIToFPOp, ShRSIOp,
    ShRUIOp, TruncFOp, TruncIOp, UIToFPOp,
};
use super::values::{is_int, width};

/// `extsi(extui(x))` is `extui(x)`: the zero-extended value's sign bit is
/// zero.
#[pattern(ExtSIOp(ExtUIOp(x)) => ExtUIOp(x))]
pub struct ExtSIOfExtUI;

/// `trunci(extsi(x))` is `extsi(x)` when the truncation keeps more bits
/// than `x` has (the truncation's flags dropped).
#[pattern(
    r @ TruncIOp(e @ ExtSIOp(x), _)
        if width(rw, e.out(rw)) > width(rw, r.out(rw)) && width(rw, r.out(rw)) > width(rw, x)
    => ExtSIOp(x)
)]
pub struct TruncIExtSIToExtSI;

/// `trunci(extui(x))` is `extui(x)` under the same condition.
#[pattern(
    r @ TruncIOp(e @ ExtUIOp(x), _)
        if width(rw, e.out(rw)) > width(rw, r.out(rw)) && width(rw, r.out(rw)) > width(rw, x)
    => ExtUIOp(x)
)]
pub struct TruncIExtUIToExtUI;

/// `trunci(shrsi(x, c))` is `trunci(shrui(x, c))` when `c` (a scalar or a
/// splat) is exactly the number of bits the truncation drops: the shifted
/// in copies of the sign bit are all dropped (the flags kept).
#[pattern(
    loc = (r, k),
    r @ TruncIOp(ShRSIOp(x, k @ Const(c), ..), flags)
        if width(rw, x) > width(rw, r.out(rw))
            && is_int(rw, c, u64::from(width(rw, x) - width(rw, r.out(rw))))
    => TruncIOp(ShRUIOp(x, ConstantOp(c), ..), flags)
)]
pub struct TruncIShrSIToTrunciShrUI;

/// `truncf(sitofp(x))` is `sitofp(x)` to the narrow type, unless the
/// truncation names a rounding mode (its fast-math flags dropped).
#[pattern(TruncFOp(SIToFPOp(x), None, _) => SIToFPOp(x))]
pub struct TruncFSIToFPToSIToFP;

/// `truncf(uitofp(x))` is `uitofp(x)` under the same condition.
#[pattern(TruncFOp(UIToFPOp(x), None, _) => UIToFPOp(x))]
pub struct TruncFUIToFPToUIToFP;

/// `index_cast(index_cast(x))` is `x` when that gives back `x`'s type (with
/// no width condition, as upstream).
#[pattern(r @ IndexCastOp(IndexCastOp(x)) if x.ty(rw) == r.out(rw).ty(rw) => x)]
pub struct IndexCastOfIndexCast;

/// `index_cast(extsi(x))` is `index_cast(x)`.
#[pattern(IndexCastOp(ExtSIOp(x)) => IndexCastOp(x))]
pub struct IndexCastOfExtSI;

/// `index_castui(index_castui(x))` is `x` when that gives back `x`'s type.
#[pattern(r @ IndexCastUIOp(IndexCastUIOp(x)) if x.ty(rw) == r.out(rw).ty(rw) => x)]
pub struct IndexCastUIOfIndexCastUI;

/// `index_castui(extui(x))` is `index_castui(x)`.
#[pattern(IndexCastUIOp(ExtUIOp(x)) => IndexCastUIOp(x))]
pub struct IndexCastUIOfExtUI;

/// `bitcast(bitcast(x))` is `bitcast(x)`.
#[pattern(BitcastOp(BitcastOp(x)) => BitcastOp(x))]
pub struct BitcastOfBitcast;
