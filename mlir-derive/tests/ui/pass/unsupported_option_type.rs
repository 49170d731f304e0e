//! Mistake: a float option (MLIR has none in passes here).
use mlir_core::pass::{Pass, PassContext};
use mlir_derive::pass;

#[pass(argument = "p")]
pub struct P {
    #[option]
    ratio: f64,
}

impl Pass for P {
    fn run(&mut self, _: &mut PassContext<'_>) {}
}

fn main() {}
