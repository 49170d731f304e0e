//! Mistake: a dialect attribute (`attr(…)`) without its mnemonic.
use mlir_core::definitions::op_type::Dialect;
use mlir_derive::enum_attr;

struct D;
impl Dialect for D {
    const NAMESPACE: &'static str = "d";
}

#[enum_attr(cpp_name = "::x::Mode", attr(dialect = D, ods_name = "D_ModeAttr"))]
pub enum Mode {
    Up = 0,
}

fn main() {}
