//! `create_or_fold` (MLIR's `OpBuilder::createOrFold`): create an op and,
//! when it folds to existing values or constants, use those instead. The
//! op is created at the insertion point and folded there; when the fold
//! replaces it, the constants its dialect materializes take its place (at
//! its location) and it is erased; an in-place fold or a failed one keeps
//! it. A constant-like op is never folded.
//!
//! Both builders have it: `Builder::create_or_fold`, and the pattern
//! rewriter's, whose changes the listener hears.

use crate::ir::{Builder, InsertPoint, IrView, Op, OpBuilder, OperationState, Value};
use crate::rewrite::{FoldResult, PatternRewriter};
use crate::transforms::folding::fold_one_op::{
    constant_of_op, fold_op, fold_results_to_values, materialize_with_dialect_of,
};

impl Builder<'_> {
    /// Creates the op `state` describes and folds it; returns the values
    /// that stand for its results.
    pub fn create_or_fold(&mut self, state: OperationState) -> Vec<Value> {
        let op = self.build(state);
        match fold_created(self, op) {
            Some(folded) => {
                if self.insertion_point() == InsertPoint::After(op) {
                    self.set_insertion_point(folded.after);
                }
                folded.values
            }
            None => op.results(self).collect(),
        }
    }
}

impl PatternRewriter<'_> {
    /// [`Builder::create_or_fold`] through the rewriter: the listener hears
    /// of the op when it stays, of the materialized constants otherwise.
    pub fn create_or_fold(&mut self, state: OperationState) -> Vec<Value> {
        let point = self.insertion_point();
        let mut builder = Builder::new(self.ir, point);
        let op = builder.build(state);
        let mut after = builder.insertion_point();
        let folded = fold_created(self.ir, op);
        if let Some(folded) = &folded
            && after == InsertPoint::After(op)
        {
            after = folded.after;
        }
        self.set_insertion_point(after);
        match folded {
            Some(folded) => {
                for constant in folded.constants {
                    self.notify(|l, ir| l.op_inserted(ir, constant));
                }
                folded.values
            }
            None => {
                self.notify(|l, ir| l.op_inserted(ir, op));
                op.results(self.ir).collect()
            }
        }
    }
}

/// What replaced a created op that folded.
struct Folded {
    /// The values standing for its results.
    values: Vec<Value>,
    /// The constants materialized in its place.
    constants: Vec<Op>,
    /// The point right after its place (after the last constant).
    after: InsertPoint,
}

/// Folds the just-created `op`. When it folds to values or constants,
/// materializes the constants in its place and erases it; `None` keeps
/// the op.
fn fold_created(ir: &mut IrView, op: Op) -> Option<Folded> {
    if constant_of_op(ir, op).is_some() {
        return None;
    }
    let FoldResult::Replaced(results) = fold_op(ir, op) else { return None };
    let loc = op.loc(ir);
    // Constants go where the op is, before whatever follows it.
    let at = match op.next(ir) {
        Some(next) => InsertPoint::Before(next),
        None => InsertPoint::BlockEnd(op.block(ir)?),
    };
    let constant = |ir: &mut IrView, attr, ty| {
        materialize_with_dialect_of(ir, op, at, (attr, ty, loc)).map(|c| (c, true))
    };
    let (values, constants) = fold_results_to_values(ir, op, &results, constant)?;
    let block = op.block(ir)?;
    let after = match (constants.last(), op.prev(ir)) {
        (Some(&last), _) => InsertPoint::After(last),
        (None, Some(prev)) => InsertPoint::After(prev),
        (None, None) => InsertPoint::BlockStart(block),
    };
    ir.erase_op(op);
    Some(Folded { values, constants, after })
}
