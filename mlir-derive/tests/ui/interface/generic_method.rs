//! Mistake: a generic method, which a `dyn` model cannot have.
use mlir_core::ir::IrView;
use mlir_derive::interface;

/// Ops with a size.
#[interface(op)]
pub trait Size {
    /// The size, converted.
    fn size<T: From<u32>>(&self, ir: &IrView) -> T;
}

fn main() {}
