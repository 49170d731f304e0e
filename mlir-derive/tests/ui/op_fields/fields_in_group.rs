//! Mistake: a group including another group.
use mlir_core::semantics::constraints::*;
use mlir_derive::op_fields;

/// Two attributes every access of the dialect carries.
#[op_fields]
pub(crate) struct AccessAttrs {
    #[attr]
    align: Option<I64Attr>,
    #[attr]
    tag: Option<StrAttr>,
}

#[op_fields]
pub(crate) struct Wider {
    #[fields]
    access: AccessAttrs,
    #[attr]
    volatile: Option<UnitAttr>,
}

fn main() {}
