//! Mistake: two verifiers (an interface verifies before or after the
//! nested ops, not both).
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::ir::IrView;
use mlir_derive::interface;

/// Ops with a size.
#[interface(op, verify = check, verify_regions = check)]
pub trait Size {
    /// The size.
    fn size(&self, ir: &IrView) -> usize;
}

fn check(_: &IrView, _: SizeRef) -> VerifyResult {
    Ok(())
}

fn main() {}
