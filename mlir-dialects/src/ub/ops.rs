//! The two ops of `ub`, declared with `#[op]`: `ub.poison` and
//! `ub.unreachable`.
//!
//! Traits are listed in upstream's verification order.

use mlir_core::Attribute;
use mlir_core::ir::IrView;
use mlir_core::rewrite::{FoldAdaptor, OpFoldResult};
use mlir_core::semantics::constraints::AnyType;
use mlir_core::semantics::traits::{ConstantLike, IsTerminator, Pure};
use mlir_derive::op;

use super::Ub;
use super::attrs::{PoisonAttr, PoisonAttrInterface};

/// A poisoned constant.
///
/// The result is a compile-time poison value: undefined behaviour is
/// deferred until the value is used in a way that needs it. `value` says
/// how the result is poisoned; its default, `#ub.poison`, poisons all of it
/// (the op always carries it, so the generic form prints it).
#[op(
    dialect = Ub,
    name = "poison",
    format = "attr-dict (`<` $value^ `>`)? `:` type($result)",
    traits = [ConstantLike, Pure],
    fold
)]
pub struct PoisonOp {
    #[attr(default = |ctx| PoisonAttr::get(ctx).as_attr(), value = Attribute)]
    value: PoisonAttrInterface,
    #[result]
    result: AnyType,
}

impl PoisonOp {
    /// A poison constant folds to its `value` (what `m_Constant` matches).
    fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        Some(OpFoldResult::Attr(self.value(ir)))
    }
}

/// Unreachable code.
///
/// Executing this terminator is immediate undefined behaviour.
#[op(dialect = Ub, name = "unreachable", format = "attr-dict", traits = [IsTerminator])]
pub struct UnreachableOp {}
