//! Mistake: an argument pipelines cannot read.
use mlir_core::pass::{Pass, PassContext};
use mlir_derive::pass;

#[pass(argument = "my pass")]
pub struct P;

impl Pass for P {
    fn run(&mut self, _: &mut PassContext<'_>) {}
}

fn main() {}
