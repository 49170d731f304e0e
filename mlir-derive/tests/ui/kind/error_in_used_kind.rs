//! Mistake: a kind with an error, listed by its dialect and used by an op:
//! one error, at the mistake.
use mlir_core::Type;
use mlir_derive::{attr_def, dialect, op, type_def};

#[dialect(name = "d", ops = [UseOp], types = [BoxType], attrs = [TagAttr])]
pub struct D;

#[type_def(dialect = D, mnemonic = "box", format = "`<` $innr `>`")]
pub struct BoxType {
    inner: Type,
}

#[attr_def(dialect = D, mnemonic = "1tag")]
pub struct TagAttr;

#[op(dialect = D, name = "use")]
pub struct UseOp {
    #[operand]
    input: BoxType,
    #[attr]
    tag: TagAttr,
}

fn main() {}
