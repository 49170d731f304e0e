//! Mistake: a misspelt argument.
use mlir_core::ir::IrView;
use mlir_derive::interface;

/// Ops with a size.
#[interface(op, verifier = check)]
pub trait Size {
    /// The size.
    fn size(&self, ir: &IrView) -> usize;
}

fn main() {}
