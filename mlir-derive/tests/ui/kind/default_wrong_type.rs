//! Mistake: a default of the wrong type.
use mlir_derive::{attr_def, dialect};

#[dialect(name = "d", attrs = [RankAttr])]
pub struct D;

#[attr_def(dialect = D, mnemonic = "rank", format = "`<` ($rank^)? `>`")]
pub struct RankAttr {
    #[param(default = "one")]
    rank: u8,
}

fn main() {}
