//! Mistake: two groups of one op have a field of the same name.
use mlir_core::definitions::op_type::Dialect;
use mlir_core::semantics::constraints::*;
use mlir_derive::{op, op_fields};

struct Mem;
impl Dialect for Mem {
    const NAMESPACE: &'static str = "mem";
}

/// Two attributes every access of the dialect carries.
#[op_fields]
pub(crate) struct AccessAttrs {
    #[attr]
    align: Option<I64Attr>,
    #[attr]
    tag: Option<StrAttr>,
}

/// Another group with a `tag`.
#[op_fields]
pub(crate) struct Tagged {
    #[attr]
    tag: Option<StrAttr>,
}

#[op(dialect = Mem, name = "load")]
pub struct LoadOp {
    #[operand]
    addr: AnyType,
    #[fields]
    access: AccessAttrs,
    #[fields]
    tagged: Tagged,
}

fn main() {}
