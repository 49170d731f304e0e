//! Materializing a constant through a dialect's constant hook with the
//! rewriter, so that the listener hears the new op (MLIR's
//! `Dialect::materializeConstant` called with a rewriter).

use crate::context::builtin::attributes::Attribute;
use crate::context::builtin::location::Location;
use crate::context::builtin::types::Type;
use crate::ir::{Builder, Op, OpBuilder};
use crate::rewrite::journal::Change;
use crate::rewrite::rewriter::PatternRewriter;

impl PatternRewriter<'_> {
    /// The constant `value` of type `ty` as the dialect `dialect`
    /// materializes it at the insertion point; `None` when the dialect
    /// has no hook or its hook declines. The listener hears the new op.
    pub fn materialize_constant(
        &mut self,
        dialect: &str,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<Op> {
        let ctx = self.ir.ctx_arc().clone();
        let materialize = ctx.dialect_hooks(dialect)?.materialize_constant?;
        let point = self.insertion_point();
        let op = materialize(&mut Builder::new(self.ir, point), value, ty, loc)?;
        self.record(|_| Change::OpCreated(op));
        self.notify(|l, ir| l.op_inserted(ir, op));
        Some(op)
    }
}
