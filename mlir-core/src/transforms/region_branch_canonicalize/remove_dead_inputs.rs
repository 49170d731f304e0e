//! `RemoveDeadRegionBranchOpSuccessorInputs`: successor inputs come in
//! tied sets, the inputs one operand is forwarded to (an iteration value's
//! region argument and result). A set none of whose members is used is
//! erased: its region arguments, its results (the op is rebuilt without
//! them) and every operand forwarded to it, of the op and of its regions'
//! terminators. A region argument a loop feeds back to itself through a
//! used computation stays: the argument is used.

use rustc_hash::FxHashMap;

use crate::definitions::interfaces::region_branch::RegionBranchOpInterfaceRef;
use crate::definitions::interfaces::region_branch_mapping::{
    SuccessorOperand, successor_operand_inputs,
};
use crate::ir::{Block, Op, Value, ValueOwner};
use crate::rewrite::{PatternRewriter, RewriteResult};

use super::region_branch_pattern;

region_branch_pattern!(
    /// Erases the tied sets of unused successor inputs of a `T` with the
    /// operands forwarded to them (MLIR 22's pattern of the same name).
    RemoveDeadRegionBranchOpSuccessorInputs,
    remove_dead_inputs
);

fn remove_dead_inputs(
    branch: RegionBranchOpInterfaceRef,
    rw: &mut PatternRewriter<'_>,
) -> RewriteResult {
    let op = branch.op();
    let pairs = successor_operand_inputs(rw, branch);
    let sets = TiedSets::of(&pairs);
    let dead: Vec<bool> =
        sets.members.iter().map(|set| set.iter().all(|v| v.use_empty(rw))).collect();
    if !dead.contains(&true) {
        return rw.fail("no dead successor inputs");
    }
    let is_dead = |input: Value| dead[sets.set_of[&input]];
    // The operands forwarded to dead inputs, grouped by the op holding
    // them, ops in the order first met.
    let mut operands: Vec<(Op, Vec<usize>)> = Vec::new();
    for &(SuccessorOperand { owner, index }, input) in &pairs {
        if !is_dead(input) {
            continue;
        }
        match operands.iter_mut().find(|(o, _)| *o == owner) {
            Some((_, indices)) if indices.contains(&index) => {}
            Some((_, indices)) => indices.push(index),
            None => operands.push((owner, vec![index])),
        }
    }
    let mut block_args: Vec<(Block, Vec<usize>)> = Vec::new();
    let mut results = vec![false; op.num_results(rw)];
    for (set, _) in sets.members.iter().zip(&dead).filter(|(_, d)| **d) {
        for &input in set {
            match input.owner(rw) {
                ValueOwner::BlockArg(block, index) => {
                    let index = index as usize;
                    match block_args.iter_mut().find(|(b, _)| *b == block) {
                        Some((_, indices)) => indices.push(index),
                        None => block_args.push((block, vec![index])),
                    }
                }
                ValueOwner::Result(_, index) => results[index as usize] = true,
                ValueOwner::Placeholder => {}
            }
        }
    }
    for (owner, indices) in operands {
        rw.modify_op_in_place(owner, |m| m.erase_operands(&indices));
    }
    for (block, indices) in block_args {
        rw.erase_block_args(block, &indices);
        rw.modify_op_in_place(op, |_| ());
    }
    if results.contains(&true) {
        rw.erase_op_results(op, &results);
    }
    Ok(())
}

/// The tied sets of inputs: the inputs one operand is forwarded to belong
/// together, and sets sharing an input merge (a union-find).
struct TiedSets {
    /// Each set's inputs, in the order first met.
    members: Vec<Vec<Value>>,
    /// The set of each input.
    set_of: FxHashMap<Value, usize>,
}

impl TiedSets {
    fn of(pairs: &[(SuccessorOperand, Value)]) -> TiedSets {
        let mut inputs: Vec<Value> = Vec::new();
        let mut index: FxHashMap<Value, usize> = FxHashMap::default();
        let mut parent: Vec<usize> = Vec::new();
        let mut first_input: FxHashMap<SuccessorOperand, usize> = FxHashMap::default();
        for &(operand, input) in pairs {
            let i = *index.entry(input).or_insert_with(|| {
                inputs.push(input);
                parent.push(parent.len());
                parent.len() - 1
            });
            let first = *first_input.entry(operand).or_insert(i);
            let (a, b) = (find(&mut parent, first), find(&mut parent, i));
            if a != b {
                parent[a.max(b)] = a.min(b);
            }
        }
        let mut members: Vec<Vec<Value>> = Vec::new();
        let mut set_number: FxHashMap<usize, usize> = FxHashMap::default();
        let mut set_of = FxHashMap::default();
        for (i, &input) in inputs.iter().enumerate() {
            let root = find(&mut parent, i);
            let set = *set_number.entry(root).or_insert_with(|| {
                members.push(Vec::new());
                members.len() - 1
            });
            members[set].push(input);
            set_of.insert(input, set);
        }
        TiedSets { members, set_of }
    }
}

/// The representative of `i`'s set, halving paths on the way.
fn find(parent: &mut [usize], mut i: usize) -> usize {
    while parent[i] != i {
        parent[i] = parent[parent[i]];
        i = parent[i];
    }
    i
}
