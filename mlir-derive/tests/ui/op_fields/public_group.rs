//! Mistake: a `pub` group (its macro cannot leave the crate).
use mlir_core::semantics::constraints::*;
use mlir_derive::op_fields;

#[op_fields]
pub struct AccessAttrs {
    #[attr]
    align: Option<I64Attr>,
}

fn main() {}
