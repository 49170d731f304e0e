//! Mistake: an op name that is not an MLIR identifier (`mul-add` prints but
//! cannot be read back).
use mlir_core::semantics::constraints::*;
use mlir_core::definitions::op_type::Dialect;
use mlir_derive::op;

struct D;
impl Dialect for D {
    const NAMESPACE: &'static str = "d";
}

#[op(dialect = D, name = "mul-add")]
pub struct MulAddOp {
    #[operand]
    a: AnyType,
}

fn main() {}
