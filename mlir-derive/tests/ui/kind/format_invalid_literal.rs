//! Mistake: a literal that is no keyword nor punctuation of MLIR's formats.
use mlir_core::Type;
use mlir_derive::{dialect, type_def};

#[dialect(name = "d", types = [PairType])]
pub struct D;

#[type_def(dialect = D, mnemonic = "pair", format = "`<` $first `;;` $second `>`")]
pub struct PairType {
    first: Type,
    second: Type,
}

fn main() {}
