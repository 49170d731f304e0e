//! Mistake: an option name pipelines cannot read.
use mlir_core::pass::{Pass, PassContext};
use mlir_derive::pass;

/// A pass.
#[pass(argument = "p")]
pub struct P {
    /// The depth.
    #[option(name = "max depth")]
    depth: u32,
}

impl Pass for P {
    fn run(&mut self, _: &mut PassContext<'_>) {}
}

fn main() {}
