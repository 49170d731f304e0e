//! Mistake: no `argument`, the name pipelines use.
use mlir_core::pass::{Pass, PassContext};
use mlir_derive::pass;

/// Does nothing.
#[pass(summary = "Does nothing")]
pub struct P;

impl Pass for P {
    fn run(&mut self, _: &mut PassContext<'_>) {}
}

fn main() {}
