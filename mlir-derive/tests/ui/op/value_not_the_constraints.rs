//! Mistake: `value = T` names a type that is not the constraint's value
//! (`i64` for an enum attribute, whose value is the enum).
use mlir_derive::{dialect, enum_attr, op};

#[dialect(name = "d", ops = [ROp], attrs = [ModeAttr])]
pub struct D;

/// A rounding mode.
#[enum_attr(attr(dialect = D, mnemonic = "mode"))]
pub enum Mode {
    /// Up.
    Up = 0,
}

#[op(dialect = D, name = "r")]
pub struct ROp {
    #[attr(value = i64)]
    mode: ModeAttr,
    #[attr(value = Mode)]
    fine: Option<ModeAttr>,
}

fn main() {}
