//! Mistake: a parameter type that is not  (a float).
use mlir_derive::{dialect, type_def};

#[dialect(name = "d", types = [ScaledType])]
pub struct D;

#[type_def(dialect = D, mnemonic = "scaled", format = "`<` $scale `>`")]
pub struct ScaledType {
    scale: f64,
}

fn main() {}
