//! Region simplification's `aggressive` level: merging identical blocks
//! (MLIR's `mergeIdenticalBlocks`) and dropping the block arguments every
//! predecessor passes the same value (MLIR's `dropRedundantArguments`).
//!
//! Blocks other than the entry block that branch to the same successors
//! are compared op by op, ignoring locations. Operands may differ where
//! both come from outside their blocks: such an operand becomes a new
//! argument of the surviving block (the first of its cluster, in region
//! order), and every predecessor passes the value its block used. Blocks
//! with regions, or whose arguments or results are used elsewhere, are not
//! merged.

use std::collections::BTreeSet;

use rustc_hash::FxHashMap;

use crate::definitions::interfaces::branch::BranchOpInterfaceRef;
use crate::ir::{Block, IrView, Op, Region, Value, ValueOwner};
use crate::rewrite::PatternRewriter;

/// Merges identical blocks in `regions` and the regions nested in them;
/// whether any block was merged.
pub fn merge_identical_blocks(rw: &mut PatternRewriter<'_>, regions: &[Region]) -> bool {
    let mut changed = false;
    let mut worklist: Vec<Region> = regions.to_vec();
    while let Some(region) = worklist.pop() {
        while merge_in_region(rw, region) {
            changed = true;
        }
        for block in region.blocks(rw) {
            for op in block.ops(rw) {
                worklist.extend(op.regions(rw));
            }
        }
    }
    changed
}

/// One block as a candidate: where each of its values sits in its order
/// (arguments first, then each op's results), for comparing uses inside.
struct BlockData {
    block: Block,
    order: FxHashMap<Value, usize>,
}

impl BlockData {
    fn new(ir: &IrView, block: Block) -> BlockData {
        let mut order = FxHashMap::default();
        for (index, arg) in block.args(ir).enumerate() {
            order.insert(arg, index);
        }
        let mut next = block.num_args(ir);
        for op in block.ops(ir) {
            for result in op.results(ir) {
                order.insert(result, next);
                next += 1;
            }
        }
        BlockData { block, order }
    }
}

/// Blocks that can merge into the first, and the (op, operand) positions
/// whose values differ between them.
struct Cluster {
    leader: BlockData,
    members: Vec<Block>,
    operands: BTreeSet<(usize, usize)>,
}

/// Merges one round of identical blocks in `region`; whether any merged.
fn merge_in_region(rw: &mut PatternRewriter<'_>, region: Region) -> bool {
    let blocks: Vec<Block> = region.blocks(rw).collect();
    if blocks.len() < 2 {
        return false;
    }
    // Blocks with the same successors, in region order of first sight.
    let mut groups: Vec<Vec<Block>> = Vec::new();
    let mut by_successors: FxHashMap<Vec<Block>, usize> = FxHashMap::default();
    for &block in &blocks[1..] {
        let successors: Vec<Block> =
            block.last_op(rw).map(|t| t.successors(rw).collect()).unwrap_or_default();
        let next = groups.len();
        let group = *by_successors.entry(successors).or_insert(next);
        if group == next {
            groups.push(Vec::new());
        }
        groups[group].push(block);
    }
    let mut merged = false;
    for group in groups.into_iter().filter(|g| g.len() > 1) {
        let mut clusters: Vec<Cluster> = Vec::new();
        for block in group {
            if !mergeable(rw, block) {
                continue;
            }
            let data = BlockData::new(rw, block);
            let joined = clusters.iter_mut().any(|cluster| try_join(rw, cluster, &data));
            if !joined {
                clusters.push(Cluster {
                    leader: data,
                    members: Vec::new(),
                    operands: BTreeSet::new(),
                });
            }
        }
        for cluster in clusters {
            merged |= merge_cluster(rw, cluster);
        }
    }
    merged
}

/// A block without ops holding regions whose arguments are used only in
/// it.
fn mergeable(ir: &IrView, block: Block) -> bool {
    let has_region = block.ops(ir).any(|op| op.regions(ir).any(|r| r.first_block(ir).is_some()));
    !has_region && !block.args(ir).any(|arg| used_outside(ir, arg, block))
}

/// Whether a use of `value` is in another block than `block`.
fn used_outside(ir: &IrView, value: Value, block: Block) -> bool {
    value.uses(ir).any(|u| u.owner(ir).block(ir) != Some(block))
}

/// The block that defines `value`.
fn parent_block(ir: &IrView, value: Value) -> Option<Block> {
    match value.owner(ir) {
        ValueOwner::Result(op, _) => op.block(ir),
        ValueOwner::BlockArg(block, _) => Some(block),
        ValueOwner::Placeholder => None,
    }
}

