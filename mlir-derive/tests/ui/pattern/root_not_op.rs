//! Mistake: a root that is a bare binding, not an op pattern.
use mlir_derive::pattern;

#[pattern(x => x)]
pub struct P;

fn main() {}
