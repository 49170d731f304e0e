//! `arith`: integer and floating-point arithmetic, defined with `#[op]`.

mod enums;

pub use enums::*;

use mlir_core::Context;
use mlir_core::enum_attr::DialectAttrKind;
use mlir_core::op_type::Dialect;

/// Basic integer and floating-point arithmetic operations.
pub struct Arith;

impl Dialect for Arith {
    const NAMESPACE: &'static str = "arith";

    fn register(ctx: &Context) {
        ctx.register_dialect(Self::NAMESPACE);
        ctx.register_attr_def(<FastMathFlagsAttr as DialectAttrKind>::ATTR_DEF);
        ctx.register_attr_def(<IntegerOverflowFlagsAttr as DialectAttrKind>::ATTR_DEF);
    }
}

/// Registers `arith` and its ops in a context.
pub fn register(ctx: &Context) {
    Arith::register(ctx);
}
