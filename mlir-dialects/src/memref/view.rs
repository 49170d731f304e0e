//! `memref.view`: a memref of any shape over a byte buffer
//! (`memref<?xi8>`), at a byte shift.
//!
//! Folds a view at byte 0 to the source's own static type to its source.
//! Canonicalizations: constant sizes become static dimensions of a new
//! view cast back to the old type (ViewOpShapeFolder), and a view of a
//! `memref.cast` of a `memref.alloc` views the allocation directly
//! (ViewOpMemrefCastFolder).

use mlir_core::context::builtin::types::DYNAMIC;
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::context::display_hooks::type_text;
use mlir_core::definitions::interfaces::op_asm::{OpAsmOpInterfaceModel, ResultNames};
use mlir_core::definitions::interfaces::view_like::{ViewLikeOpInterfaceModel, ViewOfFirstOperand};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Value};
use mlir_core::rewrite::{FoldAdaptor, OpFoldResult, PatternRewriter, RewriteResult};
use mlir_core::semantics::constraints::{AnyMemRef, Index, MemRefRankOf, Variadic};
use mlir_core::semantics::traits::Pure;
use mlir_core::transforms::folding::fold_one_op::constant_value;
use mlir_derive::op;

use super::MemRef;
use super::cast::CastOp;
use super::constraints::I8;

/// Views a byte buffer as a memref of another shape and element type.
///
/// The byte shift says where the view starts; one size operand per
/// dynamic dimension of the result. Source and result have identity
/// layouts and one memory space.
#[op(
    dialect = MemRef,
    name = "view",
    format = "$source `[` $byte_shift `]` `` `[` $sizes `]` attr-dict `:` type($source) `to` type($result)",
    traits = [Pure],
    interfaces = [
        OpAsmOpInterfaceModel = ResultNames(&["view"]),
        ViewLikeOpInterfaceModel = ViewOfFirstOperand,
    ],
    verify,
    fold,
    canonicalize = [ViewOpShapeFolder, ViewOpMemrefCastFolder]
)]
pub struct ViewOp {
    #[operand]
    source: MemRefRankOf<I8, 1>,
    #[operand]
    byte_shift: Index,
    #[operand]
    sizes: Variadic<Index>,
    #[result]
    result: AnyMemRef,
}

impl ViewOp {
    /// Identity layouts, one memory space, a size per dynamic dimension.
    fn verify(self, ir: &IrView) -> VerifyResult {
        let op = self.as_op();
        let ctx = ir.ctx();
        let (base, view) = (self.source(ir).ty(ir), self.result(ir).ty(ir));
        let fail = |message: String| -> VerifyResult { Err(op.emit_error(ir, message).into()) };
        if !base.has_identity_layout(ctx) {
            return fail(format!(
                "unsupported map for base memref type '{}'",
                type_text(ctx, base)
            ));
        }
        if !view.has_identity_layout(ctx) {
            return fail(format!(
                "unsupported map for result memref type '{}'",
                type_text(ctx, view)
            ));
        }
        if base.memref_memory_space(ctx) != view.memref_memory_space(ctx) {
            return fail(format!(
                "different memory spaces specified for base memref type '{}' and view memref type '{}'",
                type_text(ctx, base),
                type_text(ctx, view)
            ));
        }
        let dynamic =
            view.memref_parts(ctx).map_or(0, |p| p.shape.iter().filter(|&&d| d == DYNAMIC).count());
        let sizes = self.sizes(ir).count();
        if sizes != dynamic {
            return Err(op
                .emit_op_error(
                    ir,
                    format!("incorrect number of dynamic sizes, has {sizes}, expected {dynamic}"),
                )
                .into());
        }
        Ok(())
    }

    /// A view at byte 0 to the source's own static type is its source.
    fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor) -> Option<OpFoldResult> {
        let source = self.source(ir);
        let ty = self.result(ir).ty(ir);
        let static_shape = ty.memref_parts(ir.ctx())?.shape.iter().all(|&d| d != DYNAMIC);
        let at_zero = constant_index(ir, self.byte_shift(ir)) == Some(0);
        (ty == source.ty(ir) && static_shape && at_zero).then_some(OpFoldResult::Value(source))
    }
}

/// The value of an `arith.constant` of `index` type defining `value`
/// (MLIR's `matchConstantIndex`).
pub(crate) fn constant_index(ir: &IrView, value: Value) -> Option<i64> {
    if value.ty(ir) != ir.ctx().index_type() {
        return None;
    }
    constant_value(ir, value)?.as_integer(ir.ctx())?.as_i64()
}

pattern! {
    /// Sizes given by constants become static dimensions of a new view,
    /// cast back to the old type (MLIR's `ViewOpShapeFolder`).
    ViewOpShapeFolder on ViewOp, creates ["memref.view", "memref.cast"], fold_constant_sizes
}

fn fold_constant_sizes(op: ViewOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    if !op.as_op().operands(rw).any(|v| constant_index(rw, v).is_some()) {
        return rw.notify_match_failure(op.as_op(), "no constant operand");
    }
    let ty = op.result(rw).ty(rw);
    let ctx = rw.ctx();
    let Some(parts) = ty.memref_parts(ctx) else {
        return rw.notify_match_failure(op.as_op(), "not a ranked memref");
    };
    let sizes: Vec<Value> = op.sizes(rw).collect();
    let mut shape = Vec::with_capacity(parts.shape.len());
    let mut kept = Vec::new();
    let mut next = sizes.iter();
    for &dim in &parts.shape {
        if dim != DYNAMIC {
            shape.push(dim);
            continue;
        }
        let Some(&size) = next.next() else { break };
        match constant_index(rw, size) {
            Some(v) => shape.push(v),
            None => {
                shape.push(DYNAMIC);
                kept.push(size);
            }
        }
    }
    let new_ty = ctx.memref_type_with(&shape, parts.element, parts.layout, parts.memory_space);
    if new_ty == ty {
        return rw.notify_match_failure(op.as_op(), "no size to make static");
    }
    let (loc, source, shift) = (op.as_op().loc(rw), op.source(rw), op.byte_shift(rw));
    let view = ViewOp::build(rw, loc, new_ty, source, shift, &kept).result(rw);
    let cast = CastOp::build(rw, loc, ty, view).as_op().result(rw, 0);
    rw.replace_op(op.as_op(), &[cast]);
    Ok(())
}

pattern! {
    /// A view of a `memref.cast` of a `memref.alloc` views the allocation
    /// (MLIR's `ViewOpMemrefCastFolder`).
    ViewOpMemrefCastFolder on ViewOp, creates ["memref.view"], view_the_allocation
}

fn view_the_allocation(op: ViewOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let cast = op.source(rw).defining_op(rw).and_then(|d| CastOp::try_from_op(rw, d));
    let Some(cast) = cast else { return rw.notify_match_failure(op.as_op(), "not a cast") };
    let allocation = cast.source(rw);
    let is_alloc =
        allocation.defining_op(rw).is_some_and(|d| d.name(rw).as_str(rw.ctx()) == "memref.alloc");
    if !is_alloc {
        return rw.notify_match_failure(op.as_op(), "the cast's source is not a memref.alloc");
    }
    let (loc, ty, shift) = (op.as_op().loc(rw), op.result(rw).ty(rw), op.byte_shift(rw));
    let sizes: Vec<Value> = op.sizes(rw).collect();
    let view = ViewOp::build(rw, loc, ty, allocation, shift, &sizes).result(rw);
    rw.replace_op(op.as_op(), &[view]);
    Ok(())
}
