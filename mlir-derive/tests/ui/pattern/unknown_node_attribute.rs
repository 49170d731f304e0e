//! Mistake: a misspelt attribute (`#[typs(…)]`) on a result op.
use mlir_core::constraints::*;
use mlir_core::traits::{Pure, SameOperandsAndResultType};
use mlir_derive::{dialect, op, pattern};

#[dialect(name = "calc", ops = [NegOp, CastOp])]
pub struct Calc;

/// `%r = calc.neg %a : i32`
#[op(dialect = Calc, name = "neg", traits = [Pure, SameOperandsAndResultType])]
pub struct NegOp {
    #[operand]
    input: AnyInteger,
    #[result]
    result: AnyInteger,
}

/// `%r = calc.cast %a : i32 to i64` (it cannot infer its result type)
#[op(dialect = Calc, name = "cast")]
pub struct CastOp {
    #[operand]
    input: AnyInteger,
    #[result]
    result: AnyInteger,
}

#[pattern(NegOp(NegOp(a)) => NegOp(#[typs(a.ty(rw))] CastOp(a)))]
pub struct P;

fn main() {}
