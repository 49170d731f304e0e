//! Mistake: a verifier on a dialect interface.
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::ir::IrView;
use mlir_derive::interface;

/// Dialects with a greeting.
#[interface(dialect, verify = check)]
pub trait Greet {
    /// The greeting.
    fn greeting(&self) -> &'static str;
}

fn check(_: &IrView, _: GreetRef) -> VerifyResult {
    Ok(())
}

fn main() {}
