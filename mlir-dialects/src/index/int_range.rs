//! The `InferIntRangeInterface` models of `index`'s ops. An `index` result
//! must be bounded on 32-bit and 64-bit targets alike: the binary ops
//! infer at both widths and keep the 64-bit bounds when the 32-bit ones
//! are their truncation (in the readings each op cares about), else the
//! union (`infer_index_op`); casts to `index` join the 64-bit and 32-bit
//! casts; `cmp` is decided only when both widths decide it alike;
//! `sizeof` is between 32 and 64.

use mlir_core::AttrData;
use mlir_core::definitions::interfaces::infer_int_range::{
    ConstantIntRanges, InferIntRangeInterfaceModel, OneResultRange, storage_width,
};
use mlir_core::definitions::interfaces::int_range_combinators::{
    CmpMode, CmpPredicate, OverflowFlags, evaluate_pred, ext_range, ext_si_range, ext_ui_range,
    i1_range, infer_add, infer_index_op, infer_mul, infer_shl, infer_sub, trunc_range,
};
use mlir_core::ir::{IrView, Op, Value};
use mlir_core::support::apint::APInt;

/// A range inference on operand bounds.
type Infer = fn(&[ConstantIntRanges]) -> ConstantIntRanges;

/// A binary op: its inference, run at both widths (`CmpMode` says which
/// readings must agree).
pub(super) struct BinaryRange(pub Infer, pub CmpMode);
impl InferIntRangeInterfaceModel for BinaryRange {
    fn infer_result_ranges(
        &self,
        op: Op,
        ir: &IrView,
        args: &[ConstantIntRanges],
        set: &mut dyn FnMut(Value, ConstantIntRanges),
    ) {
        set(op.result(ir, 0), infer_index_op(&self.0, args, self.1));
    }
}

/// `add`, `sub`, `mul` and `shl` infer as if no wrap is poison.
pub(super) fn add(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    infer_add(args, OverflowFlags::default())
}
/// See [`add`].
pub(super) fn sub(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    infer_sub(args, OverflowFlags::default())
}
/// See [`add`].
pub(super) fn mul(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    infer_mul(args, OverflowFlags::default())
}
/// See [`add`].
pub(super) fn shl(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    infer_shl(args, OverflowFlags::default())
}

/// `range` of `from` bits as `to` bits: extended (with sign when
/// `signed`) or truncated.
fn like_dest(range: &ConstantIntRanges, from: u32, to: u32, signed: bool) -> ConstantIntRanges {
    match from.cmp(&to) {
        std::cmp::Ordering::Less if signed => ext_si_range(range, to),
        std::cmp::Ordering::Less => ext_ui_range(range, to),
        std::cmp::Ordering::Greater => trunc_range(range, to),
        std::cmp::Ordering::Equal => range.clone(),
    }
}

/// A cast extending with sign (`signed`) or zeros: from `index`, the
/// 64-bit value cast; to `index`, the 64-bit cast joined with the 32-bit
/// one extended.
fn cast(ir: &IrView, op: Op, args: &[ConstantIntRanges], signed: bool) -> ConstantIntRanges {
    let ctx = ir.ctx();
    let from_ty = op.operand(ir, 0).ty(ir);
    let (from, to) = (storage_width(ctx, from_ty), storage_width(ctx, op.result(ir, 0).ty(ir)));
    let stored = like_dest(&args[0], from, to, signed);
    if from_ty.is_index(ctx) {
        return stored;
    }
    stored.range_union(&ext_range(&like_dest(&args[0], from, 32, signed), to))
}

/// `casts`.
pub(super) const CASTS_RANGE: OneResultRange =
    OneResultRange(|ir, op, args| Some(cast(ir, op, args, true)));
/// `castu`.
pub(super) const CASTU_RANGE: OneResultRange =
    OneResultRange(|ir, op, args| Some(cast(ir, op, args, false)));

/// `cmp`: decided when the 64-bit bounds and their 32-bit truncations
/// decide it alike.
pub(super) const CMP_RANGE: OneResultRange = OneResultRange(|ir, op, args| {
    let pred = op.props(ir).first().copied().flatten()?;
    let pred = super::IndexCmpPredicate::from_attr(ir.ctx(), pred)?;
    let pred = CmpPredicate::from_value(pred as u64)?;
    let wide = evaluate_pred(pred, &args[0], &args[1]);
    let narrow = evaluate_pred(pred, &trunc_range(&args[0], 32), &trunc_range(&args[1], 32));
    Some(i1_range(if wide == narrow { wide } else { None }))
});

/// `constant` and `bool.constant`: exactly their value.
pub(super) const CONSTANT_RANGE: OneResultRange =
    OneResultRange(|ir, op, _| match op.props(ir).first().copied().flatten()?.data(ir.ctx()) {
        AttrData::Integer { value, .. } => Some(ConstantIntRanges::constant(value.clone())),
        _ => None,
    });

/// `sizeof`: 32 to 64.
pub(super) const SIZEOF_RANGE: OneResultRange = OneResultRange(|_, _, _| {
    Some(ConstantIntRanges::from_unsigned(APInt::from_u64(64, 32), APInt::from_u64(64, 64)))
});
