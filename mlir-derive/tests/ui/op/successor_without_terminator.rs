//! Mistake: a successor on an op that is not a terminator (every instance
//! would fail to verify).
use mlir_core::semantics::constraints::*;
use mlir_core::definitions::op_type::Dialect;
use mlir_derive::op;

struct D;
impl Dialect for D {
    const NAMESPACE: &'static str = "d";
}

#[op(dialect = D, name = "br")]
pub struct BrOp {
    #[successor]
    dest: AnySuccessor,
}

fn main() {}
