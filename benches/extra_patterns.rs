//! The bench's own `#[pattern]`s on arith ops, beyond arith's
//! canonicalizations: shapes the folders leave alone, DAGs of three ops
//! whose shared operand is checked last (so most candidates fail late),
//! and selects of comparisons. `hand_patterns/extra.rs` holds their
//! hand-written twins.

use mlir_core::Attribute;
use mlir_core::ir::{IrView, Value};
use mlir_core::semantics::constraints::APIntAttr;
use mlir_derive::pattern;
use mlir_rs::dialects::arith::{
    AddIOp, AndIOp, CmpIOp, CmpIPredicate, ConstantOp, MaxSIOp, MinSIOp, MulIOp, OrIOp, SelectOp,
    ShLIOp, SubIOp, XOrIOp,
};

/// Whether `attr` is the integer one (a scalar or a splat).
pub fn is_one(ir: &IrView, attr: Attribute) -> bool {
    crate::hand_patterns::int_of(ir.ctx(), attr).is_some_and(|v| v.is_one())
}

/// `a + b` of two scalar integer attributes, at `like`'s type.
pub fn add_ints(ir: &IrView, like: Value, a: Attribute, b: Attribute) -> Attribute {
    let ctx = ir.ctx();
    let (Some(a), Some(b)) = (a.as_integer(ctx), b.as_integer(ctx)) else {
        return ctx.integer_attr(like.ty(ir), mlir_core::support::apint::APInt::zero(1));
    };
    ctx.integer_attr(like.ty(ir), a.wrapping_add(b))
}

/// `muli(x, shli(1, y))` is `shli(x, y)`.
#[pattern(MulIOp(x, ShLIOp(Const(one), y, _), _) if is_one(rw, one) => ShLIOp(x, y, ..))]
pub struct MulIOfShLIOne;

/// `addi(muli(x, c0), muli(x, c1))` is `muli(x, c0 + c1)`.
#[pattern(
    r @ AddIOp(MulIOp(x, Const(c0 @ APIntAttr), _), MulIOp(x, Const(c1 @ APIntAttr), _), _)
    => MulIOp(x, ConstantOp({ add_ints(rw, r.result(rw), c0, c1) }), ..)
)]
pub struct AddIOfMulIFactor;

/// `ori(andi(x, y), andi(x, z))` is `andi(x, ori(y, z))`.
#[pattern(OrIOp(AndIOp(x, y), AndIOp(x, z)) => AndIOp(x, OrIOp(y, z)))]
pub struct OrIOfAndIFactor;

/// `andi(ori(x, y), ori(x, z))` is `ori(x, andi(y, z))`.
#[pattern(AndIOp(OrIOp(x, y), OrIOp(x, z)) => OrIOp(x, AndIOp(y, z)))]
pub struct AndIOfOrIFactor;

/// `xori(xori(x, y), xori(x, z))` is `xori(y, z)`.
#[pattern(XOrIOp(XOrIOp(x, y), XOrIOp(x, z)) => XOrIOp(y, z))]
pub struct XOrIOfXOrICancel;

/// `subi(addi(x, y), addi(x, z))` is `subi(y, z)`.
#[pattern(SubIOp(AddIOp(x, y, _), AddIOp(x, z, _), _) => SubIOp(y, z, ..))]
pub struct SubIOfAddICancel;

/// `select(cmpi(slt, a, b), a, b)` is `minsi(a, b)`.
#[pattern(SelectOp(CmpIOp(p, a, b), a, b) if p == CmpIPredicate::Slt => MinSIOp(a, b))]
pub struct SelectOfSltToMinSI;

/// `select(cmpi(sgt, a, b), a, b)` is `maxsi(a, b)`.
#[pattern(SelectOp(CmpIOp(p, a, b), a, b) if p == CmpIPredicate::Sgt => MaxSIOp(a, b))]
pub struct SelectOfSgtToMaxSI;
