//! `arith`: integer and floating-point arithmetic, defined with `#[op]`.

use mlir_core::Context;
use mlir_core::op_type::Dialect;

/// Basic integer and floating-point arithmetic operations.
pub struct Arith;

impl Dialect for Arith {
    const NAMESPACE: &'static str = "arith";
}

/// Registers `arith` and its ops in a context.
pub fn register(ctx: &Context) {
    Arith::register(ctx);
}