/// Adds `data`'s block to `cluster` when it matches the leader op by op;
/// whether it did.
fn try_join(ir: &IrView, cluster: &mut Cluster, data: &BlockData) -> bool {
    let (leader, block) = (cluster.leader.block, data.block);
    if !block.args(ir).map(|a| a.ty(ir)).eq(leader.args(ir).map(|a| a.ty(ir))) {
        return false;
    }
    let mut differing = Vec::new();
    let mut lhs_ops = leader.ops(ir);
    let mut rhs_ops = block.ops(ir);
    let mut index = 0;
    loop {
        let (lhs, rhs) = match (lhs_ops.next(), rhs_ops.next()) {
            (Some(lhs), Some(rhs)) => (lhs, rhs),
            (None, None) => break,
            _ => return false,
        };
        if !same_op_ignoring_operands(ir, lhs, rhs) {
            return false;
        }
        for (operand, (l, r)) in lhs.operands(ir).zip(rhs.operands(ir)).enumerate() {
            if l == r {
                continue;
            }
            let l_inside = parent_block(ir, l) == Some(leader);
            let r_inside = parent_block(ir, r) == Some(block);
            if l_inside != r_inside {
                return false;
            }
            if l_inside {
                // Values of the blocks themselves must sit at the same place.
                if cluster.leader.order.get(&l) != data.order.get(&r) {
                    return false;
                }
                continue;
            }
            if !valid_successor_operand(ir, leader, l) || !valid_successor_operand(ir, block, r) {
                return false;
            }
            differing.push((index, operand));
        }
        let escapes = |op: Op, owner: Block| op.results(ir).any(|r| used_outside(ir, r, owner));
        if escapes(lhs, leader) || escapes(rhs, block) {
            return false;
        }
        index += 1;
    }
    cluster.operands.extend(differing);
    cluster.members.push(block);
    true
}

/// The same op but for its operand values: name, properties, attributes,
/// operand and result types, and the number of regions and successors.
fn same_op_ignoring_operands(ir: &IrView, a: Op, b: Op) -> bool {
    a.name(ir) == b.name(ir)
        && a.props(ir) == b.props(ir)
        && a.attrs(ir) == b.attrs(ir)
        && a.num_regions(ir) == b.num_regions(ir)
        && a.num_successors(ir) == b.num_successors(ir)
        && a.operands(ir).map(|v| v.ty(ir)).eq(b.operands(ir).map(|v| v.ty(ir)))
        && a.results(ir).map(|v| v.ty(ir)).eq(b.results(ir).map(|v| v.ty(ir)))
}

/// Whether a predecessor of `block` can pass `value`: not when `value` is
/// a result of the terminator of a block that branches to `block`, which
/// does not exist yet where the branch passes it.
fn valid_successor_operand(ir: &IrView, block: Block, value: Value) -> bool {
    let Some(def) = value.defining_op(ir) else { return true };
    let Some(def_block) = def.block(ir) else { return true };
    if def_block.last_op(ir) != Some(def) {
        return true;
    }
    !block.predecessors(ir).contains(&def_block)
}

/// Merges a cluster's members into its leader; whether it did.
fn merge_cluster(rw: &mut PatternRewriter<'_>, cluster: Cluster) -> bool {
    if cluster.members.is_empty() {
        return false;
    }
    let leader = cluster.leader.block;
    let all: Vec<Block> = std::iter::once(leader).chain(cluster.members.iter().copied()).collect();
    if !cluster.operands.is_empty() {
        let branches_only = all.iter().all(|&block| {
            block
                .predecessor_edges(rw)
                .iter()
                .all(|&(terminator, _)| BranchOpInterfaceRef::get(rw, terminator).is_some())
        });
        if !branches_only {
            return false;
        }
        // The values each block used at the differing positions.
        let ops: Vec<Vec<Op>> = all.iter().map(|b| b.ops(rw).collect()).collect();
        let mut passed: Vec<Vec<Value>> = vec![Vec::new(); all.len()];
        for &(op_index, operand) in &cluster.operands {
            for (i, block_ops) in ops.iter().enumerate() {
                passed[i].push(block_ops[op_index].operand(rw, operand));
            }
            // The leader now takes the value as a new argument.
            let value = passed[0].last().copied().expect("a value per block");
            let loc = match value.owner(rw) {
                ValueOwner::Result(op, _) => op.loc(rw),
                _ => value.arg_loc(rw).unwrap_or_else(|| rw.ctx().unknown_loc()),
            };
            let ty = value.ty(rw);
            let arg = rw.ir.add_block_arg(leader, ty, loc);
            rw.ir.set_operand(ops[0][op_index], operand, arg);
        }
        let first_new = leader.num_args(rw) - cluster.operands.len();
        let passed = prune_repeated_arguments(rw, leader, first_new, passed);
        for (i, &block) in all.iter().enumerate() {
            for (terminator, index) in block.predecessor_edges(rw) {
                let branch = BranchOpInterfaceRef::get(rw, terminator).expect("checked above");
                branch.append_successor_operands(rw.ir, index, &passed[i]);
            }
        }
    }
    for &block in &cluster.members {
        rw.ir.replace_block_uses(block, leader);
        rw.erase_block(block);
    }
    true
}

