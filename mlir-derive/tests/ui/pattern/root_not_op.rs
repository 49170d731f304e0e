//! Mistake: a root that is a bare binding, not an op pattern.
use mlir_core::constraints::*;
use mlir_core::traits::{Pure, SameOperandsAndResultType};
use mlir_derive::{dialect, op, pattern};

#[dialect(name = "calc", ops = [])]
pub struct Calc;

#[pattern(x => x)]
pub struct P;

fn main() {}
