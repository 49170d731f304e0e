//! Mistake in an enum that a dialect registers and an op uses (a keyword
//! given twice): the enum's error alone is reported.
use mlir_derive::{dialect, enum_attr, op};

#[dialect(name = "d", ops = [SetOp], attrs = [ModeAttr])]
pub struct D;

/// A rounding mode.
#[enum_attr(cpp_name = "::d::Mode", attr(dialect = D, mnemonic = "mode", ods_name = "D_ModeAttr"))]
pub enum Mode {
    Up = 0,
    #[keyword = "up"]
    Down = 1,
}

#[op(dialect = D, name = "set")]
pub struct SetOp {
    #[attr(default = Mode::Down)]
    mode: ModeAttr,
}

fn main() {}
