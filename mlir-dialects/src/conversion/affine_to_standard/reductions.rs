//! The reductions of `affine.parallel` on `scf.parallel`: the value each
//! result starts from (the reduction's identity, MLIR's
//! `arith::getIdentityValue`) and the op combining two partial results
//! (MLIR's `arith::getReductionOp`), for the kinds `affine.parallel`'s
//! verifier accepts on signless types: `addf`, `mulf`, `maximumf`,
//! `minimumf`, `addi`, `muli`, `andi`, `ori`.

use mlir_core::context::builtin::attributes::AttrData;
use mlir_core::ir::{OpBuilder, Value};
use mlir_core::support::float::APFloat;
use mlir_core::{Attribute, Context, Location, Type};

use crate::arith::{
    AddFOp, AddIOp, AndIOp, AtomicRMWKind, MaximumFOp, MinimumFOp, MulFOp, MulIOp, OrIOp,
};

/// The identity of `kind` on values of type `ty`, as an attribute; `None`
/// for the kinds this lowering does not handle.
pub(super) fn identity_attr(ctx: &Context, kind: AtomicRMWKind, ty: Type) -> Option<Attribute> {
    use AtomicRMWKind::*;
    let float = |value: fn(APFloat, APFloat) -> APFloat| {
        let fk = ty.as_float(ctx)?;
        let (zero, one) = (fk.parse_decimal("0")?, fk.parse_decimal("1")?);
        let value = value(APFloat::new(fk, zero), APFloat::new(fk, one));
        Some(ctx.get_attr(AttrData::Float { ty, bits: value.bits().into() }))
    };
    match kind {
        Addf => float(|zero, _| zero),
        Mulf => float(|_, one| one),
        Maximumf => float(|zero, one| -(one / zero)),
        Minimumf => float(|zero, one| one / zero),
        Addi | Ori => Some(ctx.integer_attr_i64(ty, 0)),
        Muli => Some(ctx.integer_attr_i64(ty, 1)),
        Andi => Some(ctx.integer_attr_i64(ty, -1)),
        _ => None,
    }
}

/// The op combining `lhs` and `rhs` by `kind`; `kind` is one that
/// [`identity_attr`] handles.
pub(super) fn combine(
    b: &mut impl OpBuilder,
    loc: Location,
    kind: AtomicRMWKind,
    lhs: Value,
    rhs: Value,
) -> Value {
    use AtomicRMWKind::*;
    let ty = lhs.ty(b);
    match kind {
        Addf => AddFOp::build(b, loc, ty, lhs, rhs, None).result(b),
        Mulf => MulFOp::build(b, loc, ty, lhs, rhs, None).result(b),
        Maximumf => MaximumFOp::build(b, loc, ty, lhs, rhs, None).result(b),
        Minimumf => MinimumFOp::build(b, loc, ty, lhs, rhs, None).result(b),
        Addi => AddIOp::build(b, loc, ty, lhs, rhs, None).result(b),
        Muli => MulIOp::build(b, loc, ty, lhs, rhs, None).result(b),
        Andi => AndIOp::build(b, loc, ty, lhs, rhs).result(b),
        Ori => OrIOp::build(b, loc, ty, lhs, rhs).result(b),
        _ => unreachable!("a kind without an identity value is rejected first"),
    }
}
