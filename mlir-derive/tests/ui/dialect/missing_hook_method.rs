//! Mistake: the `materialize_constant` hook without the function it calls.
use mlir_derive::dialect;

#[dialect(name = "d", ops = [], materialize_constant)]
pub struct D;

fn main() {}
