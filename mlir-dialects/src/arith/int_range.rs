//! The `InferIntRangeInterface` models of `arith`'s integer ops, as
//! upstream has them: the binary ops through the shared combinators (with
//! the op's overflow flags for `addi`, `subi`, `muli` and `shli`), the
//! width changes, `cmpi` (decided by the bounds or not), `select` (the
//! chosen operand when the condition is known, else both) and `constant`
//! (its value; a dense constant spans its elements).

use mlir_core::AttrData;
use mlir_core::context::builtin::dense::{ElementKind, read_int};
use mlir_core::definitions::interfaces::infer_int_range::{
    ConstantIntRanges, InferIntRangeInterfaceModel, IntegerValueRange, OneResultRange,
    storage_width,
};
use mlir_core::definitions::interfaces::int_range_combinators::{
    CmpPredicate, OverflowFlags, ext_si_range, ext_ui_range, infer_cmp, trunc_range,
};
use mlir_core::ir::{IrView, Op, Value};

use super::enums::{CmpIPredicate, IntegerOverflowFlags};

/// A range inference on operand bounds.
type Infer = fn(&[ConstantIntRanges]) -> ConstantIntRanges;
/// A range inference that also takes the op's overflow flags.
type InferWithFlags = fn(&[ConstantIntRanges], OverflowFlags) -> ConstantIntRanges;

/// The ops without flags: one inference.
pub(super) struct IntRange(pub Infer);
impl InferIntRangeInterfaceModel for IntRange {
    fn infer_result_ranges(
        &self,
        op: Op,
        ir: &IrView,
        args: &[ConstantIntRanges],
        set: &mut dyn FnMut(Value, ConstantIntRanges),
    ) {
        set(op.result(ir, 0), (self.0)(args));
    }
}

/// `addi`, `subi`, `muli`, `shli`: the inference with the op's
/// `overflowFlags`.
pub(super) struct IntRangeWithFlags(pub InferWithFlags);
impl InferIntRangeInterfaceModel for IntRangeWithFlags {
    fn infer_result_ranges(
        &self,
        op: Op,
        ir: &IrView,
        args: &[ConstantIntRanges],
        set: &mut dyn FnMut(Value, ConstantIntRanges),
    ) {
        let flags = op
            .inherent_attr(ir, "overflowFlags")
            .and_then(|a| IntegerOverflowFlags::from_attr(ir.ctx(), a))
            .unwrap_or(IntegerOverflowFlags::NONE);
        let flags = OverflowFlags {
            nsw: flags.contains(IntegerOverflowFlags::NSW),
            nuw: flags.contains(IntegerOverflowFlags::NUW),
        };
        set(op.result(ir, 0), (self.0)(args, flags));
    }
}

/// How a cast changes the width: `extui` (zeros), `extsi` (sign),
/// `trunci`, and the `index` casts, which extend or truncate as the widths
/// require (`index_cast` with sign, `index_castui` with zeros).
#[derive(Copy, Clone)]
pub(super) enum WidthChange {
    /// Zero extension.
    ExtUI,
    /// Sign extension.
    ExtSI,
    /// Truncation.
    Trunc,
    /// Either way, extending with sign (`true`) or zeros.
    IndexCast(bool),
}
impl InferIntRangeInterfaceModel for WidthChange {
    fn infer_result_ranges(
        &self,
        op: Op,
        ir: &IrView,
        args: &[ConstantIntRanges],
        set: &mut dyn FnMut(Value, ConstantIntRanges),
    ) {
        let ctx = ir.ctx();
        let result = op.result(ir, 0);
        let from = storage_width(ctx, op.operand(ir, 0).ty(ir));
        let to = storage_width(ctx, result.ty(ir));
        let range = match *self {
            WidthChange::ExtUI => ext_ui_range(&args[0], to),
            WidthChange::ExtSI => ext_si_range(&args[0], to),
            WidthChange::Trunc => trunc_range(&args[0], to),
            WidthChange::IndexCast(signed) => match from.cmp(&to) {
                std::cmp::Ordering::Less if signed => ext_si_range(&args[0], to),
                std::cmp::Ordering::Less => ext_ui_range(&args[0], to),
                std::cmp::Ordering::Greater => trunc_range(&args[0], to),
                std::cmp::Ordering::Equal => args[0].clone(),
            },
        };
        set(result, range);
    }
}

/// `cmpi`: `i1` bounds, a constant when the operands' bounds decide it.
pub(super) const CMPI_RANGE: OneResultRange = OneResultRange(|ir, op, args| {
    let pred = CmpIPredicate::from_attr(ir.ctx(), op.inherent_attr(ir, "predicate")?)?;
    Some(infer_cmp(CmpPredicate::from_value(pred as u64)?, &args[0], &args[1]))
});

/// `select`: the chosen operand's bounds when the condition is a known
/// constant, else the union of both operands'. Known from what is known:
/// the chosen operand alone matters, and an unknown one gives way to the
/// other.
pub(super) struct SelectRange;
impl InferIntRangeInterfaceModel for SelectRange {
    fn infer_result_ranges(
        &self,
        op: Op,
        ir: &IrView,
        args: &[ConstantIntRanges],
        set: &mut dyn FnMut(Value, ConstantIntRanges),
    ) {
        let range = match args[0].constant_value() {
            Some(c) if c.is_zero() => args[2].clone(),
            Some(_) => args[1].clone(),
            None => args[1].range_union(&args[2]),
        };
        set(op.result(ir, 0), range);
    }

    fn infer_result_ranges_from_optional(
        &self,
        op: Op,
        ir: &IrView,
        args: &[IntegerValueRange],
        set: &mut dyn FnMut(Value, IntegerValueRange),
    ) {
        let [condition, if_true, if_false] = args else { return };
        let range = match condition.range().and_then(ConstantIntRanges::constant_value) {
            Some(c) if c.is_zero() => if_false.clone(),
            Some(_) => if_true.clone(),
            None => if_true.join(if_false),
        };
        set(op.result(ir, 0), range);
    }
}

/// `constant`: an integer's value; a dense integer constant's elements
/// (a splat's one value, else the least and greatest elements in each
/// reading). Other constants are not bounded.
pub(super) const CONSTANT_RANGE: OneResultRange = OneResultRange(|ir, op, _| {
    let ctx = ir.ctx();
    match op.inherent_attr(ir, "value")?.data(ctx) {
        AttrData::Integer { value, .. } => Some(ConstantIntRanges::constant(value.clone())),
        AttrData::DenseElements { ty, splat, data } => {
            let kind = ElementKind::of(ctx, ty.element_type_or_self(ctx))?;
            if !matches!(kind, ElementKind::Int { .. } | ElementKind::Index { .. }) {
                return None;
            }
            let count = if *splat { 1 } else { ty.num_elements(ctx)? as usize };
            (0..count)
                .map(|i| ConstantIntRanges::constant(read_int(kind, data, i)))
                .reduce(|acc, r| acc.range_union(&r))
        }
        _ => None,
    }
});
