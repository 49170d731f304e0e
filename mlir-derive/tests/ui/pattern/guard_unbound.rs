//! Mistake: the guard uses a name the source never binds.
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

fn is_small(_: mlir_core::ir::Value) -> bool {
    true
}

#[pattern(AddOp(a, b) if is_small(c) => b)]
pub struct P;

fn main() {}
