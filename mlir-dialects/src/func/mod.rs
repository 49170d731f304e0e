//! `func`: functions, calls and returns, defined with `#[op]`.

use mlir_core::Context;
use mlir_core::op_type::Dialect;

/// Function definitions, calls and returns.
pub struct Func;

impl Dialect for Func {
    const NAMESPACE: &'static str = "func";
}

/// Registers `func` and its ops in a context.
pub fn register(ctx: &Context) {
    Func::register(ctx);
}
