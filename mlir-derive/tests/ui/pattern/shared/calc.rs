// The dialect the `#[pattern]` ui cases rewrite, `include!`d by each so
// that a case shows only its pattern: `calc`, with ops that infer their
// result types (`add`, `neg`, `shl`), one that cannot (`cast`), one with
// two results (`divrem`) and one with a required attribute (`shl`).

use mlir_core::semantics::constraints::*;
use mlir_core::semantics::traits::{Pure, SameOperandsAndResultType};
use mlir_derive::{dialect, op};

#[dialect(name = "calc", ops = [AddOp, NegOp, CastOp, DivRemOp, ShlOp])]
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

/// `%r = calc.cast %a : i32 to i64` (it cannot infer its result type)
#[op(dialect = Calc, name = "cast")]
pub struct CastOp {
    #[operand]
    input: AnyInteger,
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
