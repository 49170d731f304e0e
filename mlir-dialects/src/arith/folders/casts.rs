//! The folders of the integer casts: `extui`, `extsi` and `trunci`
//! (constants, and the chains upstream's folders shorten in place),
//! `index_cast` and `index_castui` (constants; `index` is 64 bits wide in
//! the folder), and `bitcast` (constants of integer and float types,
//! poison, a cast to the same type).

use mlir_core::context::builtin::attributes::FloatBits;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Op, Value};
use mlir_core::rewrite::{FoldAdaptor, FoldResult, OpFoldResult, OpUpdate};
use mlir_core::support::apint::APInt;
use mlir_core::{AttrData, Attribute, Context, Type, TypeData};

use super::super::int_fold::{IntValues, fold_unary, int_width, is_poison, poison};
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
    extend: fn(&APInt, u32) -> APInt,
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
    /// Constants keep their bits under the new type (integers and floats,
    /// scalars and dense elements), scalar poison stays poison; else a
    /// cast to the operand's own type is the operand (what upstream's
    /// `CastOpInterface` trait fold gives after the op's own fold).
    pub(crate) fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        let (input, ty) = operand_and_type(ir, self.as_op());
        let folded = adaptor.constant(0).and_then(|c| bitcast_constant(ir.ctx(), c, ty));
        folded.or_else(|| (input.ty(ir) == ty).then_some(OpFoldResult::Value(input)))
    }
}

/// `constant` with its bits read as `ty`, as upstream's `BitcastOp::fold`.
fn bitcast_constant(ctx: &Context, constant: Attribute, ty: Type) -> Option<OpFoldResult> {
    if matches!(constant.data(ctx), AttrData::DenseElements { .. }) {
        let values = match IntValues::bits_of(ctx, constant)? {
            IntValues::Splat(v) => vec![v],
            IntValues::Elements(vs) => vs,
            IntValues::Scalar(_) => return None,
        };
        return ctx.dense_apint_elements(ty, &values).map(OpFoldResult::Attr);
    }
    if ty.element_type_or_self(ctx) != ty {
        return None;
    }
    if is_poison(ctx, Some(constant)) {
        return poison(ctx).map(OpFoldResult::Attr);
    }
    let attr = match (constant.data(ctx), ty.data(ctx)) {
        (AttrData::Float { bits, .. }, TypeData::Float(_)) => {
            ctx.get_attr(AttrData::Float { ty, bits: *bits })
        }
        // As wide as the float, so at most 128 bits.
        (AttrData::Integer { value, .. }, TypeData::Float(_)) => {
            ctx.get_attr(AttrData::Float { ty, bits: FloatBits::new(value.as_u128()?) })
        }
        // An integer may be wider than any machine word (`i200`): its value
        // is kept whole.
        (AttrData::Integer { value, .. }, _) if int_width(ctx, ty)? == value.width() => {
            ctx.integer_attr(ty, value.clone())
        }
        (AttrData::Float { bits, .. }, _) => {
            ctx.integer_attr(ty, APInt::from_u128(int_width(ctx, ty)?, bits.get()))
        }
        _ => return None,
    };
    Some(OpFoldResult::Attr(attr))
}
