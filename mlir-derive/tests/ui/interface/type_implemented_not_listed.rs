//! Mistake: a type kind implements a type interface without listing it.
use mlir_core::Context;
use mlir_derive::{dialect, interface, type_def};

#[dialect(name = "d", types = [UnitType])]
pub struct D;

/// Types with a size in bits.
#[interface(type)]
pub trait BitSize {
    /// The size in bits.
    fn bit_size(&self, ctx: &Context) -> u32;
}

#[type_def(dialect = D, mnemonic = "unit")]
pub struct UnitType;

impl BitSize for UnitType {
    fn bit_size(&self, _ctx: &Context) -> u32 {
        0
    }
}

fn main() {}
