//! `memref.extract_strided_metadata`: the base buffer, offset, sizes and
//! strides of a strided memref, as values.
//!
//! Its results are inferred from the source (a rank-0 memref of the
//! element type and memory space, then `2 * rank + 1` indices) and named
//! `%base_buffer, %offset, %sizes:N, %strides:N`. It folds a
//! `memref.cast` of a ranked memref into itself; uses of an offset, size
//! or stride the source type knows statically (or that a constant gives)
//! take an `arith.constant` instead, made by the fold as upstream's is
//! (unreported: see [`FoldResult::Unreported`]).

use mlir_core::context::builtin::types::DYNAMIC;
use mlir_core::context::diagnostics::Diagnostic;
use mlir_core::definitions::interfaces::infer_type::{InferTypeInput, InferTypeOpInterface};
use mlir_core::definitions::interfaces::op_asm::OpAsmOpInterfaceModel;
use mlir_core::definitions::interfaces::view_like::{ViewLikeOpInterfaceModel, ViewOfFirstOperand};
use mlir_core::ir::{IrView, Op, Value};
use mlir_core::rewrite::{FoldAdaptor, FoldResult, OpFoldResult, OpUpdate};
use mlir_core::semantics::constraints::{Index, Variadic};
use mlir_core::semantics::traits::{Pure, SameVariadicResultSize};
use mlir_core::{Context, Type};
use mlir_derive::op;

use super::MemRef;
use super::cast::cast_of_ranked;
use super::constraints::{AnyStridedMemRef, StridedMemRefRank0};
use super::reinterpret_cast::constify;
use super::slice::MixedSlice;

/// Extracts the base buffer, offset, sizes and strides of a memref.
///
/// The base buffer is a rank-0 memref of the same element type and memory
/// space; then the offset, one size and one stride per dimension.
#[op(
    dialect = MemRef,
    name = "extract_strided_metadata",
    format = "$source `:` type($source) `->` type(results) attr-dict",
    traits = [Pure, SameVariadicResultSize],
    interfaces = [
        InferTypeOpInterface,
        OpAsmOpInterfaceModel = MetadataNames,
        ViewLikeOpInterfaceModel = ViewOfFirstOperand,
    ],
    fold
)]
pub struct ExtractStridedMetadataOp {
    #[operand]
    source: AnyStridedMemRef,
    #[result]
    base_buffer: StridedMemRefRank0,
    #[result]
    offset: Index,
    #[result]
    sizes: Variadic<Index>,
    #[result]
    strides: Variadic<Index>,
}

impl InferTypeOpInterface for ExtractStridedMetadataOp {
    fn infer_return_types(
        ctx: &Context,
        _ir: Option<&IrView>,
        input: &InferTypeInput<'_>,
    ) -> Result<Vec<Type>, Diagnostic> {
        let parts = input.operand_types.first().and_then(|t| t.memref_parts(ctx));
        let Some(parts) = parts else {
            return Err(Diagnostic::error(input.loc, "failed to infer returned types"));
        };
        let base = ctx.memref_type_with(&[], parts.element, None, parts.memory_space);
        let index = ctx.index_type();
        let mut types = vec![base, index];
        types.extend(std::iter::repeat_n(index, 2 * parts.shape.len()));
        Ok(types)
    }
}

/// `%base_buffer, %offset, %sizes:N, %strides:N`.
pub struct MetadataNames;
impl OpAsmOpInterfaceModel for MetadataNames {
    fn result_names(&self, op: Op, ir: &IrView, set_name: &mut dyn FnMut(Value, &str)) {
        let results: Vec<Value> = op.results(ir).collect();
        let rank = results.len().saturating_sub(2) / 2;
        for (i, name) in [(0, "base_buffer"), (1, "offset")] {
            if let Some(&v) = results.get(i) {
                set_name(v, name);
            }
        }
        if rank > 0 {
            set_name(results[2], "sizes");
            set_name(results[2 + rank], "strides");
        }
    }
}

impl ExtractStridedMetadataOp {
    /// The offset, sizes and strides as values, made constants where the
    /// source type knows them or a constant gives them.
    pub fn constified(self, ir: &IrView) -> Option<MixedSlice> {
        let ty = self.source(ir).ty(ir);
        let shape = ty.memref_parts(ir.ctx())?.shape;
        let layout = ty.strides_and_offset(ir.ctx())?;
        let mut slice = MixedSlice {
            offsets: vec![OpFoldResult::Value(self.offset(ir))],
            sizes: self.sizes(ir).map(OpFoldResult::Value).collect(),
            strides: self.strides(ir).map(OpFoldResult::Value).collect(),
        };
        constify(ir, &mut slice.offsets, &[layout.offset]);
        constify(ir, &mut slice.sizes, &shape);
        constify(ir, &mut slice.strides, &layout.strides);
        Some(slice)
    }

    /// Upstream's fold: the users of each offset, size or stride the
    /// source type knows get an `arith.constant` made before the op (which
    /// no driver hears of, and which upstream does not report as a fold),
    /// then the op reads the source of a `memref.cast` of a ranked memref
    /// (reported).
    fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor) -> FoldResult {
        let mut update = OpUpdate::new();
        if let Some(constified) = self.constified(ir) {
            let entries =
                constified.offsets.into_iter().chain(constified.sizes).chain(constified.strides);
            for (index, entry) in entries.enumerate() {
                let OpFoldResult::Attr(attr) = entry else { continue };
                if attr.as_integer(ir.ctx()).and_then(|v| v.as_i64()) != Some(DYNAMIC) {
                    update = update.with_constant_uses(index + 1, attr, "arith");
                }
            }
        }
        match cast_of_ranked(ir, self.source(ir)) {
            Some(inner) => update.with_operands(vec![inner]).into(),
            None if update.is_empty() => FoldResult::Failed,
            None => FoldResult::Unreported(update),
        }
    }
}
