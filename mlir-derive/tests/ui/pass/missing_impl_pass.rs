//! Mistake: no `impl Pass`: the struct says nothing of what it does.
use mlir_derive::pass;

#[pass(argument = "p")]
pub struct P {
    #[option(default = 3)]
    max_iterations: i64,
}

fn main() {}
