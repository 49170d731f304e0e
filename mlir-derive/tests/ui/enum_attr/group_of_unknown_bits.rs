//! Mistake: a bit group naming a bit that is no case.
use mlir_derive::enum_attr;

#[enum_attr(bits, cpp_name = "::x::Flags", separator = ",")]
pub enum Flags {
    None = 0,
    A = 1,
    B = 2,
    All = 7,
}

fn main() {}
