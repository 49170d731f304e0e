//! Mistake: `mnemonic =` where `#[op]` takes `name =`.
use mlir_core::semantics::constraints::*;
use mlir_core::definitions::op_type::Dialect;
use mlir_derive::op;

struct D;
impl Dialect for D {
    const NAMESPACE: &'static str = "d";
}

#[op(dialect = D, mnemonic = "add")]
pub struct AddOp {
    #[operand]
    a: AnyType,
}

fn main() {}
