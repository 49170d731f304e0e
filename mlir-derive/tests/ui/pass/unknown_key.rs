//! Mistake: a misspelt key in `#[pass(…)]`.
use mlir_core::pass::{Pass, PassContext};
use mlir_derive::pass;

#[pass(argument = "p", sumary = "Does nothing")]
pub struct P;

impl Pass for P {
    fn run(&mut self, _: &mut PassContext<'_>) {}
}

fn main() {}
