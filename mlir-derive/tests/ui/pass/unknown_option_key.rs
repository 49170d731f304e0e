//! Mistake: a misspelt key in `#[option(…)]`.
use mlir_core::pass::{Pass, PassContext};
use mlir_derive::pass;

#[pass(argument = "p")]
pub struct P {
    #[option(defualt = 3)]
    max_iterations: i64,
}

impl Pass for P {
    fn run(&mut self, _: &mut PassContext<'_>) {}
}

fn main() {}
