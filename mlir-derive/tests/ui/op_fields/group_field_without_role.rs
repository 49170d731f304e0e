//! Mistake: a field of a group without a role attribute.
use mlir_core::semantics::constraints::*;
use mlir_derive::op_fields;

#[op_fields]
pub(crate) struct AccessAttrs {
    #[attr]
    align: Option<I64Attr>,
    tag: Option<StrAttr>,
}

fn main() {}
