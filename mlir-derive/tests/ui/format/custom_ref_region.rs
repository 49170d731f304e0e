//! Mistake in a declarative format: `ref` of a region (regions cannot be
//! passed by reference).
use mlir_core::semantics::constraints::AnyRegion;
use mlir_core::definitions::op_type::Dialect;
use mlir_derive::op;

struct T;
impl Dialect for T {
    const NAMESPACE: &'static str = "t";
}

/// An op whose format has a mistake.
#[op(
    dialect = T,
    name = "op",
    format = "$body custom<Body>(ref($body)) attr-dict"
)]
pub struct TestOp {
    #[region]
    body: AnyRegion,
}

fn main() {}
