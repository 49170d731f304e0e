//! Mistake: a dialect implements a dialect interface without listing it.
use mlir_derive::{dialect, interface};

/// Dialects with a greeting.
#[interface(dialect)]
pub trait Greet {
    /// The greeting.
    fn greeting(&self) -> &'static str;
}

#[dialect(name = "d")]
pub struct D;

impl Greet for D {
    fn greeting(&self) -> &'static str {
        "hello"
    }
}

fn main() {}
