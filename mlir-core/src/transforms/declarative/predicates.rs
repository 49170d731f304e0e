//! Predicates a pattern's guard commonly asks (DRR's `HasOneUse`, …):
//! `if has_one_use(rw, inner)`, `if same_type(rw, x, y)`. Each takes the
//! IR (the rewriter derefs to it) and a matched op or value.

use crate::definitions::op_type::OpType;
use crate::ir::{IrView, Value};

/// What a predicate asks about: a value, or a matched op (its results).
pub trait Used {
    /// The number of uses, all results counted.
    fn use_count(&self, ir: &IrView) -> usize;
}

impl Used for Value {
    fn use_count(&self, ir: &IrView) -> usize {
        self.uses(ir).count()
    }
}

impl<O: OpType> Used for O {
    fn use_count(&self, ir: &IrView) -> usize {
        self.as_op().results(ir).map(|r| r.uses(ir).count()).sum()
    }
}

/// Whether `item` (a value, or an op's results together) has exactly one
/// use.
pub fn has_one_use(ir: &IrView, item: impl Used) -> bool {
    item.use_count(ir) == 1
}

/// Whether nothing uses `item`.
pub fn is_unused(ir: &IrView, item: impl Used) -> bool {
    item.use_count(ir) == 0
}

/// Whether `a` and `b` have the same type.
pub fn same_type(ir: &IrView, a: Value, b: Value) -> bool {
    a.ty(ir) == b.ty(ir)
}

/// Whether `value` is defined by an op (not a block argument).
pub fn has_defining_op(ir: &IrView, value: Value) -> bool {
    value.defining_op(ir).is_some()
}
