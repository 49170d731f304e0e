//! What the ops with offsets, sizes and strides share (MLIR's
//! `OffsetSizeAndStrideOpInterface` for `memref.subview` and
//! `memref.reinterpret_cast`): the three mixed lists, each stored as a
//! static `array<i64>` property and an operand group; the interface's
//! verifier with mlir-opt 22's messages; the bounds check of a slice; the
//! lists with their constant values turned static.

use mlir_core::context::builtin::types::DYNAMIC;
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::ir::{IrView, Op, Value};
use mlir_core::rewrite::OpFoldResult;
use mlir_core::{Attribute, NamedAttr};

use crate::index_list::{decompose, fold_constant_entries, mixed};

/// The offsets, sizes and strides of an op, each entry a constant or a
/// value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MixedSlice {
    /// One offset per dimension (one in all for `reinterpret_cast`).
    pub offsets: Vec<OpFoldResult>,
    /// One size per dimension.
    pub sizes: Vec<OpFoldResult>,
    /// One stride per dimension.
    pub strides: Vec<OpFoldResult>,
}

/// The static lists of an op: `static_offsets`, `static_sizes`,
/// `static_strides` ([`DYNAMIC`] where a value is used).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StaticSlice {
    /// `static_offsets`.
    pub offsets: Vec<i64>,
    /// `static_sizes`.
    pub sizes: Vec<i64>,
    /// `static_strides`.
    pub strides: Vec<i64>,
}

impl StaticSlice {
    /// The lists of `op`'s properties (empty where missing).
    pub fn of(ir: &IrView, op: Op) -> StaticSlice {
        let list = |name: &str| {
            op.inherent_attr(ir, name)
                .and_then(|a| a.as_dense_i64_array(ir.ctx()))
                .unwrap_or_default()
        };
        StaticSlice {
            offsets: list("static_offsets"),
            sizes: list("static_sizes"),
            strides: list("static_strides"),
        }
    }
}

/// The operand groups after the source: offsets, sizes, strides.
fn groups(ir: &IrView, op: Op) -> [Vec<Value>; 3] {
    let segments = op
        .inherent_attr(ir, "operandSegmentSizes")
        .and_then(|a| a.as_dense_i32_array(ir.ctx()))
        .unwrap_or_default();
    let operands: Vec<Value> = op.operands(ir).collect();
    let mut at = segments.first().map_or(1, |&n| n as usize);
    let mut take = |i: usize| {
        let n = segments.get(i).map_or(0, |&n| n as usize);
        let part = operands.get(at..at + n).map(<[Value]>::to_vec).unwrap_or_default();
        at += n;
        part
    };
    [take(1), take(2), take(3)]
}

/// The mixed lists of `op`.
pub fn mixed_slice(ir: &IrView, op: Op) -> MixedSlice {
    let statics = StaticSlice::of(ir, op);
    let [offsets, sizes, strides] = groups(ir, op);
    let ctx = ir.ctx();
    MixedSlice {
        offsets: mixed(ctx, &statics.offsets, offsets),
        sizes: mixed(ctx, &statics.sizes, sizes),
        strides: mixed(ctx, &statics.strides, strides),
    }
}

impl MixedSlice {
    /// The lists with each value defined by an integer constant replaced by
    /// the constant, or `None` when none is (MLIR's
    /// `OpWithOffsetSizesAndStridesConstantArgumentFolder` and
    /// `foldDynamicIndexList`). A negative size or zero stride constant
    /// stays a value, as upstream (it would not verify).
    pub fn with_constants_folded(&self, ir: &IrView) -> Option<MixedSlice> {
        let mut folded = self.clone();
        let mut changed = fold_constant_entries(ir, &mut folded.offsets);
        changed |= fold_constant_entries(ir, &mut folded.sizes);
        changed |= fold_constant_entries(ir, &mut folded.strides);
        changed.then_some(folded)
    }

    /// The static lists.
    pub fn statics(&self, ir: &IrView) -> StaticSlice {
        let ctx = ir.ctx();
        StaticSlice {
            offsets: decompose(ctx, &self.offsets).0,
            sizes: decompose(ctx, &self.sizes).0,
            strides: decompose(ctx, &self.strides).0,
        }
    }

