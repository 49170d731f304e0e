//! Mistake in a declarative format: an optional enum attribute followed by
//! `down`, one of its keywords: absent, the parser would read `down` as the
//! attribute.
use mlir_core::definitions::op_type::Dialect;
use mlir_derive::op;

struct T;
impl Dialect for T {
    const NAMESPACE: &'static str = "t";
}

/// A direction.
#[mlir_derive::enum_attr(cpp_name = "::t::Mode")]
pub enum Mode {
    /// Up.
    Up = 0,
    /// Down.
    Down = 1,
}

/// An op whose format has a mistake.
#[op(
    dialect = T,
    name = "op",
    format = "($mode^)? `down` attr-dict"
)]
pub struct TestOp {
    #[attr]
    mode: Option<ModeAttr>,
}

fn main() {}
