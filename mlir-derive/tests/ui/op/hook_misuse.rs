//! Mistakes: a hook given twice, a hook given a value, and a field named
//! like a parameter of the generated builder.
use mlir_core::semantics::constraints::*;
use mlir_core::definitions::op_type::Dialect;
use mlir_derive::op;

struct Arith;
impl Dialect for Arith {
    const NAMESPACE: &'static str = "arith";
}

#[op(dialect = Arith, name = "addi", verify, verify, verify_regions = true)]
pub struct AddIOp {
    #[operand]
    loc: AnyType,
}

fn main() {}
