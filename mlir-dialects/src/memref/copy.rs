//! `memref.copy`, the copy of one buffer's elements into another, and its
//! canonicalizations: a copy of no elements (`FoldEmptyCopy`) or of a
//! buffer onto itself (`FoldSelfCopy`) is erased.

use mlir_core::Type;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::IrView;
use mlir_core::rewrite::{FoldAdaptor, FoldResult, PatternRewriter, RewriteResult};
use mlir_core::semantics::constraints::AnyRankedOrUnrankedMemRef;
use mlir_core::semantics::traits::{SameOperandsElementType, SameOperandsShape};
use mlir_derive::op;

use super::MemRef;
use super::buffer_types::memref_shape;
use super::cast_folding::fold_one_consumable_cast;

/// Copies the elements of `source` into `target`: the same shape and
/// element type, layouts that may differ.
///
/// Folds away a `memref.cast` operand that only drops static information.
#[op(
    dialect = MemRef,
    name = "copy",
    format = "$source `,` $target attr-dict `:` type($source) `to` type($target)",
    traits = [SameOperandsElementType, SameOperandsShape],
    fold,
    canonicalize = [FoldEmptyCopy, FoldSelfCopy]
)]
pub struct CopyOp {
    #[operand(effects = [MemRead])]
    source: AnyRankedOrUnrankedMemRef,
    #[operand(effects = [MemWrite])]
    target: AnyRankedOrUnrankedMemRef,
}

impl CopyOp {
    /// `copy(cast(x), y)` copies from `x` when the cast only drops static
    /// information (one operand per fold, as upstream).
    fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor) -> FoldResult {
        fold_one_consumable_cast(ir, self.as_op()).map_or(FoldResult::Failed, FoldResult::Update)
    }
}

/// Whether a memref type is ranked with a dimension of size zero.
fn has_no_elements(ir: &IrView, ty: Type) -> bool {
    memref_shape(ir.ctx(), ty).is_some_and(|shape| shape.contains(&0))
}

pattern! {
    /// Erases a `memref.copy` from or to a memref without elements (MLIR's
    /// `FoldEmptyCopy`).
    FoldEmptyCopy on CopyOp,
    creates [],
    erase_empty_copy
}

fn erase_empty_copy(copy: CopyOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let (source, target) = (copy.source(rw).ty(rw), copy.target(rw).ty(rw));
    if !has_no_elements(rw, source) && !has_no_elements(rw, target) {
        return rw.fail("both memrefs have elements");
    }
    rw.erase_op(copy.as_op());
    Ok(())
}

pattern! {
    /// Erases a `memref.copy` of a buffer onto itself (MLIR's
    /// `FoldSelfCopy`).
    FoldSelfCopy on CopyOp,
    creates [],
    erase_self_copy
}

fn erase_self_copy(copy: CopyOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    if copy.source(rw) != copy.target(rw) {
        return rw.fail("source and target differ");
    }
    rw.erase_op(copy.as_op());
    Ok(())
}
