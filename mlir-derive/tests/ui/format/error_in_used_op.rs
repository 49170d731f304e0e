//! Mistake in the format of an op that other code builds and reads: the
//! format error alone is reported (the op keeps its builder and accessors).
use mlir_core::semantics::constraints::AnyType;
use mlir_core::ir::{Builder, IrView, Value};
use mlir_core::{Location, Type};
use mlir_derive::{dialect, op};

#[dialect(name = "t", ops = [AddOp])]
pub struct T;

/// An op whose format has a mistake.
#[op(dialect = T, name = "add", format = "$lhs `,` $rsh attr-dict `:` type($lhs)")]
pub struct AddOp {
    #[operand]
    lhs: AnyType,
    #[operand]
    rhs: AnyType,
    #[result]
    sum: AnyType,
}

/// Builds an `AddOp` of `x` and `y`, of type `ty`.
pub fn add(b: &mut Builder<'_>, loc: Location, ty: Type, x: Value, y: Value) -> AddOp {
    AddOp::build(b, loc, ty, x, y)
}

/// The first operand of an `AddOp`.
pub fn lhs_of(ir: &IrView, op: AddOp) -> Value {
    op.lhs(ir)
}

fn main() {}
