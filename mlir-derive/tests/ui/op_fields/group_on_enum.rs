//! Mistake: `#[op_fields]` on an enum.
use mlir_derive::op_fields;

#[op_fields]
pub(crate) enum AccessAttrs {
    Align,
}

fn main() {}
