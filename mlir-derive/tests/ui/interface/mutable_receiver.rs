//! Mistake: `&mut self` (an op handle is `Copy`; the IR changes through
//! `ir`).
use mlir_core::ir::IrView;
use mlir_derive::interface;

/// Ops that rank their results.
#[interface(op)]
pub trait Rank {
    /// Ranks them.
    fn rank(&mut self, ir: &mut IrView);
}

fn main() {}
