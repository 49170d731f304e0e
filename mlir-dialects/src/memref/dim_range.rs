//! The `InferIntRangeInterface` model of `memref.dim` (MLIR's
//! `inferShapedDimOpInterface`): the sizes of the dimensions the index may
//! name, a static size exactly, a dynamic one anywhere in `[0, max]`
//! signed. Known while the index is not (any dimension may be named).

use mlir_core::definitions::interfaces::infer_int_range::{
    ConstantIntRanges, InferIntRangeInterfaceModel, IntegerValueRange, storage_width,
};
use mlir_core::ir::{IrView, Op, Value};
use mlir_core::support::apint::APInt;

/// The model of an op whose result is the size of one dimension of its
/// first operand, the dimension its second operand names.
pub(super) struct ShapedDimRange;
impl InferIntRangeInterfaceModel for ShapedDimRange {
    fn infer_result_ranges(
        &self,
        op: Op,
        ir: &IrView,
        args: &[ConstantIntRanges],
        set: &mut dyn FnMut(Value, ConstantIntRanges),
    ) {
        let index = args.get(1).cloned().map(IntegerValueRange::new).unwrap_or_default();
        if let Some(range) = dim_range(ir, op, &index) {
            set(op.result(ir, 0), range);
        }
    }

    fn infer_result_ranges_from_optional(
        &self,
        op: Op,
        ir: &IrView,
        args: &[IntegerValueRange],
        set: &mut dyn FnMut(Value, IntegerValueRange),
    ) {
        let index = args.get(1).cloned().unwrap_or_default();
        if let Some(range) = dim_range(ir, op, &index) {
            set(op.result(ir, 0), IntegerValueRange::new(range));
        }
    }
}

/// The bounds of `op`'s result given what is known of the index.
fn dim_range(ir: &IrView, op: Op, index: &IntegerValueRange) -> Option<ConstantIntRanges> {
    let ctx = ir.ctx();
    if op.num_results(ir) != 1 || op.num_operands(ir) < 1 {
        return None;
    }
    let width = storage_width(ctx, op.result(ir, 0).ty(ir));
    if width == 0 {
        return None;
    }
    let any_size = ConstantIntRanges::from_signed(APInt::zero(width), APInt::signed_max(width));
    let Some((shape, _)) = op.operand(ir, 0).ty(ir).shape_and_element(ctx) else {
        return Some(any_size);
    };
    let mut first = 0i64;
    let mut last = shape.len() as i64 - 1;
    if let Some(range) = index.range() {
        first = first.max(range.smin().as_i64().unwrap_or(i64::MIN));
        last = last.min(range.smax().as_i64().unwrap_or(i64::MAX));
    }
    let mut result: Option<ConstantIntRanges> = None;
    for i in first.max(0)..=last {
        let size = shape[i as usize];
        let this = if size == mlir_core::context::builtin::types::DYNAMIC {
            any_size.clone()
        } else {
            ConstantIntRanges::constant(APInt::from_i64(width, size))
        };
        result = Some(match result {
            Some(r) => r.range_union(&this),
            None => this,
        });
    }
    Some(result.unwrap_or(any_size))
}
