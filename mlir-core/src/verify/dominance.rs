//! Dominance in SSA regions, as MLIR defines it: a value is usable by an op
//! when its definition properly dominates the op (a block argument: its
//! block dominates the op's block). Uses in unreachable blocks are not
//! checked; a use in a nested region is checked through the ancestor of the
//! user that sits in the definition's region.
//!
//! Cost: one dominator tree per multi-block region (Cooper–Harvey–Kennedy
//! over reverse post-order), numbered by a depth-first walk so that "a
//! dominates b" is an O(1) interval test; same-block order uses the op order
//! index. Each use costs O(1) plus the nesting depth between use and
//! definition.

use rustc_hash::FxHashMap;

use crate::core_interfaces::region_kind::has_ssa_dominance;
use crate::diag::{Diagnostic, VerifyResult};
use crate::ir::{Block, IrView, Op, Region, Value, ValueOwner};

/// Dominance facts of one region.
struct RegionInfo {
    /// Whether the region requires definitions before uses in a block.
    ssa: bool,
    /// Per block of a multi-block region: whether it is reachable from the
    /// entry, and its pre/post numbers in the dominator tree. Empty for a
    /// region of at most one block (the common case, kept allocation-free).
    blocks: FxHashMap<Block, BlockInfo>,
}

#[derive(Copy, Clone)]
struct BlockInfo {
    reachable: bool,
    pre: u32,
    post: u32,
}

impl RegionInfo {
    fn compute(ir: &IrView, region: Region) -> RegionInfo {
        let ssa = has_ssa_dominance(ir, region);
        let mut info = FxHashMap::default();
        let mut iter = region.blocks(ir);
        if iter.next().is_none() || iter.next().is_none() {
            return RegionInfo { ssa, blocks: info };
        }
        let blocks: Vec<Block> = region.blocks(ir).collect();
        let DominatorTree { children, reachable } = dominator_tree(ir, &blocks);
        // Number the dominator tree depth-first (iteratively).
        let n = blocks.len();
        let mut pre = vec![0u32; n];
        let mut post = vec![0u32; n];
        let mut counter = 0u32;
        let mut stack = vec![(0usize, 0usize)];
        pre[0] = counter;
        while let Some((b, i)) = stack.pop() {
            if let Some(&c) = children[b].get(i) {
                stack.push((b, i + 1));
                counter += 1;
                pre[c] = counter;
                stack.push((c, 0));
            } else {
                counter += 1;
                post[b] = counter;
            }
        }
        for (i, b) in blocks.iter().enumerate() {
            info.insert(*b, BlockInfo { reachable: reachable[i], pre: pre[i], post: post[i] });
        }
        RegionInfo { ssa, blocks: info }
    }

    /// Whether `block` (of this region) is reachable from the entry block.
    fn reachable(&self, block: Block) -> bool {
        self.blocks.is_empty() || self.blocks.get(&block).is_some_and(|b| b.reachable)
    }

    /// Whether block `a` dominates block `b` (both in this region). An
    /// unreachable `b` is dominated by everything; an unreachable `a`
    /// dominates nothing else.
    fn dominates(&self, a: Block, b: Block) -> bool {
        if a == b {
            return true;
        }
        // Two different blocks: the region has several, so both are mapped.
        let (Some(a), Some(b)) = (self.blocks.get(&a), self.blocks.get(&b)) else { return false };
        if !b.reachable {
            return true;
        }
        a.reachable && a.pre <= b.pre && b.post <= a.post
    }
}

/// The dominator tree of a region's blocks.
pub(crate) struct DominatorTree {
    /// Per block (by index, the entry first), its children in block order.
    pub(crate) children: Vec<Vec<usize>>,
    /// Per block, whether it is reachable from the entry (the others are
    /// no one's child).
    pub(crate) reachable: Vec<bool>,
}

