//! Mistake: a `custom<…>` parse function returning another type than the
//! parameter's.
use mlir_core::asm::parser::{PResult, Parser};
use mlir_core::asm::printer::AsmPrinter;
use mlir_derive::{attr_def, dialect};

#[dialect(name = "d", attrs = [FlagAttr])]
pub struct D;

#[attr_def(dialect = D, mnemonic = "flag", format = "`<` custom<Flag>($on) `>`")]
pub struct FlagAttr {
    on: bool,
}

fn parse_flag(p: &mut Parser<'_>) -> PResult<i64> {
    p.parse_integer_i64()
}

fn print_flag(p: &mut AsmPrinter<'_>, on: bool) {
    p.write_str(if on { "on" } else { "off" });
}

fn main() {}
