//! Mistake: an interface listed but not implemented by the op.
use mlir_core::ir::IrView;
use mlir_derive::{dialect, interface, op};

#[dialect(name = "d", ops = [NopOp])]
pub struct D;

/// Ops with a size.
#[interface(op)]
pub trait Sized2 {
    /// The size.
    fn size(&self, ir: &IrView) -> usize;
}

#[op(dialect = D, name = "nop", interfaces = [Sized2], format = "attr-dict")]
pub struct NopOp {}

fn main() {}
