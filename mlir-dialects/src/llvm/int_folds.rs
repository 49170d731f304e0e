//! The folders of the integer ops upstream folds: `llvm.or` and `llvm.shl`
//! of two scalar constants (a shift by the width or more stays),
//! `llvm.zext` of a scalar constant, and `llvm.icmp eq`/`ne` of a value
//! with itself (`true`/`false`, a splat of it for vectors). Nothing else:
//! vector constants, identities such as `or %x, 0` and the other
//! predicates stay as they are.

use mlir_core::ir::IrView;
use mlir_core::rewrite::{FoldAdaptor, OpFoldResult};
use mlir_core::support::apint::APInt;
use mlir_core::{AttrData, Attribute, Context, TypeData};

use super::{ICmpOp, ICmpPredicate, OrOp, ShlOp, ZExtOp};

/// The value of a scalar integer constant.
fn int_value(ctx: &Context, attr: Option<Attribute>) -> Option<APInt> {
    match attr?.data(ctx) {
        AttrData::Integer { value, .. } => Some(value.clone()),
        _ => None,
    }
}

/// The two operands' scalar integer constants, of one width.
fn int_operands(ctx: &Context, adaptor: &FoldAdaptor<'_>) -> Option<(APInt, APInt)> {
    let lhs = int_value(ctx, adaptor.constant(0))?;
    let rhs = int_value(ctx, adaptor.constant(1))?;
    (lhs.width() == rhs.width()).then_some((lhs, rhs))
}

impl OrOp {
    /// `or` of two integer constants.
    pub(super) fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        let ctx = ir.ctx();
        let (lhs, rhs) = int_operands(ctx, adaptor)?;
        let ty = self.res(ir).ty(ir);
        Some(OpFoldResult::Attr(ctx.integer_attr(ty, lhs.or(&rhs))))
    }
}

impl ShlOp {
    /// `shl` of two integer constants, the amount below the width.
    pub(super) fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        let ctx = ir.ctx();
        let (lhs, rhs) = int_operands(ctx, adaptor)?;
        let amount = u32::try_from(rhs.as_u64()?).ok().filter(|&a| a < lhs.width())?;
        let ty = self.res(ir).ty(ir);
        Some(OpFoldResult::Attr(ctx.integer_attr(ty, lhs.shl(amount))))
    }
}

impl ZExtOp {
    /// `zext` of an integer constant.
    pub(super) fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        let ctx = ir.ctx();
        let value = int_value(ctx, adaptor.constant(0))?;
        let ty = self.res(ir).ty(ir);
        let (width, _) = ty.as_integer(ctx)?;
        Some(OpFoldResult::Attr(ctx.integer_attr(ty, value.zext(width))))
    }
}

impl ICmpOp {
    /// `eq`/`ne` of a value with itself.
    pub(super) fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        let ctx = ir.ctx();
        let outcome = match self.predicate(ir) {
            ICmpPredicate::Eq => true,
            ICmpPredicate::Ne => false,
            _ => return None,
        };
        if self.lhs(ir) != self.rhs(ir) {
            return None;
        }
        let ty = self.res(ir).ty(ir);
        let flag = ctx.bool_attr(outcome);
        let attr = match ty.data(ctx) {
            TypeData::Vector { .. } => ctx.dense_splat(ty, flag)?,
            _ => flag,
        };
        Some(OpFoldResult::Attr(attr))
    }
}
