//! Mistake: an option enum without cases.
use mlir_derive::pass_option_enum;

#[pass_option_enum]
pub enum Mode {}

fn main() {}
