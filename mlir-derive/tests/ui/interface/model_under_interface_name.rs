//! Mistake: a model given under the interface's name (`HasSize = SIZE`)
//! instead of its model trait's (`HasSizeModel = SIZE`).
use mlir_core::ir::{IrView, Op};
use mlir_derive::{dialect, interface, op};

#[dialect(name = "d", ops = [NopOp])]
pub struct D;

/// Ops with a size.
#[interface(op)]
pub trait HasSize {
    /// The size.
    fn size(&self, ir: &IrView) -> usize;
}

/// A size shared by several ops.
pub struct Size;
impl HasSizeModel for Size {
    fn size(&self, _op: Op, _ir: &IrView) -> usize {
        0
    }
}
pub static SIZE: Size = Size;

#[op(dialect = D, name = "nop", format = "attr-dict", interfaces = [HasSize = SIZE])]
pub struct NopOp {}

fn main() {}
