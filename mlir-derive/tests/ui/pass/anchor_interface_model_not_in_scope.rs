//! Mistake: an interface anchor whose model trait is not imported (only
//! the interface's own trait is).
use mlir_core::definitions::interfaces::function::FunctionOpInterface;
use mlir_core::pass::{Pass, PassContext};
use mlir_derive::pass;

#[pass(argument = "p", anchor = dyn FunctionOpInterface)]
pub struct P;

impl Pass for P {
    fn run(&mut self, _: &mut PassContext<'_>) {}
}

fn main() {}
