//! `RemoveDuplicateSuccessorInputUses`: two successor inputs of the same
//! block or op that receive the same value from every predecessor are one
//! value; the later one's uses go to the earlier one, for results and
//! region arguments alike, so that a tied set of inputs (the argument and
//! the result of one iteration value) becomes dead as a whole for
//! `remove_dead_inputs.rs`.

use rustc_hash::FxHashMap;

use crate::definitions::interfaces::region_branch::RegionBranchOpInterfaceRef;
use crate::ir::{IrView, Op, Value, ValueOwner};
use crate::rewrite::{PatternRewriter, RewriteResult};

use super::{InputOperands, region_branch_pattern};

region_branch_pattern!(
    /// Replaces the uses of a successor input of a `T` by an earlier input
    /// of the same block or op that every predecessor gives the same value
    /// (MLIR 22's pattern of the same name).
    RemoveDuplicateSuccessorInputUses,
    remove_duplicate_uses
);

fn remove_duplicate_uses(
    branch: RegionBranchOpInterfaceRef,
    rw: &mut PatternRewriter<'_>,
) -> RewriteResult {
    let map = InputOperands::of(rw, branch);
    let mut inputs = map.inputs.clone();
    inputs.sort_by_key(|&v| position(rw, v).1);
    let mut changed = false;
    for (i, &first) in inputs.iter().enumerate() {
        for &second in &inputs[i + 1..] {
            let ir: &IrView = rw;
            if second.use_empty(ir) || position(ir, first).0 != position(ir, second).0 {
                continue;
            }
            if predecessor_values(ir, &map, first) == predecessor_values(ir, &map, second) {
                rw.replace_all_uses_with(second, first);
                changed = true;
            }
        }
    }
    if changed { Ok(()) } else { rw.fail("no duplicate successor inputs") }
}

/// Who defines an input, as a block or an op, and its position there.
#[derive(PartialEq, Eq)]
enum Owner {
    Op(Op),
    Block(crate::ir::Block),
    None,
}

fn position(ir: &IrView, value: Value) -> (Owner, u32) {
    match value.owner(ir) {
        ValueOwner::Result(op, index) => (Owner::Op(op), index),
        ValueOwner::BlockArg(block, index) => (Owner::Block(block), index),
        ValueOwner::Placeholder => (Owner::None, 0),
    }
}

/// The value each predecessor (the op forwarding it) gives `input`.
fn predecessor_values(ir: &IrView, map: &InputOperands, input: Value) -> FxHashMap<Op, Value> {
    let operands = map.operands(input).unwrap_or(&[]);
    operands.iter().map(|o| (o.owner, o.value(ir))).collect()
}
