//! Mistake: a `Statistic` field without `#[statistic]`.
use mlir_core::pass::{Pass, PassContext, Statistic};
use mlir_derive::pass;

#[pass(argument = "p")]
pub struct P {
    erased: Statistic,
}

impl Pass for P {
    fn run(&mut self, _: &mut PassContext<'_>) {}
}

fn main() {}
