//! Mistake: a dialect interface listed but not implemented.
use mlir_derive::{dialect, interface};

/// Dialects with a greeting.
#[interface(dialect)]
pub trait Greet {
    /// The greeting.
    fn greeting(&self) -> &'static str;
}

#[dialect(name = "d", interfaces = [Greet])]
pub struct D;

fn main() {}
