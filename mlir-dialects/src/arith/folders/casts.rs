//! The folders of the integer casts: `extui`, `extsi` and `trunci`
//! (constants, and the chains upstream's folders shorten in place),
//! `index_cast` and `index_castui` (constants; `index` is 64 bits wide in
//! the folder), and `bitcast` between integer types (constants, poison).

use mlir_core::ir::{IrView, Op, Value};
use mlir_core::op_type::OpType;
use mlir_core::rewrite::{FoldAdaptor, FoldResult, OpFoldResult, OpUpdate};
use mlir_core::{Context, Type};

use super::super::int_fold::{fold_unary, int_width, is_poison, poison};
use super::super::{BitcastOp, ExtSIOp, ExtUIOp, IndexCastOp, IndexCastUIOp, TruncIOp};

/// The operand and result type of a one-operand, one-result op.
fn operand_and_type(ir: &IrView, op: Op) -> (Value, Type) {
    (op.operand(ir, 0), op.result(ir, 0).ty(ir))
}

/// The width of `ty`'s elements (64 for `index`).
fn element_width(ctx: &Context, ty: Type) -> Option<u32> {
    int_width(ctx, ty.element_type_or_self(ctx))
}

/// `ext(ext(x)) → ext(x)` in place, for one kind of extension `E`; else
/// constants through `extend`.
fn fold_extension<E: OpType>(
    ir: &IrView,
    op: Op,
    adaptor: &FoldAdaptor<'_>,
    extend: fn(&mlir_core::builtin::apint::APInt, u32) -> mlir_core::builtin::apint::APInt,
) -> FoldResult {
    let (input, ty) = operand_and_type(ir, op);
    if let Some(inner) = input.defining_op(ir).filter(|&d| E::isa(ir, d)) {
        return OpUpdate::new().with_operands(vec![inner.operand(ir, 0)]).into();
    }
    let Some(width) = element_width(ir.ctx(), ty) else { return FoldResult::Failed };
    fold_unary(ir.ctx(), adaptor.constant(0), ty, |a| extend(a, width)).into()
}

impl ExtUIOp {
    /// `extui(extui(x)) → extui(x)`, constants.
    pub(crate) fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> FoldResult {
        fold_extension::<ExtUIOp>(ir, self.as_op(), adaptor, |a, w| a.zext(w))
    }
}

impl ExtSIOp {
    /// `extsi(extsi(x)) → extsi(x)`, constants.
    pub(crate) fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> FoldResult {
        fold_extension::<ExtSIOp>(ir, self.as_op(), adaptor, |a, w| a.sext(w))
    }
}

impl TruncIOp {
    /// `trunci(ext(a))`: `a` when it has the result type, `trunci(a)` in
    /// place when it is wider; `trunci(trunci(a)) → trunci(a)` in place;
    /// constants.
    pub(crate) fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> FoldResult {
        let ctx = ir.ctx();
        let (input, ty) = operand_and_type(ir, self.as_op());
        if let Some(def) = input.defining_op(ir) {
            if ExtUIOp::isa(ir, def) || ExtSIOp::isa(ir, def) {
                let src = def.operand(ir, 0);
                let src_width = element_width(ctx, src.ty(ir));
                let dst_width = element_width(ctx, ty);
                if src_width > dst_width {
                    return OpUpdate::new().with_operands(vec![src]).into();
                }
                if src.ty(ir).element_type_or_self(ctx) == ty.element_type_or_self(ctx) {
                    return OpFoldResult::Value(src).into();
                }
            }
            if TruncIOp::isa(ir, def) {
                return OpUpdate::new().with_operands(vec![def.operand(ir, 0)]).into();
            }
        }
        let Some(width) = element_width(ctx, ty) else { return FoldResult::Failed };
        fold_unary(ctx, adaptor.constant(0), ty, |a| a.trunc(width)).into()
    }
}

impl IndexCastOp {
    /// Constants, sign-extended or truncated.
    pub(crate) fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        let (_, ty) = operand_and_type(ir, self.as_op());
        let width = element_width(ir.ctx(), ty)?;
        fold_unary(ir.ctx(), adaptor.constant(0), ty, |a| a.sext(width))
    }
}

impl IndexCastUIOp {
    /// Constants, zero-extended or truncated.
    pub(crate) fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        let (_, ty) = operand_and_type(ir, self.as_op());
        let width = element_width(ir.ctx(), ty)?;
        fold_unary(ir.ctx(), adaptor.constant(0), ty, |a| a.zext(width))
    }
}

impl BitcastOp {
    /// Poison, and integer constants to an integer type (the bits are
    /// kept); else a cast to the operand's own type is the operand (what
    /// upstream's `CastOpInterface` trait fold gives after the op's own
    /// fold). Casts of float constants are not folded here.
    pub(crate) fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        let (input, ty) = operand_and_type(ir, self.as_op());
        self.fold_constant(ir, adaptor, ty)
            .or_else(|| (input.ty(ir) == ty).then_some(OpFoldResult::Value(input)))
    }

    /// The fold of a constant operand.
    fn fold_constant(
        self,
        ir: &IrView,
        adaptor: &FoldAdaptor<'_>,
        ty: Type,
    ) -> Option<OpFoldResult> {
        let ctx = ir.ctx();
        let operand = adaptor.constant(0)?;
        if is_poison(ctx, Some(operand)) {
            // Upstream folds poison of scalars only.
            return (ty.element_type_or_self(ctx) == ty)
                .then(|| poison(ctx))
                .flatten()
                .map(OpFoldResult::Attr);
        }
        let width = element_width(ctx, ty)?;
        if operand.typed(ctx).and_then(|t| element_width(ctx, t)) != Some(width) {
            return None;
        }
        fold_unary(ctx, Some(operand), ty, |a| a.clone())
    }
}
