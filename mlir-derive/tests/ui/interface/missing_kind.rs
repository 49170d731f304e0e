//! Mistake: not saying what the interface is for.
use mlir_core::ir::IrView;
use mlir_derive::interface;

/// Ops with a size.
#[interface]
pub trait Size {
    /// The size.
    fn size(&self, ir: &IrView) -> usize;
}

fn main() {}