/// The dominator tree of `blocks`, a region's blocks with the entry first.
pub(crate) fn dominator_tree(ir: &IrView, blocks: &[Block]) -> DominatorTree {
    let index: FxHashMap<Block, usize> = blocks.iter().enumerate().map(|(i, b)| (*b, i)).collect();
    let succs: Vec<Vec<usize>> = blocks
        .iter()
        .map(|b| {
            b.last_op(ir).map_or(Vec::new(), |t| {
                t.successors(ir).filter_map(|s| index.get(&s).copied()).collect()
            })
        })
        .collect();
    let idom = immediate_dominators(&succs);
    let mut children = vec![Vec::new(); blocks.len()];
    for (block, dominator) in idom.iter().enumerate() {
        if let Some(d) = dominator.filter(|&d| d != block) {
            children[d].push(block);
        }
    }
    DominatorTree { children, reachable: idom.iter().map(Option::is_some).collect() }
}

/// Immediate dominators of the blocks reachable from block 0 (`None` for
/// unreachable blocks), by Cooper, Harvey and Kennedy's iteration over
/// reverse post-order.
fn immediate_dominators(succs: &[Vec<usize>]) -> Vec<Option<usize>> {
    let n = succs.len();
    let mut order = Vec::with_capacity(n);
    let mut seen = vec![false; n];
    let mut stack = vec![(0usize, 0usize)];
    seen[0] = true;
    while let Some((b, i)) = stack.pop() {
        if let Some(&s) = succs[b].get(i) {
            stack.push((b, i + 1));
            if !seen[s] {
                seen[s] = true;
                stack.push((s, 0));
            }
        } else {
            order.push(b);
        }
    }
    order.reverse();
    let mut rpo = vec![usize::MAX; n];
    for (i, &b) in order.iter().enumerate() {
        rpo[b] = i;
    }
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (b, ss) in succs.iter().enumerate() {
        if seen[b] {
            for &s in ss {
                preds[s].push(b);
            }
        }
    }
    let mut idom: Vec<Option<usize>> = vec![None; n];
    idom[0] = Some(0);
    let mut changed = true;
    while changed {
        changed = false;
        for &b in order.iter().skip(1) {
            let mut new: Option<usize> = None;
            for &p in &preds[b] {
                if idom[p].is_none() {
                    continue;
                }
                new = Some(match new {
                    None => p,
                    Some(mut x) => {
                        let mut y = p;
                        while x != y {
                            while rpo[x] > rpo[y] {
                                x = idom[x].unwrap_or(0);
                            }
                            while rpo[y] > rpo[x] {
                                y = idom[y].unwrap_or(0);
                            }
                        }
                        x
                    }
                });
            }
            if new.is_some() && idom[b] != new {
                idom[b] = new;
                changed = true;
            }
        }
    }
    idom
}

/// Lazily computed dominance facts for the regions of one verification.
struct Dominance<'a> {
    ir: &'a IrView,
    regions: FxHashMap<Region, RegionInfo>,
}

impl<'a> Dominance<'a> {
    fn info(&mut self, region: Region) -> &RegionInfo {
        let ir = self.ir;
        self.regions.entry(region).or_insert_with(|| RegionInfo::compute(ir, region))
    }

    /// The ancestor of `op` (itself included) whose block is in `region`.
    fn ancestor_in(&self, region: Region, mut op: Op) -> Option<Op> {
        loop {
            let block = op.block(self.ir)?;
            if block.region(self.ir) == Some(region) {
                return Some(op);
            }
            op = block.parent_op(self.ir)?;
        }
    }

    /// Whether block `a` dominates block `b`, `b` possibly nested deeper.
    fn block_dominates(&mut self, a: Block, b: Block) -> bool {
        if a == b {
            return true;
        }
        let Some(region) = a.region(self.ir) else { return false };
        let mut b = b;
        if b.region(self.ir) != Some(region) {
            let Some(parent) = b.parent_op(self.ir) else { return false };
            let Some(anc) = self.ancestor_in(region, parent) else { return false };
            let Some(anc_block) = anc.block(self.ir) else { return false };
            b = anc_block;
            if a == b {
                return true;
            }
        }
        self.info(region).dominates(a, b)
    }

