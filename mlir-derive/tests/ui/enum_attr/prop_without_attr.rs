//! Mistake: a property form without the attribute form it reads.
use mlir_derive::enum_attr;

/// Flags.
#[enum_attr(bits, prop = "flags")]
pub enum Flags {
    None = 0,
    A = 1,
}

fn main() {}
