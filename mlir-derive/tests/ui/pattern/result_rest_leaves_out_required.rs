//! Mistake: a result op ending in `..` that leaves out a required
//! attribute (`amount` has no default).
use mlir_core::constraints::*;
use mlir_core::traits::{Pure, SameOperandsAndResultType};
use mlir_derive::{dialect, op, pattern};

#[dialect(name = "calc", ops = [NegOp, ShlOp])]
pub struct Calc;

/// `%r = calc.neg %a : i32`
#[op(dialect = Calc, name = "neg", traits = [Pure, SameOperandsAndResultType])]
pub struct NegOp {
    #[operand]
    input: AnyInteger,
    #[result]
    result: AnyInteger,
}

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

#[pattern(NegOp(NegOp(x)) => ShlOp(x, ..))]
pub struct P;

fn main() {}
