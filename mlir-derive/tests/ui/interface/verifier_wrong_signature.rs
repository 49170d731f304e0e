//! Mistake: a verifier that does not take the interface's handle.
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::ir::{IrView, Op};
use mlir_derive::interface;

/// Ops with a size, at most 8.
#[interface(op, verify = small)]
pub trait Size {
    /// The size.
    fn size(&self, ir: &IrView) -> usize;
}

fn small(ir: &IrView, op: Op) -> VerifyResult {
    let _ = (ir, op);
    Ok(())
}

fn main() {}
