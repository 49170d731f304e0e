//! Mistake: the format leaves a parameter out.
use mlir_core::Type;
use mlir_derive::{dialect, type_def};

#[dialect(name = "d", types = [PairType])]
pub struct D;

#[type_def(dialect = D, mnemonic = "pair", format = "`<` $first `>`")]
pub struct PairType {
    first: Type,
    second: Type,
}

fn main() {}
