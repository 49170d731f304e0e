//! Mistake: an option of a struct type.
use mlir_core::pass::{Pass, PassContext};
use mlir_derive::pass;

pub struct Settings;

#[pass(argument = "p")]
pub struct P {
    #[option]
    settings: Settings,
}

impl Pass for P {
    fn run(&mut self, _: &mut PassContext<'_>) {}
}

fn main() {}
