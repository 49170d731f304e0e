//! Mistake: a negative default for an unsigned option.
use mlir_core::pass::{Pass, PassContext};
use mlir_derive::pass;

#[pass(argument = "p")]
pub struct P {
    #[option(default = -1)]
    max_iterations: u32,
}

impl Pass for P {
    fn run(&mut self, _: &mut PassContext<'_>) {}
}

fn main() {}
