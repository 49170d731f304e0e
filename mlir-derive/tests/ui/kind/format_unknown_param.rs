//! Mistake: the format names a parameter the kind does not have.
use mlir_core::Type;
use mlir_derive::{dialect, type_def};

#[dialect(name = "d", types = [PairType])]
pub struct D;

#[type_def(dialect = D, mnemonic = "pair", format = "`<` $first `,` $secnd `>`")]
pub struct PairType {
    first: Type,
    second: Type,
}

fn main() {}
