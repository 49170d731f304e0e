//! Perfectly nested `affine.for` loops (MLIR's `getPerfectlyNestedLoops`
//! and `isPerfectlyNested`): a loop whose body holds only another loop
//! (and the terminator) nests it perfectly.

use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::IrView;

use crate::affine::ForOp;

/// The loops of the perfect nest rooted at `root`, outermost first: the
/// root, then, while a loop's body is one `affine.for` and the
/// terminator, that loop.
pub fn perfectly_nested_loops(ir: &IrView, root: ForOp) -> Vec<ForOp> {
    let mut band = vec![root];
    let mut current = root;
    while let Some(inner) = only_nested_loop(ir, current) {
        band.push(inner);
        current = inner;
    }
    band
}

/// Whether each loop of `loops` is the only op (besides the terminator)
/// of the body of the loop before it.
pub fn is_perfectly_nested(ir: &IrView, loops: &[ForOp]) -> bool {
    loops.windows(2).all(|pair| only_nested_loop(ir, pair[0]) == Some(pair[1]))
}

/// The `affine.for` that is the first of exactly two ops in `for_op`'s
/// body (the second being the terminator).
fn only_nested_loop(ir: &IrView, for_op: ForOp) -> Option<ForOp> {
    let body = for_op.body(ir)?;
    let mut ops = body.ops(ir);
    let first = ops.next()?;
    let _terminator = ops.next()?;
    if ops.next().is_some() {
        return None;
    }
    ForOp::try_from_op(ir, first)
}
