//! Mistake: native code giving an integer where an operand (a value)
//! goes.
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

#[pattern(AddOp(a, b) => AddOp(a, { 1 }))]
pub struct P;

fn main() {}
