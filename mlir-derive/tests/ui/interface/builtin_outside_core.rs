//! Mistake: a user's interface listing builtin kinds, as the core's do.
use mlir_core::Context;
use mlir_core::context::builtin::types::IntegerType;
use mlir_derive::interface;

#[interface(type, builtin = [IntegerType])]
pub trait BitCount {
    fn bits(&self, ctx: &Context) -> u32;
}

fn main() {}