    /// Whether op `a` properly dominates op `b` without enclosing it. In a
    /// graph region every op of a block dominates every other, itself and
    /// the ops nested in it included.
    fn op_properly_dominates(&mut self, a: Op, b: Op) -> bool {
        let Some(a_block) = a.block(self.ir) else { return false };
        let Some(region) = a_block.region(self.ir) else { return false };
        let Some(b) = self.ancestor_in(region, b) else { return false };
        let Some(b_block) = b.block(self.ir) else { return false };
        if a_block == b_block {
            let ssa = self.info(region).ssa;
            return !ssa || (a != b && a.is_before_in_block(self.ir, b));
        }
        self.info(region).dominates(a_block, b_block)
    }

    fn value_dominates(&mut self, value: Value, user: Op) -> bool {
        match value.owner(self.ir) {
            ValueOwner::BlockArg(block, _) => match user.block(self.ir) {
                Some(user_block) => self.block_dominates(block, user_block),
                None => false,
            },
            ValueOwner::Result(def, _) => self.op_properly_dominates(def, user),
            // Uses across an isolation boundary are the isolation check's.
            ValueOwner::Placeholder => true,
        }
    }
}

/// Checks dominance in the regions of `root` and the non-isolated regions
/// nested in them; reports the first violation.
pub(super) fn verify_dominance(ir: &IrView, root: Op) -> VerifyResult {
    let mut dom = Dominance { ir, regions: FxHashMap::default() };
    let mut pending = vec![root];
    while let Some(op) = pending.pop() {
        for region in op.regions(ir) {
            for block in region.blocks(ir) {
                let reachable = dom.info(region).reachable(block);
                for user in block.ops(ir) {
                    if reachable {
                        for (i, v) in user.operands(ir).enumerate() {
                            if !dom.value_dominates(v, user) {
                                return Err(invalid_dominance(ir, user, i, v).into());
                            }
                        }
                    }
                    if user.num_regions(ir) != 0 && user.child_body(ir).is_none() {
                        pending.push(user);
                    }
                }
            }
        }
    }
    Ok(())
}

/// Whether `outer` strictly contains `inner`.
fn region_is_proper_ancestor(ir: &IrView, outer: Region, inner: Region) -> bool {
    let mut current = inner;
    loop {
        let Some(parent) = current.parent_op(ir) else { return false };
        let Some(region) = parent.block(ir).and_then(|b| b.region(ir)) else { return false };
        if region == outer {
            return true;
        }
        current = region;
    }
}

/// Where a definition sits relative to its user, in MLIR's words.
fn relation(ir: &IrView, user_region: Option<Region>, def_region: Option<Region>) -> &'static str {
    match (user_region, def_region) {
        (Some(u), Some(d)) if u == d => "same region",
        (Some(u), Some(d)) if region_is_proper_ancestor(ir, d, u) => "parent region",
        (Some(u), Some(d)) if region_is_proper_ancestor(ir, u, d) => "child region",
        _ => "neither",
    }
}

fn invalid_dominance(ir: &IrView, user: Op, index: usize, value: Value) -> Diagnostic {
    let diag = user.emit_error(ir, format!("operand #{index} does not dominate this use"));
    let user_block = user.block(ir);
    let user_region = user_block.and_then(|b| b.region(ir));
    match value.owner(ir) {
        ValueOwner::Result(def, _) => {
            let def_block = def.block(ir);
            let def_region = def_block.and_then(|b| b.region(ir));
            let place = if user_block == def_block {
                " (op in the same block)"
            } else {
                match relation(ir, user_region, def_region) {
                    "same region" => " (op in the same region)",
                    "parent region" => " (op in a parent region)",
                    "child region" => " (op is in a child region)",
                    _ => " (op is neither in a parent nor in a child region)",
                }
            };
            diag.with_note(def.loc(ir), format!("operand defined here{place}"))
        }
        ValueOwner::BlockArg(block, _) => {
            let loc = block.parent_op(ir).map_or(ir.ctx().unknown_loc(), |p| p.loc(ir));
            let n = block.index_in_region(ir).unwrap_or(0);
            let place = match relation(ir, user_region, block.region(ir)) {
                "same region" => "in the same region",
                "parent region" => "in a parent region",
                "child region" => "in a child region",
                _ => "neither in a parent nor in a child region",
            };
            diag.with_note(loc, format!("operand defined as a block argument (block #{n} {place})"))
        }
        ValueOwner::Placeholder => diag,
    }
}
