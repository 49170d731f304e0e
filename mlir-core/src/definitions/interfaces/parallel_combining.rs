//! `InParallelOpInterface` and `ParallelCombiningOpInterface`: how the
//! iterations of a parallel loop combine their partial results into the
//! loop's results. The loop's terminator (`scf.forall.in_parallel`)
//! implements the first; the ops it holds, each updating a slice of a
//! destination in every iteration, the second.

use std::ops::Range;

use mlir_derive::interface;

use crate::context::diagnostics::VerifyResult;
use crate::ir::{IrView, Op, Value};

/// The op that ends a parallel loop's body and holds the ops combining
/// each iteration's values into the loop's results (MLIR's
/// `InParallelOpInterface`). Its verifier checks it has one region of one
/// block.
#[interface(op, verify = verify_in_parallel)]
pub trait InParallelOpInterface {
    /// The ops of its block, each contributing to a result of the parent.
    fn yielding_ops(&self, ir: &IrView) -> Vec<Op> {
        let op = self.as_op();
        let block = (op.num_regions(ir) > 0).then(|| op.region(ir, 0).first_block(ir)).flatten();
        block.map(|b| b.ops(ir).collect()).unwrap_or_default()
    }

    /// Result `index` of the parent loop.
    fn parent_result(&self, ir: &IrView, index: usize) -> Option<Value> {
        let parent = self.as_op().parent_op(ir)?;
        (index < parent.num_results(ir)).then(|| parent.result(ir, index))
    }
}

/// An op updating destinations in parallel within the iterations of a
/// loop, nested in the loop's [`InParallelOpInterface`] op (MLIR's
/// `ParallelCombiningOpInterface`; it has no verifier: each op checks its
/// own nesting).
#[interface(op)]
pub trait ParallelCombiningOpInterface {
    /// The positions of the operands naming the destinations it updates.
    fn updated_destinations(&self, ir: &IrView) -> Range<usize>;

    /// The loop whose iterations it combines.
    fn iterating_parent(&self, ir: &IrView) -> Option<Op>;
}

/// One region of one block, with mlir-opt's messages (emitted without the
/// `'name' op` prefix, as upstream does).
fn verify_in_parallel(ir: &IrView, in_parallel: InParallelOpInterfaceRef) -> VerifyResult {
    let op = in_parallel.op();
    if op.num_regions(ir) != 1 {
        return Err(op.emit_error(ir, "expected single region op").into());
    }
    let region = op.region(ir, 0);
    if region.blocks(ir).count() != 1 {
        return Err(op.emit_error(ir, "expected single block op region").into());
    }
    Ok(())
}
