//! Mistake: listing an interface's verifier marker without implementing
//! the interface.
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::ir::IrView;
use mlir_derive::{dialect, interface, op};

#[dialect(name = "d", ops = [NopOp])]
pub struct D;

/// Ops with a size, at most 8.
#[interface(op, verify = small)]
pub trait Size {
    /// The size.
    fn size(&self, ir: &IrView) -> usize;
}

fn small(ir: &IrView, op: SizeRef) -> VerifyResult {
    let _ = (ir, op);
    Ok(())
}

#[op(dialect = D, name = "nop", traits = [SizeTrait], format = "attr-dict")]
pub struct NopOp {}

fn main() {}
