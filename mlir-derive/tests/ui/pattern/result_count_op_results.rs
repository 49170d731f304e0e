//! Mistake: an op with two results replaces a root with one.
use mlir_core::constraints::*;
use mlir_core::traits::{Pure, SameOperandsAndResultType};
use mlir_derive::{dialect, op, pattern};

#[dialect(name = "calc", ops = [AddOp, DivRemOp])]
pub struct Calc;

/// `%r = calc.add %a, %b : i32`
#[op(dialect = Calc, name = "add", traits = [Pure, SameOperandsAndResultType])]
pub struct AddOp {
    #[operand]
    lhs: AnyInteger,
    #[operand]
    rhs: AnyInteger,
    #[result]
    result: AnyInteger,
}

/// `%q, %r = calc.divrem %a, %b : i32`
#[op(dialect = Calc, name = "divrem", traits = [Pure])]
pub struct DivRemOp {
    #[operand]
    lhs: AnyInteger,
    #[operand]
    rhs: AnyInteger,
    #[result]
    quot: AnyInteger,
    #[result]
    rem: AnyInteger,
}

#[pattern(AddOp(a, b) => DivRemOp(a, b))]
pub struct P;

fn main() {}
