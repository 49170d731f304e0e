//! `create_or_fold` (MLIR's `OpBuilder::createOrFold`): create an op and,
//! when it folds to existing values or constants, use those instead. The
//! op is created at the insertion point and folded there; when the fold
//! replaces it, the constants its dialect materializes take its place (at
//! its location) and it is erased; an in-place fold is tried again (as
//! MLIR 22 does), and a failed one keeps the op. A constant-like op is
//! never folded.
//!
//! Both builders have it: `Builder::create_or_fold` (and
//! `Builder::fold_built`, its second half, after an op's typed builder),
//! and the pattern rewriter's, whose changes the listener hears.

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
        self.fold_built(op)
    }

    /// The second half of [`Builder::create_or_fold`], for an op just
    /// built at the insertion point by its typed builder: folds it and
    /// returns the values that stand for its results.
    pub fn fold_built(&mut self, op: Op) -> Vec<Value> {
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

/// How many times in a row a created op may fold in place.
const MAX_IN_PLACE_FOLDS: usize = 64;

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
    // As MLIR 22's `OpBuilder::tryFold`, an in-place fold is tried again
    // until the op folds away or stops changing (a constant moved to the
    // right of a commutative op lets the op's own fold see it). The bound
    // keeps a fold that always changes the op from looping forever.
    let mut result = fold_op(ir, op);
    for _ in 0..MAX_IN_PLACE_FOLDS {
        if !matches!(result, FoldResult::InPlace) {
            break;
        }
        result = fold_op(ir, op);
    }
    let FoldResult::Replaced(results) = result else { return None };
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
