//! Mistake: a string to match an `i64` attribute's value.
use mlir_core::constraints::*;
use mlir_core::traits::{Pure, SameOperandsAndResultType};
use mlir_derive::{dialect, op, pattern};

#[dialect(name = "calc", ops = [ShlOp])]
pub struct Calc;

/// `%r = calc.shl %a by 2 : i32`
#[op(dialect = Calc, name = "shl", traits = [Pure, SameOperandsAndResultType])]
pub struct ShlOp {
    #[operand]
    input: AnyInteger,
    #[attr]
    amount: I64Attr,
    #[result]
    result: AnyInteger,
}

#[pattern(ShlOp(x, "two") => x)]
pub struct P;

fn main() {}
