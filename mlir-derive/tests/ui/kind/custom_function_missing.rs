//! Mistake: a `custom<…>` directive without its functions.
use mlir_derive::{attr_def, dialect};

#[dialect(name = "d", attrs = [FlagAttr])]
pub struct D;

#[attr_def(dialect = D, mnemonic = "flag", format = "`<` custom<Flag>($on) `>`")]
pub struct FlagAttr {
    on: bool,
}

fn main() {}
