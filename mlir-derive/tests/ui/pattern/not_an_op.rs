//! Mistake: a path naming a plain struct, no op, in the source.
use mlir_core::constraints::*;
use mlir_core::traits::{Pure, SameOperandsAndResultType};
use mlir_derive::{dialect, op, pattern};

#[dialect(name = "calc", ops = [AddOp])]
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

pub struct Point {
    pub x: i32,
}

#[pattern(AddOp(Point { x: a }, b) => b)]
pub struct P;

fn main() {}
