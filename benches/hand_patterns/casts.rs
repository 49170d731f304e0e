//! The cast chains by hand: an extension of an extension, a truncation
//! of an extension that keeps more than the original width, a truncation
//! of a signed shift that drops exactly the sign copies, a float
//! truncation of an integer conversion, `index_cast` round trips, and
//! bitcasts of bitcasts.

use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::Value;
use mlir_core::rewrite::{PatternRewriter, RewritePattern, RewriteResult};
use mlir_core::{Location, Type};
use mlir_rs::dialects::arith::{
    BitcastOp, ConstantOp, ExtSIOp, ExtUIOp, IndexCastOp, IndexCastUIOp, SIToFPOp, ShRSIOp,
    ShRUIOp, TruncFOp, TruncIOp, UIToFPOp,
};

use super::{constant, def, def_loc, fail, fused, get, hand_pattern, int_of, width};

/// Adds this family's patterns, in the declarative set's order.
pub fn add(all: &mut Vec<Box<dyn RewritePattern>>) {
    all.push(Box::new(ExtSIOfExtUI));
    all.push(Box::new(TruncIExtSIToExtSI));
    all.push(Box::new(TruncIExtUIToExtUI));
    all.push(Box::new(TruncIShrSIToTrunciShrUI));
    all.push(Box::new(TruncFSIToFPToSIToFP));
    all.push(Box::new(TruncFUIToFPToUIToFP));
    all.push(Box::new(IndexCastOfIndexCast));
    all.push(Box::new(IndexCastOfExtSI));
    all.push(Box::new(IndexCastUIOfIndexCastUI));
    all.push(Box::new(IndexCastUIOfExtUI));
    all.push(Box::new(BitcastOfBitcast));
}

