//! Mistake in a declarative format: a property no attribute backs
//! (`UnitProp`) left to `attr-dict`, which cannot hold it.
use mlir_core::semantics::constraints::UnitProp;
use mlir_core::definitions::op_type::Dialect;
use mlir_derive::op;

struct T;
impl Dialect for T {
    const NAMESPACE: &'static str = "t";
}

/// An op whose format has a mistake.
#[op(dialect = T, name = "op", format = "attr-dict")]
pub struct TestOp {
    #[attr(default = false)]
    flag: UnitProp,
}

fn main() {}
