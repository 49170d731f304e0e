//! Mistake: an alias hook given as a flag, without the function it calls.
use mlir_derive::dialect;

#[dialect(name = "d", ops = [], type_alias)]
pub struct D;

fn main() {}
