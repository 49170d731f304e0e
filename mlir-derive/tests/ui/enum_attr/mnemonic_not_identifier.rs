//! Mistake: an attribute mnemonic that is not an MLIR identifier.
use mlir_core::definitions::op_type::Dialect;
use mlir_derive::enum_attr;

struct D;
impl Dialect for D {
    const NAMESPACE: &'static str = "d";
}

#[enum_attr(cpp_name = "::d::Mode", attr(dialect = D, mnemonic = "round-mode", ods_name = "D_ModeAttr"))]
pub enum Mode {
    Up = 0,
}

fn main() {}
