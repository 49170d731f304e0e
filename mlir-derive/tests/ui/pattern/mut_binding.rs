//! Mistake: a `mut` binding.
use mlir_core::constraints::*;
use mlir_core::traits::{Pure, SameOperandsAndResultType};
use mlir_derive::{dialect, op, pattern};

#[dialect(name = "calc", ops = [NegOp])]
pub struct Calc;

/// `%r = calc.neg %a : i32`
#[op(dialect = Calc, name = "neg", traits = [Pure, SameOperandsAndResultType])]
pub struct NegOp {
    #[operand]
    input: AnyInteger,
    #[result]
    result: AnyInteger,
}

#[pattern(NegOp(NegOp(mut a)) => a)]
pub struct P;

fn main() {}
