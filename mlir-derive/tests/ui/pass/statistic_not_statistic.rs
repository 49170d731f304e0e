//! Mistake: a `#[statistic]` field of another type.
use mlir_core::pass::{Pass, PassContext};
use mlir_derive::pass;

#[pass(argument = "p")]
pub struct P {
    #[statistic(name = "num-erased", description = "Number of ops erased")]
    erased: u64,
}

impl Pass for P {
    fn run(&mut self, _: &mut PassContext<'_>) {}
}

fn main() {}
