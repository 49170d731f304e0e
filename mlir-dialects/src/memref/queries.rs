//! The ops that read a memref's metadata, not its elements:
//! `memref.dim`, `memref.rank` and
//! `memref.extract_aligned_pointer_as_index`.

use mlir_core::context::builtin::types::{DYNAMIC, TypeData};
use mlir_core::definitions::interfaces::op_asm::{OpAsmOpInterfaceModel, ResultNames};
use mlir_core::definitions::interfaces::shaped_dim::{
    DimOfFirstOperand, ShapedDimOpInterfaceModel,
};
use mlir_core::definitions::interfaces::speculatable::{
    ConditionallySpeculatable, Speculatability,
};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::IrView;
use mlir_core::rewrite::{FoldAdaptor, FoldResult, OpFoldResult};
use mlir_core::semantics::constraints::{
    AnyRankedOrUnrankedMemRef, AnyType, AnyTypeOf, Index, Non0RankedMemRefOf, UnrankedMemRefOf,
};
use mlir_core::semantics::traits::{MemRefsNormalizable, NoMemoryEffect, Pure};
use mlir_core::transforms::folding::fold_one_op::constant_value;
use mlir_derive::op;

use super::MemRef;
use super::cast_folding::fold_casts_in_place;
use super::dim_patterns::DimOfMemRefReshape;
use super::dim_range::ShapedDimRange;
use super::{AllocOp, AllocaOp};
use mlir_core::definitions::interfaces::infer_int_range::InferIntRangeInterfaceModel;

/// `memref.dim`'s source: an unranked memref or one of rank 1 or more.
type DimSource = AnyTypeOf<(UnrankedMemRefOf<AnyType>, Non0RankedMemRefOf<AnyType>)>;

/// The size of dimension `index` of a memref (an out-of-bounds index is
/// undefined behaviour, not an error).
///
/// Folds, for a constant in-bounds index of a ranked memref: a static
/// size to a constant; the dynamic size of an `alloc`/`alloca`, a `view`
/// or a `subview` to its size operand; else a `memref.cast` operand away.
/// Canonicalization reads a `memref.reshape`'s size from its shape.
#[op(
    dialect = MemRef,
    name = "dim",
    canonicalize = [DimOfMemRefReshape],
    format = "attr-dict $source `,` $index `:` type($source)",
    traits = [MemRefsNormalizable, NoMemoryEffect],
    interfaces = [
        OpAsmOpInterfaceModel = ResultNames(&["dim"]),
        ConditionallySpeculatable,
        ShapedDimOpInterfaceModel = DimOfFirstOperand,
        InferIntRangeInterfaceModel = ShapedDimRange,
    ],
    fold
)]
pub struct DimOp {
    #[operand]
    source: DimSource,
    #[operand]
    index: Index,
    #[result]
    result: Index,
}

impl DimOp {
    /// See the op's documentation.
    fn fold(self, ir: &IrView, adaptor: &FoldAdaptor) -> FoldResult {
        let ctx = ir.ctx();
        let Some(index) = adaptor.constant(1).and_then(|c| c.as_integer(ctx)?.as_i64()) else {
            return FoldResult::Failed;
        };
        let source = self.source(ir);
        let TypeData::MemRef { shape, .. } = source.ty(ir).data(ctx) else {
            return FoldResult::Failed;
        };
        let Some(&size) = usize::try_from(index).ok().and_then(|i| shape.get(i)) else {
            return FoldResult::Failed;
        };
        if size != DYNAMIC {
            let attr = ctx.integer_attr_i64(ctx.index_type(), size);
            return FoldResult::Replaced(vec![OpFoldResult::Attr(attr)]);
        }
        // The position of this size among the dynamic ones.
        let dynamic = shape[..index as usize].iter().filter(|&&d| d == DYNAMIC).count();
        let defining = source.defining_op(ir);
        let sizes: Option<Vec<_>> = defining.and_then(|def| {
            AllocOp::try_from_op(ir, def)
                .map(|a| a.dynamic_sizes(ir).collect())
                .or_else(|| AllocaOp::try_from_op(ir, def).map(|a| a.dynamic_sizes(ir).collect()))
        });
        if let Some(&size) = sizes.as_ref().and_then(|s| s.get(dynamic)) {
            return FoldResult::Replaced(vec![OpFoldResult::Value(size)]);
        }
        // A view or subview: its size operand (after alloc's and alloca's,
        // before the casts, as upstream).
        if let Some(size) = super::dim_of_view::fold_dim_of_view(ir, source, index as usize) {
            return FoldResult::Replaced(vec![OpFoldResult::Value(size)]);
        }
        fold_casts_in_place(ir, self.as_op(), None)
    }
}

/// Only with a constant index within a ranked source's rank: another
/// index may be out of bounds, which is undefined behaviour.
impl ConditionallySpeculatable for DimOp {
    fn speculatability(&self, ir: &IrView) -> Speculatability {
        let ctx = ir.ctx();
        let index = constant_value(ir, self.index(ir)).and_then(|c| c.as_integer(ctx)?.as_i64());
        let rank = self.source(ir).ty(ir).shape_and_element(ctx).map(|(shape, _)| shape.len());
        match (index, rank) {
            (Some(i), Some(rank)) if usize::try_from(i).is_ok_and(|i| i < rank) => {
                Speculatability::Speculatable
            }
            _ => Speculatability::NotSpeculatable,
        }
    }
}

/// The rank of a memref. Folds to a constant when the memref is ranked.
#[op(
    dialect = MemRef,
    name = "rank",
    format = "$memref attr-dict `:` type($memref)",
    traits = [Pure],
    fold
)]
pub struct RankOp {
    #[operand]
    memref: AnyRankedOrUnrankedMemRef,
    #[result]
    result: Index,
}

impl RankOp {
    /// A ranked memref's rank.
    fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor) -> Option<OpFoldResult> {
        let ctx = ir.ctx();
        let (shape, _) = self.memref(ir).ty(ir).shape_and_element(ctx)?;
        let rank = i64::try_from(shape.len()).ok()?;
        Some(OpFoldResult::Attr(ctx.integer_attr_i64(ctx.index_type(), rank)))
    }
}

/// The address of a memref's aligned data, as an index (a step of
/// lowering; no inverse is meant to exist).
#[op(
    dialect = MemRef,
    name = "extract_aligned_pointer_as_index",
    format = "$source `:` type($source) `->` type(results) attr-dict",
    traits = [Pure],
    interfaces = [OpAsmOpInterfaceModel = ResultNames(&["intptr"])]
)]
pub struct ExtractAlignedPointerAsIndexOp {
    #[operand]
    source: AnyRankedOrUnrankedMemRef,
    #[result]
    aligned_pointer: Index,
}