/// Replaces the root (of location `root_loc`, result type `ty`) by
/// `cast(x)` created at the roots' fused location.
fn recast<O: OpType>(
    rw: &mut PatternRewriter<'_>,
    root: mlir_core::ir::Op,
    inner: mlir_core::ir::Op,
    x: Value,
    cast: fn(&mut PatternRewriter<'_>, Location, Type, Value) -> O,
) -> RewriteResult {
    let loc = fused(rw, &[root.loc(rw), inner.loc(rw)]);
    let ty = root.result(rw, 0).ty(rw);
    let new = cast(rw, loc, ty, x).as_op().result(rw, 0);
    rw.replace_op(root, &[new]);
    Ok(())
}

hand_pattern! {
    /// `extsi(extui(x))` is `extui(x)`.
    ExtSIOfExtUI on ExtSIOp, benefit 2, |root, rw| {
        let inner: ExtUIOp = get!(def(rw, root.r#in(rw)), rw, root, "the operand is not an extui");
        let x = inner.r#in(rw);
        recast(rw, root.as_op(), inner.as_op(), x, |rw, loc, ty, x| ExtUIOp::build(rw, loc, ty, x))
    }
}

hand_pattern! {
    /// `trunci(extsi(x))` is `extsi(x)` when the truncation keeps more
    /// bits than `x` has.
    TruncIExtSIToExtSI on TruncIOp, benefit 2, |root, rw| {
        let ext: ExtSIOp = get!(def(rw, root.r#in(rw)), rw, root, "the operand is not an extsi");
        let (x, narrow) = (ext.r#in(rw), width(rw, root.out(rw)));
        if width(rw, ext.out(rw)) <= narrow || narrow <= width(rw, x) {
            fail!(rw, root, "the truncation does not keep the extension");
        }
        recast(rw, root.as_op(), ext.as_op(), x, |rw, loc, ty, x| ExtSIOp::build(rw, loc, ty, x))
    }
}

hand_pattern! {
    /// `trunci(extui(x))` is `extui(x)` under the same condition.
    TruncIExtUIToExtUI on TruncIOp, benefit 2, |root, rw| {
        let ext: ExtUIOp = get!(def(rw, root.r#in(rw)), rw, root, "the operand is not an extui");
        let (x, narrow) = (ext.r#in(rw), width(rw, root.out(rw)));
        if width(rw, ext.out(rw)) <= narrow || narrow <= width(rw, x) {
            fail!(rw, root, "the truncation does not keep the extension");
        }
        recast(rw, root.as_op(), ext.as_op(), x, |rw, loc, ty, x| ExtUIOp::build(rw, loc, ty, x))
    }
}

hand_pattern! {
    /// `trunci(shrsi(x, c))` is `trunci(shrui(x, c))` when `c` is the
    /// number of bits the truncation drops.
    TruncIShrSIToTrunciShrUI on TruncIOp, benefit 2, |root, rw| {
        let shift: ShRSIOp = get!(def(rw, root.r#in(rw)), rw, root, "the operand is not a shrsi");
        let (x, k) = (shift.lhs(rw), shift.rhs(rw));
        let c = get!(constant(rw, k), rw, root, "the shift amount is not a constant");
        let (wide, narrow) = (width(rw, x), width(rw, root.out(rw)));
        if wide <= narrow {
            fail!(rw, root, "the truncation does not narrow");
        }
        if int_of(rw.ctx(), c).is_none_or(|v| v.as_u64() != Some(u64::from(wide - narrow))) {
            fail!(rw, root, "the shift is not the dropped width");
        }
        let loc = fused(rw, &[root.as_op().loc(rw), def_loc(rw, k)]);
        let (flags, ty, c_ty, x_ty) = (root.overflow_flags(rw), root.out(rw).ty(rw), k.ty(rw), x.ty(rw));
        let amount = ConstantOp::build(rw, loc, c_ty, c).result(rw);
        let shifted = ShRUIOp::build(rw, loc, x_ty, x, amount, false).result(rw);
        let new = TruncIOp::build(rw, loc, ty, shifted, Some(flags)).out(rw);
        rw.replace_op(root.as_op(), &[new]);
        Ok(())
    }
}

hand_pattern! {
    /// `truncf(sitofp(x))` is `sitofp(x)` unless a rounding mode is named.
    TruncFSIToFPToSIToFP on TruncFOp, benefit 2, |root, rw| {
        let conv: SIToFPOp = get!(def(rw, root.r#in(rw)), rw, root, "the operand is not a sitofp");
        if root.roundingmode(rw).is_some() {
            fail!(rw, root, "the truncation names a rounding mode");
        }
        let x = conv.r#in(rw);
        recast(rw, root.as_op(), conv.as_op(), x, |rw, loc, ty, x| SIToFPOp::build(rw, loc, ty, x))
    }
}

hand_pattern! {
    /// `truncf(uitofp(x))` is `uitofp(x)` likewise.
    TruncFUIToFPToUIToFP on TruncFOp, benefit 2, |root, rw| {
        let conv: UIToFPOp = get!(def(rw, root.r#in(rw)), rw, root, "the operand is not a uitofp");
        if root.roundingmode(rw).is_some() {
            fail!(rw, root, "the truncation names a rounding mode");
        }
        let x = conv.r#in(rw);
        recast(rw, root.as_op(), conv.as_op(), x, |rw, loc, ty, x| UIToFPOp::build(rw, loc, ty, x))
    }
}

hand_pattern! {
    /// `index_cast(index_cast(x))` is `x` when that gives back `x`'s type.
    IndexCastOfIndexCast on IndexCastOp, benefit 2, |root, rw| {
        let inner: IndexCastOp = get!(def(rw, root.r#in(rw)), rw, root, "the operand is not an index_cast");
        let x = inner.r#in(rw);
        if x.ty(rw) != root.out(rw).ty(rw) {
            fail!(rw, root, "the round trip changes the type");
        }
        rw.replace_op(root.as_op(), &[x]);
        Ok(())
    }
}

hand_pattern! {
    /// `index_cast(extsi(x))` is `index_cast(x)`.
    IndexCastOfExtSI on IndexCastOp, benefit 2, |root, rw| {
        let ext: ExtSIOp = get!(def(rw, root.r#in(rw)), rw, root, "the operand is not an extsi");
        let x = ext.r#in(rw);
        recast(rw, root.as_op(), ext.as_op(), x, |rw, loc, ty, x| IndexCastOp::build(rw, loc, ty, x))
    }
}

hand_pattern! {
    /// `index_castui(index_castui(x))` is `x` when that gives back `x`'s
    /// type.
    IndexCastUIOfIndexCastUI on IndexCastUIOp, benefit 2, |root, rw| {
        let inner: IndexCastUIOp = get!(def(rw, root.r#in(rw)), rw, root, "the operand is not an index_castui");
        let x = inner.r#in(rw);
        if x.ty(rw) != root.out(rw).ty(rw) {
            fail!(rw, root, "the round trip changes the type");
        }
        rw.replace_op(root.as_op(), &[x]);
        Ok(())
    }
}

hand_pattern! {
    /// `index_castui(extui(x))` is `index_castui(x)`.
    IndexCastUIOfExtUI on IndexCastUIOp, benefit 2, |root, rw| {
        let ext: ExtUIOp = get!(def(rw, root.r#in(rw)), rw, root, "the operand is not an extui");
        let x = ext.r#in(rw);
        recast(rw, root.as_op(), ext.as_op(), x, |rw, loc, ty, x| IndexCastUIOp::build(rw, loc, ty, x))
    }
}

hand_pattern! {
    /// `bitcast(bitcast(x))` is `bitcast(x)`.
    BitcastOfBitcast on BitcastOp, benefit 2, |root, rw| {
        let inner: BitcastOp = get!(def(rw, root.r#in(rw)), rw, root, "the operand is not a bitcast");
        let x = inner.r#in(rw);
        recast(rw, root.as_op(), inner.as_op(), x, |rw, loc, ty, x| BitcastOp::build(rw, loc, ty, x))
    }
}
