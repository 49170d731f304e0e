//! Mistake: `Default` derived though the macro implements it.
use mlir_core::pass::{Pass, PassContext};
use mlir_derive::pass;

#[pass(argument = "p")]
#[derive(Debug, Default)]
pub struct P {
    #[option(default = 3)]
    max_iterations: i64,
}

impl Pass for P {
    fn run(&mut self, _: &mut PassContext<'_>) {}
}

fn main() {}
