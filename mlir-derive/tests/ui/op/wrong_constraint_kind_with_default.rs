//! Mistake: a type constraint (`I64`) on attribute fields that have a
//! default or are optional: one error at each constraint, none at the
//! default or the macro.
use mlir_core::semantics::constraints::*;
use mlir_core::definitions::op_type::Dialect;
use mlir_derive::op;

struct D;
impl Dialect for D {
    const NAMESPACE: &'static str = "d";
}

#[op(dialect = D, name = "c")]
pub struct COp {
    #[attr(default = 3)]
    defaulted: I64,
    #[attr(default = 3)]
    optional_defaulted: Option<I64>,
    #[attr]
    optional: Option<AnyType>,
}

fn main() {}
