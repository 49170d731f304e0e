//! Mistake: the format writes a parameter twice.
use mlir_core::Type;
use mlir_derive::{dialect, type_def};

#[dialect(name = "d", types = [PairType])]
pub struct D;

#[type_def(dialect = D, mnemonic = "pair", format = "`<` $first `,` $first `>`")]
pub struct PairType {
    first: Type,
}

fn main() {}
