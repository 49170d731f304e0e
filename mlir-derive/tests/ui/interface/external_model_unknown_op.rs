//! Mistake: attaching an external model to an op that does not exist.
use mlir_core::definitions::dialect_registry::DialectRegistry;
use mlir_core::ir::{IrView, Op};
use mlir_derive::interface;

/// Ops with a size.
#[interface(op)]
pub trait Size {
    /// The size.
    fn size(&self, ir: &IrView) -> usize;
}

struct Zero;
impl SizeModel for Zero {
    fn size(&self, _: Op, _: &IrView) -> usize {
        0
    }
}
static ZERO: &dyn SizeModel = &Zero;

fn main() {
    let mut registry = DialectRegistry::new();
    SizeRef::attach::<NoSuchOp>(&mut registry, &ZERO);
}
