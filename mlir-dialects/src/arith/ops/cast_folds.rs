//! The folders of the casts between integers and floats (`sitofp`,
//! `uitofp`, `fptosi`, `fptoui`) and of `bitcast`, declared in `casts`.
//! Each folds a constant element by element, as MLIR's `constFoldCastOp`:
//! an integer converts to the nearest float (ties to even, overflow to
//! infinity); a float converts toward zero and folds only when every
//! element is in the integer's range (NaN and infinities are not).

use mlir_core::builtin::apint::APInt;
use mlir_core::builtin::float::APFloat;
use mlir_core::ir::IrView;
use mlir_core::rewrite::{FoldAdaptor, OpFoldResult};
use mlir_core::{AttrData, Attribute, Context, Type};

use super::super::float_fold::{float_attr, float_value, fold_elementwise};
use super::casts::{BitcastOp, FPToSIOp, FPToUIOp, SIToFPOp, UIToFPOp};

/// Folds an integer constant converted to the float type `out`.
fn fold_int_to_float(
    ir: &IrView,
    adaptor: &FoldAdaptor<'_>,
    out: Type,
    signed: bool,
) -> Option<OpFoldResult> {
    let ctx = ir.ctx();
    fold_elementwise(ctx, adaptor.constant(0), out, |a, t| {
        let AttrData::Integer { value, .. } = a.data(ctx) else {
            return None;
        };
        Some(float_attr(ctx, t, APFloat::from_int(t.as_float(ctx)?, value, signed)))
    })
    .map(OpFoldResult::Attr)
}

/// Folds a float constant converted to the integer type `out`.
fn fold_float_to_int(
    ir: &IrView,
    adaptor: &FoldAdaptor<'_>,
    out: Type,
    signed: bool,
) -> Option<OpFoldResult> {
    let ctx = ir.ctx();
    fold_elementwise(ctx, adaptor.constant(0), out, |a, t| {
        let (width, _) = t.as_integer(ctx)?;
        Some(ctx.integer_attr(t, float_value(ctx, a)?.to_int(width, signed)?))
    })
    .map(OpFoldResult::Attr)
}

impl SIToFPOp {
    /// A constant converts as a signed integer.
    pub(super) fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        fold_int_to_float(ir, adaptor, self.out(ir).ty(ir), true)
    }
}

impl UIToFPOp {
    /// A constant converts as an unsigned integer.
    pub(super) fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        fold_int_to_float(ir, adaptor, self.out(ir).ty(ir), false)
    }
}

impl FPToSIOp {
    /// A constant in the signed range converts, truncated toward zero.
    pub(super) fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        fold_float_to_int(ir, adaptor, self.out(ir).ty(ir), true)
    }
}

impl FPToUIOp {
    /// A constant in the unsigned range converts, truncated toward zero.
    pub(super) fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        fold_float_to_int(ir, adaptor, self.out(ir).ty(ir), false)
    }
}

/// The bits of an integer or float scalar attribute, as an integer of the
/// type's width.
fn raw_bits(ctx: &Context, attr: Attribute) -> Option<APInt> {
    match attr.data(ctx) {
        AttrData::Integer { value, .. } => Some(value.clone()),
        AttrData::Float { ty, bits } => {
            let kind = ty.as_float(ctx)?;
            let stored = kind.storage_bits(bits.get());
            Some(APInt::from_le_bytes(kind.bit_width(), &stored.to_le_bytes()))
        }
        _ => None,
    }
}

impl BitcastOp {
    /// A constant (scalar or elements) keeps its bits under the new type; a
    /// poison stays poison.
    pub(super) fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        let ctx = ir.ctx();
        let operand = adaptor.constant(0)?;
        #[cfg(feature = "ub")]
        if crate::ub::PoisonAttr::isa(ctx, operand) {
            return Some(OpFoldResult::Attr(operand));
        }
        let out = self.out(ir).ty(ir);
        fold_elementwise(ctx, Some(operand), out, |a, t| {
            let bits = raw_bits(ctx, a)?;
            if let Some(kind) = t.as_float(ctx) {
                let mut bytes = [0u8; 16];
                let le = bits.to_le_bytes();
                let n = le.len().min(16);
                bytes[..n].copy_from_slice(&le[..n]);
                return Some(float_attr(ctx, t, APFloat::new(kind, u128::from_le_bytes(bytes))));
            }
            Some(ctx.integer_attr(t, bits))
        })
        .map(OpFoldResult::Attr)
    }
}
