//! Mistake: an enum attribute of dialect `D`, used by an op of `D`, that
//! `D` does not register in `attrs`.
use mlir_derive::{dialect, enum_attr, op};

#[dialect(name = "d", ops = [SetOp])]
pub struct D;

/// A rounding mode.
#[enum_attr(cpp_name = "::d::Mode", attr(dialect = D, mnemonic = "mode", ods_name = "D_ModeAttr"))]
pub enum Mode {
    Up = 0,
    Down = 1,
}

#[op(dialect = D, name = "set")]
pub struct SetOp {
    #[attr]
    mode: ModeAttr,
}

fn main() {}
