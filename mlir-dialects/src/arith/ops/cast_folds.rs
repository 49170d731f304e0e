//! The folders of the casts between integers and floats (`sitofp`,
//! `uitofp`, `fptosi`, `fptoui`), declared in `casts` (`bitcast`'s is in
//! `folders/casts.rs`).
//! Each folds a constant element by element, as MLIR's `constFoldCastOp`:
//! an integer converts to the nearest float (ties to even, overflow to
//! infinity); a float converts toward zero and folds only when every
//! element is in the integer's range (NaN and infinities are not).

use mlir_core::ir::IrView;
use mlir_core::rewrite::{FoldAdaptor, OpFoldResult};
use mlir_core::support::float::APFloat;
use mlir_core::{AttrData, Attribute, Context, Type};

use super::super::float_fold::{float_attr, float_value, fold_elementwise};
use super::casts::{FPToSIOp, FPToUIOp, SIToFPOp, UIToFPOp};

/// One element converted: an integer to the float type `t` (nearest, ties
/// to even), or a float to the integer type `t` (toward zero, `None` out of
/// range); the op's verifier says which side is which.
fn convert_element(ctx: &Context, a: Attribute, t: Type, signed: bool) -> Option<Attribute> {
    match a.data(ctx) {
        AttrData::Integer { value, .. } => {
            Some(float_attr(ctx, t, APFloat::from_int(t.as_float(ctx)?, value, signed)))
        }
        AttrData::Float { .. } => {
            let (width, _) = t.as_integer(ctx)?;
            Some(ctx.integer_attr(t, float_value(ctx, a)?.to_int(width, signed)?))
        }
        _ => None,
    }
}

/// Folds a constant converted between integers and floats into `out`.
fn fold_conversion(
    ir: &IrView,
    adaptor: &FoldAdaptor<'_>,
    out: Type,
    signed: bool,
) -> Option<OpFoldResult> {
    let ctx = ir.ctx();
    fold_elementwise(ctx, adaptor.constant(0), out, |a, t| convert_element(ctx, a, t, signed))
        .map(OpFoldResult::Attr)
}

/// Gives each conversion op its folder: [`fold_conversion`] with the op's
/// result type and signedness.
macro_rules! conversion_fold {
    ($($(#[$doc:meta])* $op:ident(signed = $signed:literal);)+) => {$(
        impl $op {
            $(#[$doc])*
            pub(super) fn fold(
                self,
                ir: &IrView,
                adaptor: &FoldAdaptor<'_>,
            ) -> Option<OpFoldResult> {
                fold_conversion(ir, adaptor, self.out(ir).ty(ir), $signed)
            }
        }
    )+};
}

conversion_fold! {
    /// A constant converts as a signed integer.
    SIToFPOp(signed = true);
    /// A constant converts as an unsigned integer.
    UIToFPOp(signed = false);
    /// A constant in the signed range converts, truncated toward zero.
    FPToSIOp(signed = true);
    /// A constant in the unsigned range converts, truncated toward zero.
    FPToUIOp(signed = false);
}
