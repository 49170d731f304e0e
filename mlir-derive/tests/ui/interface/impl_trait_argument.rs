//! Mistake: an `impl Trait` argument, which makes the method generic.
use mlir_derive::interface;

/// Ops that describe themselves.
#[interface(op)]
pub trait Describe {
    /// Writes a description.
    fn describe(&self, out: impl std::fmt::Write);
}

fn main() {}
