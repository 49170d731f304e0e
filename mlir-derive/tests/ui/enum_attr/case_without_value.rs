//! Mistake: a case without its value (values are upstream's, never implied).
use mlir_derive::enum_attr;

#[enum_attr(cpp_name = "::x::Mode")]
pub enum Mode {
    Up = 0,
    Down,
}

fn main() {}
