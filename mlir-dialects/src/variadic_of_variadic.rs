//! Operand groups divided into segments by an `array<i32>` property (ODS's
//! `VariadicOfVariadic`): a switch's per-case operands, a call's operand
//! bundles. The group itself is one entry of `operandSegmentSizes`; the
//! property gives the size of each of its segments.

use std::ops::Range;

use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::ir::{IrView, Op};

/// The operand indices of group `group` of an op sized by
/// `operandSegmentSizes` (missing or negative sizes count as zero; clamped
/// to the op's operands, so a malformed op never panics here).
pub(crate) fn group_range(ir: &IrView, op: Op, group: usize) -> Range<usize> {
    let sizes = op.inherent_attr(ir, "operandSegmentSizes");
    let sizes = sizes.and_then(|a| a.as_dense_i32_array(ir.ctx())).unwrap_or_default();
    let size = |i: usize| sizes.get(i).map_or(0, |&s| s.max(0) as usize);
    let total = op.num_operands(ir);
    let start: usize = (0..group).map(size).sum();
    start.min(total)..(start + size(group)).min(total)
}

/// The sizes held by the segments property `attr` (empty when it is
/// missing or not an `array<i32>`).
pub(crate) fn segment_sizes(ir: &IrView, op: Op, attr: &str) -> Vec<i32> {
    let sizes = op.inherent_attr(ir, attr);
    sizes.and_then(|a| a.as_dense_i32_array(ir.ctx())).unwrap_or_default()
}

/// The operand indices of each of the first `count` segments of group
/// `group`, in one pass over the sizes (a missing segment is empty, and
/// every range is clamped to the group).
pub(crate) fn segment_ranges(
    ir: &IrView,
    op: Op,
    group: usize,
    attr: &str,
    count: usize,
) -> Vec<Range<usize>> {
    let range = group_range(ir, op, group);
    let sizes = segment_sizes(ir, op, attr);
    let mut start = range.start;
    (0..count)
        .map(|index| {
            let size = sizes.get(index).map_or(0, |&s| s.max(0) as usize);
            let segment = start.min(range.end)..(start + size).min(range.end);
            start += size;
            segment
        })
        .collect()
}

/// ODS's check of a `VariadicOfVariadic` group, run with the op's
/// invariants: the sizes in `attr` are not negative and add up to the
/// number of operands in group `group` (named `operands` in the message).
/// A missing or malformed property is left to the property's own
/// constraint.
pub(crate) fn verify_segment_sizes(
    ir: &IrView,
    op: Op,
    group: usize,
    operands: &str,
    attr: &str,
) -> VerifyResult {
    let Some(sizes) = op.inherent_attr(ir, attr).and_then(|a| a.as_dense_i32_array(ir.ctx()))
    else {
        return Ok(());
    };
    if sizes.iter().any(|&s| s < 0) {
        let message = format!("'{attr}' attribute cannot have negative elements");
        return Err(op.emit_op_error(ir, message).into());
    }
    let total: i64 = sizes.iter().map(|&s| i64::from(s)).sum();
    let count = group_range(ir, op, group).len();
    if total != count as i64 {
        let message = format!(
            "{operands} count ({count}) does not match with the total size ({total}) specified in attribute '{attr}'"
        );
        return Err(op.emit_op_error(ir, message).into());
    }
    Ok(())
}

/// Adds `deltas[i]` to segment `i`'s size in `attr` (the operands
/// themselves are inserted or erased by the caller).
pub(crate) fn grow_segments(ir: &mut IrView, op: Op, attr: &str, deltas: &[i32]) {
    let mut sizes = segment_sizes(ir, op, attr);
    for (size, delta) in sizes.iter_mut().zip(deltas) {
        *size += delta;
    }
    let value = ir.ctx().dense_i32_array(&sizes);
    ir.set_attr_any(op, attr, Some(value));
}
