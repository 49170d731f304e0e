//! Mistake: a case value that does not fit the enum's width.
use mlir_derive::enum_attr;

#[enum_attr(cpp_name = "::x::Mode", width = 8)]
pub enum Mode {
    Up = 0,
    Far = 300,
}

fn main() {}
