//! Mistake: two options named alike.
use mlir_core::pass::{Pass, PassContext};
use mlir_derive::pass;

#[pass(argument = "p")]
pub struct P {
    #[option]
    top_down: bool,
    #[option(name = "top-down")]
    other: bool,
}

impl Pass for P {
    fn run(&mut self, _: &mut PassContext<'_>) {}
}

fn main() {}