/// Folds together the new arguments of `leader` (from `first_new` on)
/// that receive the same values as an earlier new argument from every
/// block of the cluster: its uses take the earlier one and it is erased.
/// `passed` holds, per block, the values of the new arguments; returns it
/// without the folded ones.
fn prune_repeated_arguments(
    rw: &mut PatternRewriter<'_>,
    leader: Block,
    first_new: usize,
    passed: Vec<Vec<Value>>,
) -> Vec<Vec<Value>> {
    let count = passed[0].len();
    // For each new argument, the first new argument with the same value in
    // the leader's list.
    let mut first_seen: FxHashMap<Value, usize> = FxHashMap::default();
    for (index, &value) in passed[0].iter().enumerate() {
        first_seen.entry(value).or_insert(index);
    }
    let replacement: Vec<Option<usize>> = (0..count)
        .map(|i| {
            let j = first_seen[&passed[0][i]];
            (j != i && passed.iter().all(|list| list[i] == list[j])).then_some(j)
        })
        .collect();
    for (i, &with) in replacement.iter().enumerate() {
        if let Some(j) = with {
            let (old, new) = (leader.arg(rw, first_new + i), leader.arg(rw, first_new + j));
            rw.replace_all_uses_with(old, new);
        }
    }
    let redundant: Vec<usize> = (0..count).filter(|&i| replacement[i].is_some()).collect();
    let erased: Vec<usize> = redundant.iter().map(|i| first_new + i).collect();
    rw.erase_block_args(leader, &erased);
    passed
        .into_iter()
        .map(|list| {
            list.into_iter()
                .enumerate()
                .filter(|(i, _)| replacement[*i].is_none())
                .map(|(_, v)| v)
                .collect()
        })
        .collect()
}

/// Drops, in `regions` and the regions nested in them, each block
/// argument that every predecessor passes the same value: its uses take
/// that value. Whether any argument was dropped.
pub fn drop_redundant_arguments(rw: &mut PatternRewriter<'_>, regions: &[Region]) -> bool {
    let mut changed = false;
    let mut worklist: Vec<Region> = regions.to_vec();
    while let Some(region) = worklist.pop() {
        let blocks: Vec<Block> = region.blocks(rw).collect();
        for block in blocks {
            changed |= drop_in_block(rw, block);
            for op in block.ops(rw) {
                worklist.extend(op.regions(rw));
            }
        }
    }
    changed
}

/// Drops the redundant arguments of one block; whether any was dropped.
fn drop_in_block(rw: &mut PatternRewriter<'_>, block: Block) -> bool {
    let edges = block.predecessor_edges(rw);
    let mut redundant = Vec::new();
    for (index, arg) in block.args(rw).collect::<Vec<_>>().into_iter().enumerate() {
        let mut common: Option<Value> = None;
        let mut same = true;
        for &(terminator, succ) in &edges {
            let Some(branch) = BranchOpInterfaceRef::get(rw, terminator) else {
                same = false;
                break;
            };
            let forwarded = branch.successor_operands(rw, succ).forwarded;
            let Some(value) = forwarded.clone().nth(index).map(|i| terminator.operand(rw, i))
            else {
                same = false;
                break;
            };
            match common {
                None => common = Some(value),
                Some(c) if c != value => {
                    same = false;
                    break;
                }
                Some(_) => {}
            }
        }
        if let (Some(value), true) = (common, same) {
            rw.replace_all_uses_with(arg, value);
            redundant.push(index);
        }
    }
    for &index in redundant.iter().rev() {
        rw.erase_block_args(block, &[index]);
        for &(terminator, succ) in &edges {
            let branch = BranchOpInterfaceRef::get(rw, terminator).expect("checked above");
            branch.erase_successor_operands(rw.ir, &[(succ, index)]);
        }
    }
    !redundant.is_empty()
}
