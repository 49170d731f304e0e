//! Mistake: no `cpp_name` (mlir-opt's messages quote upstream's C++ name).
use mlir_derive::enum_attr;

#[enum_attr(width = 32)]
pub enum Mode {
    Up = 0,
    Down = 1,
}

fn main() {}
