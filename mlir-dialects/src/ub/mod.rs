//! `ub`: undefined behaviour, defined with `#[op]`.
//!
//! | item | what it is |
//! |---|---|
//! | `ub.poison` | a poisoned constant of any type (its `value` is `#ub.poison` by default) |
//! | `ub.unreachable` | a terminator whose execution is undefined behaviour |
//! | `#ub.poison` | the attribute of a fully poisoned value |
//!
//! The ops are parsed and printed in their custom form through declarative
//! formats (`ops.rs`); `attrs.rs` holds the `#ub.poison` attribute (`#[attr_def]`) and the
//! constraint of `ub.poison`'s `value`.

mod attrs;
mod ops;

pub use attrs::{PoisonAttr, PoisonAttrInterface};
pub use ops::*;

use mlir_core::Context;
use mlir_core::definitions::interfaces::inliner::DialectInlinerInterface;
use mlir_core::definitions::op_type::Dialect;
use mlir_core::ir::{IrView, Op, Region};
use mlir_derive::dialect;

/// Undefined behaviour: poison values and unreachable code.
///
/// `ub.poison` materializes a value whose use is deferred undefined
/// behaviour; `ub.unreachable` marks code whose execution is undefined
/// behaviour.
#[dialect(
    name = "ub",
    attrs = [PoisonAttr],
    interfaces = [DialectInlinerInterface],
    // Upstream's order: ODS sorts the ops by class name.
    ops = [PoisonOp, UnreachableOp],
    materialize_constant
)]
pub struct Ub;

impl Ub {
    /// Materializes a folded poison value as `ub.poison` (MLIR's
    /// `UBDialect::materializeConstant`).
    pub(crate) fn materialize_constant(
        builder: &mut mlir_core::ir::Builder<'_>,
        value: mlir_core::Attribute,
        ty: mlir_core::Type,
        loc: mlir_core::Location,
    ) -> Option<Op> {
        use mlir_core::semantics::constraints::AttrConstraint;
        if !PoisonAttrInterface::is_satisfied(builder.ctx(), value) {
            return None;
        }
        Some(mlir_core::definitions::op_type::OpType::as_op(PoisonOp::build(
            builder,
            loc,
            ty,
            Some(value),
        )))
    }
}

/// Every `ub` op may be inlined anywhere, as upstream.
impl DialectInlinerInterface for Ub {
    fn is_legal_to_inline_op(&self, _: &IrView, _: Op, _: Region, _: bool) -> bool {
        true
    }
}

/// Registers `ub`, its attribute and its ops in a context.
pub fn register(ctx: &Context) {
    Ub::register(ctx);
}
