//! `MakeRegionBranchOpSuccessorInputsDead`: a successor input that can
//! only hold one value, not itself an input of the op, is replaced by that
//! value where it is in scope. Following operands back through other
//! inputs, an iteration argument a loop yields unchanged holds only its
//! initial value, and so does the result; their uses go to the initial
//! value, which leaves them dead for `remove_dead_inputs.rs`.

use rustc_hash::FxHashSet;

use crate::definitions::interfaces::region_branch::RegionBranchOpInterfaceRef;
use crate::ir::{IrView, Op, Value, ValueOwner};
use crate::rewrite::{PatternRewriter, RewriteResult};

use super::{InputOperands, region_branch_pattern};

region_branch_pattern!(
    /// Replaces the uses of each successor input of a `T` that only one
    /// value, defined before it, can reach (MLIR 22's pattern of the same
    /// name).
    MakeRegionBranchOpSuccessorInputsDead,
    make_inputs_dead
);

fn make_inputs_dead(
    branch: RegionBranchOpInterfaceRef,
    rw: &mut PatternRewriter<'_>,
) -> RewriteResult {
    let op = branch.op();
    let map = InputOperands::of(rw, branch);
    let mut changed = false;
    for &input in &map.inputs {
        let ir: &IrView = rw;
        if input.use_empty(ir) {
            continue;
        }
        let reachable = reachable_values(ir, &map, input);
        let [only] = reachable[..] else { continue };
        if !defined_before(ir, op, only, input) {
            continue;
        }
        rw.replace_all_uses_with(input, only);
        changed = true;
    }
    if changed { Ok(()) } else { rw.fail("no successor input with a single reachable value") }
}

/// The values, not inputs themselves, that `input` may hold: the operands
/// forwarded to it, where an operand is another input followed back to
/// the operands forwarded to that one (an explicit walk with a visited set).
fn reachable_values(ir: &IrView, map: &InputOperands, input: Value) -> Vec<Value> {
    let mut reachable = Vec::new();
    let mut visited = FxHashSet::default();
    let mut pending = vec![input];
    while let Some(next) = pending.pop() {
        let Some(operands) = map.operands(next) else {
            if !reachable.contains(&next) {
                reachable.push(next);
            }
            continue;
        };
        for operand in operands {
            let value = operand.value(ir);
            if visited.insert(value) {
                pending.push(value);
            }
        }
    }
    reachable
}

/// Whether `value` may stand for `input` of `op`: a value from outside the
/// op always may (it reached the op's operands); one defined directly in a
/// region of the op only when it is an argument of the block `input` is an
/// argument of (a result of the op sees no value of its regions).
fn defined_before(ir: &IrView, op: Op, value: Value, input: Value) -> bool {
    let region = match value.owner(ir) {
        ValueOwner::Result(def, _) => def.block(ir).and_then(|b| b.region(ir)),
        ValueOwner::BlockArg(block, _) => block.region(ir),
        ValueOwner::Placeholder => None,
    };
    if region.and_then(|r| r.parent_op(ir)) != Some(op) {
        return true;
    }
    match (value.owner(ir), input.owner(ir)) {
        (ValueOwner::BlockArg(a, _), ValueOwner::BlockArg(b, _)) => a == b,
        _ => false,
    }
}
