//! Mistake: a positional source pattern with too few arguments and no
//! `..`.
use mlir_core::constraints::*;
use mlir_core::traits::{Pure, SameOperandsAndResultType};
use mlir_derive::{dialect, op, pattern};

#[dialect(name = "calc", ops = [AddOp, NegOp])]
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

/// `%r = calc.neg %a : i32`
#[op(dialect = Calc, name = "neg", traits = [Pure, SameOperandsAndResultType])]
pub struct NegOp {
    #[operand]
    input: AnyInteger,
    #[result]
    result: AnyInteger,
}

#[pattern(AddOp(NegOp(a)) => a)]
pub struct P;

fn main() {}
