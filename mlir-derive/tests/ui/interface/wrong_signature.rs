//! Mistake: an implementation whose method does not match the interface.
use mlir_core::ir::IrView;
use mlir_derive::{dialect, interface, op};

#[dialect(name = "d", ops = [NopOp])]
pub struct D;

/// Ops with a size.
#[interface(op)]
pub trait Size {
    /// The size.
    fn size(&self, ir: &IrView) -> usize;
}

#[op(dialect = D, name = "nop", interfaces = [Size], format = "attr-dict")]
pub struct NopOp {}

impl Size for NopOp {
    fn size(&self, ir: &IrView) -> u32 {
        let _ = ir;
        0
    }
}

fn main() {}