    /// The operands after `source` and the properties of an op holding
    /// these lists.
    pub fn operands_and_attrs(&self, ir: &IrView, source: Value) -> (Vec<Value>, Vec<NamedAttr>) {
        let ctx = ir.ctx();
        let (offsets, offset_values) = decompose(ctx, &self.offsets);
        let (sizes, size_values) = decompose(ctx, &self.sizes);
        let (strides, stride_values) = decompose(ctx, &self.strides);
        let segments = [1, offset_values.len(), size_values.len(), stride_values.len()];
        let segments: Vec<i32> = segments.iter().map(|&n| n as i32).collect();
        let mut operands = vec![source];
        operands.extend(offset_values);
        operands.extend(size_values);
        operands.extend(stride_values);
        let attr = |name: &str, value: Attribute| NamedAttr { name: ctx.ident(name), value };
        let attrs = vec![
            attr("operandSegmentSizes", ctx.dense_i32_array(&segments)),
            attr("static_offsets", ctx.dense_i64_array(&offsets)),
            attr("static_sizes", ctx.dense_i64_array(&sizes)),
            attr("static_strides", ctx.dense_i64_array(&strides)),
        ];
        (operands, attrs)
    }
}

/// The interface's verifier (MLIR's `verifyOffsetSizeAndStrideOp`): as many
/// values as dynamic entries in each list, ranks agreeing, each list of
/// its maximal length (`max_offsets` offsets: 1 for `reinterpret_cast`,
/// the source's rank for `subview`), no negative static offset or size.
pub fn verify_offsets_sizes_strides(ir: &IrView, op: Op, max_ranks: [usize; 3]) -> VerifyResult {
    let statics = StaticSlice::of(ir, op);
    let [offsets, sizes, strides] = groups(ir, op);
    let fail = |message: String| -> VerifyResult { Err(op.emit_error(ir, message).into()) };
    let dynamic = |list: &[i64]| list.iter().filter(|&&v| v == DYNAMIC).count();
    for (name, values, list) in [
        ("sizes", &sizes, &statics.sizes),
        ("strides", &strides, &statics.strides),
        ("offsets", &offsets, &statics.offsets),
    ] {
        if values.len() != dynamic(list) {
            return fail(format!(
                "expected the number of '{name}' to match the number of dynamic entries in \
                 'static_{name}' ({} vs {})",
                values.len(),
                dynamic(list)
            ));
        }
    }
    let (n_offsets, n_sizes, n_strides) =
        (statics.offsets.len(), statics.sizes.len(), statics.strides.len());
    if !(n_offsets == 1 && max_ranks[0] == 1) && n_offsets != n_sizes {
        return fail(format!(
            "expected mixed offsets rank to match mixed sizes rank ({n_offsets} vs {n_sizes}) so \
             the rank of the result type is well-formed."
        ));
    }
    if n_sizes != n_strides {
        return fail(format!(
            "expected mixed sizes rank to match mixed strides rank ({n_sizes} vs {n_strides}) so \
             the rank of the result type is well-formed."
        ));
    }
    for (name, max, len) in [
        ("offset", max_ranks[0], n_offsets),
        ("size", max_ranks[1], n_sizes),
        ("stride", max_ranks[2], n_strides),
    ] {
        if len != max {
            return fail(format!("expected {max} {name} values, got {len}"));
        }
    }
    if let Some(offset) = statics.offsets.iter().find(|&&v| v < 0 && v != DYNAMIC) {
        return fail(format!("expected offsets to be non-negative, but got {offset}"));
    }
    if let Some(size) = statics.sizes.iter().find(|&&v| v < 0 && v != DYNAMIC) {
        return fail(format!("expected sizes to be non-negative, but got {size}"));
    }
    Ok(())
}

/// The first way the static parts of a slice leave `shape`: an offset past
/// a dimension, or a last position past it (MLIR's `verifyInBoundsSlice`).
pub fn out_of_bounds(shape: &[i64], statics: &StaticSlice) -> Option<String> {
    for (i, &dim) in shape.iter().enumerate() {
        let offset = *statics.offsets.get(i)?;
        if dim == DYNAMIC || offset == DYNAMIC {
            continue;
        }
        if offset >= dim {
            return Some(format!("offset {i} is out-of-bounds: {offset} >= {dim}"));
        }
        let (size, stride) = (*statics.sizes.get(i)?, *statics.strides.get(i)?);
        if size == DYNAMIC || stride == DYNAMIC {
            continue;
        }
        let last = offset.wrapping_add(size.wrapping_sub(1).wrapping_mul(stride));
        if last >= dim {
            return Some(format!("slice along dimension {i} runs out-of-bounds: {last} >= {dim}"));
        }
    }
    None
}
