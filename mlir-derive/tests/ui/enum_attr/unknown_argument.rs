//! Mistake: an argument `#[enum_attr]` does not know.
use mlir_derive::enum_attr;

#[enum_attr(cpp_name = "::x::Mode", storage = u8)]
pub enum Mode {
    Up = 0,
}

fn main() {}
