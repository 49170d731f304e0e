//! Mistake: `type_from` names no operand, result or attribute (`lsh` for
//! `lhs`).
use mlir_core::semantics::constraints::*;
use mlir_core::definitions::op_type::Dialect;
use mlir_derive::op;

struct D;
impl Dialect for D {
    const NAMESPACE: &'static str = "d";
}

#[op(dialect = D, name = "add", format = "$lhs `,` $rhs attr-dict `:` type($lhs)")]
pub struct AddOp {
    #[operand]
    lhs: AnyType,
    #[operand(type_from = lsh)]
    rhs: AnyType,
    #[result(type_from = lhs)]
    sum: AnyType,
}

fn main() {}
