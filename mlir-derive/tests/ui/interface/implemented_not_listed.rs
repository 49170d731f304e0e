//! Mistake: an op implements an interface without listing it in
//! `interfaces`, so its model would never be registered.
use mlir_core::ir::IrView;
use mlir_derive::{dialect, interface, op};

#[dialect(name = "d", ops = [NopOp])]
pub struct D;

/// Ops with a size.
#[interface(op)]
pub trait HasSize {
    /// The size.
    fn size(&self, ir: &IrView) -> usize;
}

#[op(dialect = D, name = "nop", format = "attr-dict")]
pub struct NopOp {}

impl HasSize for NopOp {
    fn size(&self, _ir: &IrView) -> usize {
        0
    }
}

fn main() {}
