//! What `math`'s folders share, on top of `arith`'s constant folding
//! (constants read element by element, poison kept: `arith::float_fold`
//! and `arith::int_fold`): folding a float constant exactly or through
//! the host's libm, and the classification folds.
//!
//! Two kinds of float folder, as MLIR 22's:
//! - exact ones ([`APFloat`] arithmetic: `absf`, `copysign`, `ceil`,
//!   `floor`, `roundeven`) fold every float kind;
//! - the others call the C library's function on the value converted to
//!   `float` or `double` ([`host`], [`host2`]): they fold `f32` and `f64`
//!   only, and their result is whatever the host's libm computes (glibc's
//!   on Linux, as mlir-opt's).

use mlir_core::ir::IrView;
use mlir_core::rewrite::{FoldAdaptor, OpFoldResult};
use mlir_core::support::float::{APFloat, FloatKind};
use mlir_core::{AttrData, Type};

use crate::arith::float_fold::{
    float_attr, float_value, fold_binary_partial, fold_elementwise, scalar_or_splat,
};

/// Whether the libm folders fold a value of `a`'s kind: `f32` and `f64`.
pub(super) fn host_kind(a: APFloat) -> bool {
    matches!(a.kind(), FloatKind::F32 | FloatKind::F64)
}

/// Applies the C library function `single` to an `f32` value or `double`
/// to an `f64` one; `None` for every other kind (MLIR 22 switches on the
/// value's semantics, IEEE single and double only).
pub(super) fn host(a: APFloat, single: fn(f32) -> f32, double: fn(f64) -> f64) -> Option<APFloat> {
    let bits = match a.kind() {
        FloatKind::F32 => u128::from(single(f32::from_bits(a.bits() as u32)).to_bits()),
        FloatKind::F64 => u128::from(double(f64::from_bits(a.bits() as u64)).to_bits()),
        _ => return None,
    };
    Some(APFloat::new(a.kind(), bits))
}

/// [`host`] for a function of two arguments of one kind.
pub(super) fn host2(
    a: APFloat,
    b: APFloat,
    single: fn(f32, f32) -> f32,
    double: fn(f64, f64) -> f64,
) -> Option<APFloat> {
    let bits = match (a.kind(), b.kind()) {
        (FloatKind::F32, FloatKind::F32) => {
            let (x, y) = (f32::from_bits(a.bits() as u32), f32::from_bits(b.bits() as u32));
            u128::from(single(x, y).to_bits())
        }
        (FloatKind::F64, FloatKind::F64) => {
            let (x, y) = (f64::from_bits(a.bits() as u64), f64::from_bits(b.bits() as u64));
            u128::from(double(x, y).to_bits())
        }
        _ => return None,
    };
    Some(APFloat::new(a.kind(), bits))
}

/// Folds the float constant operand of a one-operand op element by element
/// into a constant of `result_ty` (MLIR's `constFoldUnaryOpConditional`):
/// `f` may refuse an element, and then nothing folds. Poison stays poison.
pub(super) fn unary_float(
    ir: &IrView,
    adaptor: &FoldAdaptor<'_>,
    result_ty: Type,
    f: impl Fn(APFloat) -> Option<APFloat>,
) -> Option<OpFoldResult> {
    let ctx = ir.ctx();
    fold_elementwise(ctx, adaptor.constant(0), result_ty, |attr, ty| {
        Some(float_attr(ctx, ty, f(float_value(ctx, attr)?)?))
    })
    .map(OpFoldResult::Attr)
}

/// Folds the two float constant operands of a binary op element by
/// element (MLIR's `constFoldBinaryOpConditional`), `f` refusing as in
/// [`unary_float`].
pub(super) fn binary_float(
    ir: &IrView,
    adaptor: &FoldAdaptor<'_>,
    f: impl Fn(APFloat, APFloat) -> Option<APFloat>,
) -> Option<OpFoldResult> {
    fold_binary_partial(ir.ctx(), adaptor.constant(0), adaptor.constant(1), f)
        .map(OpFoldResult::Attr)
}

/// The classification folds (`isnan`, `isinf`, `isfinite`, `isnormal`):
/// a scalar float constant gives an `i1` constant, a splat one a splat of
/// the (`i1`-shaped) result type; other dense constants and poison do not
/// fold, as upstream.
pub(super) fn classify(
    ir: &IrView,
    adaptor: &FoldAdaptor<'_>,
    result_ty: Type,
    holds: fn(APFloat) -> bool,
) -> Option<OpFoldResult> {
    let ctx = ir.ctx();
    let operand = adaptor.constant(0)?;
    let value = scalar_or_splat(ctx, Some(operand))?;
    let bit = ctx.bool_attr(holds(value));
    if matches!(operand.data(ctx), AttrData::Float { .. }) {
        return Some(OpFoldResult::Attr(bit));
    }
    ctx.dense_elements(result_ty, &[bit]).map(OpFoldResult::Attr)
}
