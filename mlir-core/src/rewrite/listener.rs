//! [`RewriteListener`]: what a driver hears from the pattern rewriter —
//! every op or block created, moved in, modified, replaced or erased, and
//! every match failure — so it can keep its worklist exact (MLIR's
//! `RewriterBase::Listener`).

use crate::context::builtin::location::Location;
use crate::ir::{Block, IrView, Op, Value};

/// Notifications from a [`PatternRewriter`](crate::rewrite::PatternRewriter).
/// Every method has an empty default.
pub trait RewriteListener {
    /// `op` was created at, or moved to, its current place.
    fn op_inserted(&mut self, ir: &IrView, op: Op) {
        let _ = (ir, op);
    }

    /// `block` was created in, or moved to, its current region.
    fn block_inserted(&mut self, ir: &IrView, block: Block) {
        let _ = (ir, block);
    }

    /// `op` was changed in place (operands, attributes, properties,
    /// location, successors).
    fn op_modified(&mut self, ir: &IrView, op: Op) {
        let _ = (ir, op);
    }

    /// `op`'s results are about to be replaced by `values` (one per
    /// result); the op is erased right after.
    fn op_replaced(&mut self, ir: &IrView, op: Op, values: &[Value]) {
        let _ = (ir, op, values);
    }

    /// `op` is about to be erased; called for each op of an erased subtree,
    /// nested ops before their parent.
    fn op_erased(&mut self, ir: &IrView, op: Op) {
        let _ = (ir, op);
    }

    /// `block` is about to be erased, after its ops were.
    fn block_erased(&mut self, ir: &IrView, block: Block) {
        let _ = (ir, block);
    }

    /// A pattern reported why it did not apply at `loc`.
    fn match_failure(&mut self, loc: Location, reason: &str) {
        let _ = (loc, reason);
    }
}

/// The listener of a rewriter nobody listens to.
pub struct NoListener;
impl RewriteListener for NoListener {}
