//! `scf.index_switch`'s canonicalization: a switch on a constant is
//! replaced by the region it would run. Upstream gives the op no folder.

use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{InsertPoint, Region, Value};
use mlir_core::rewrite::{PatternRewriter, RewriteResult};
use mlir_core::transforms::folding::fold_one_op::constant_value;

use crate::scf::IndexSwitchOp;

pattern! {
    /// An `scf.index_switch` on a constant is replaced by the ops of the
    /// case region of that value, or of the default region when no case
    /// has it, the operands of its `scf.yield` replacing the results
    /// (MLIR's `FoldConstantCase`). Hand-written: `#[pattern]` cannot
    /// inline a region in place of its op.
    FoldConstantCase on IndexSwitchOp,
    creates [],
    fold_constant_case
}

fn fold_constant_case(switch: IndexSwitchOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = switch.as_op();
    let value = constant_value(rw, switch.arg(rw))
        .and_then(|c| c.as_integer(rw.ctx()).and_then(|v| v.as_i64()));
    let Some(value) = value else {
        return rw.notify_match_failure(op, "the argument is not a constant");
    };
    let case = switch.cases(rw).iter().position(|&c| c == value);
    let region: Region = match case {
        Some(index) => switch.case_regions(rw).nth(index).expect("one region per case"),
        None => switch.default_region(rw),
    };
    let source = region.first_block(rw).expect("a verified index_switch");
    let terminator = source.last_op(rw).expect("a block with a terminator");
    let results: Vec<Value> = terminator.operands(rw).collect();
    rw.inline_block_before(source, InsertPoint::Before(op), &[]);
    rw.erase_op(terminator);
    rw.replace_op(op, &results);
    Ok(())
}
