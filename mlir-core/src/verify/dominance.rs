//! Dominance in SSA regions, as MLIR defines it: a value is usable by an op
//! when its definition properly dominates the op (a block argument: its
//! block dominates the op's block). Uses in unreachable blocks are not
//! checked; a use in a nested region is checked through the ancestor of the
//! user that sits in the definition's region.
//!
//! Cost: one dominator tree per multi-block region (Semi-NCA, near-linear), numbered by a depth-first walk so that "a
//! dominates b" is an O(1) interval test; same-block order uses the op order
//! index. Each use costs O(1) plus the nesting depth between use and
//! definition.

use rustc_hash::FxHashMap;

use crate::context::diagnostics::{Diagnostic, VerifyResult};
use crate::definitions::interfaces::region_kind::has_ssa_dominance;
use crate::ir::{Block, IrView, Op, Region, Value, ValueOwner};

/// Dominance facts of one region (also the pass layer's `DominanceInfo`).
pub(crate) struct RegionInfo {
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
    pub(crate) fn compute(ir: &IrView, region: Region) -> RegionInfo {
        RegionInfo::compute_with_tree(ir, region).0
    }

    /// The region's facts and, for a region of several blocks, its blocks
    /// (the entry first) with their dominator tree, which the numbering
    /// is made from.
    pub(crate) fn compute_with_tree(
        ir: &IrView,
        region: Region,
    ) -> (RegionInfo, Option<(Vec<Block>, DominatorTree)>) {
        let ssa = has_ssa_dominance(ir, region);
        let mut info = FxHashMap::default();
        let mut iter = region.blocks(ir);
        if iter.next().is_none() || iter.next().is_none() {
            return (RegionInfo { ssa, blocks: info }, None);
        }
        let blocks: Vec<Block> = region.blocks(ir).collect();
        let tree = dominator_tree(ir, &blocks);
        let DominatorTree { children, reachable } = &tree;
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
        (RegionInfo { ssa, blocks: info }, Some((blocks, tree)))
    }

    /// Whether the region requires definitions before uses in a block.
    pub(crate) fn ssa(&self) -> bool {
        self.ssa
    }

    /// Whether `block` (of this region) is reachable from the entry block.
    pub(crate) fn reachable(&self, block: Block) -> bool {
        self.blocks.is_empty() || self.blocks.get(&block).is_some_and(|b| b.reachable)
    }

    /// Whether block `a` dominates block `b` (both in this region). An
    /// unreachable `b` is dominated by everything; an unreachable `a`
    /// dominates nothing else.
    pub(crate) fn dominates(&self, a: Block, b: Block) -> bool {
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
/// unreachable blocks; block 0 is its own), by Semi-NCA (semidominators as
/// Lengauer and Tarjan compute them, with path compression, then each
/// immediate dominator as the nearest ancestor of the depth-first parent at
/// or above the semidominator), the algorithm of LLVM's dominator trees.
/// Cooper–Harvey–Kennedy's iteration, used before, walks the dominator
/// chain of every predecessor: quadratic for a block that a long chain of
/// blocks all branch to.
pub(crate) fn immediate_dominators(succs: &[Vec<usize>]) -> Vec<Option<usize>> {
    const NONE: usize = usize::MAX;
    let n = succs.len();
    // Depth-first preorder from block 0: `num[b]` its number, `vertex` the
    // blocks by number, `parent` the depth-first tree.
    let mut num = vec![NONE; n];
    let mut vertex = Vec::with_capacity(n);
    let mut parent = vec![NONE; n];
    let mut stack = vec![(0usize, 0usize)];
    num[0] = 0;
    vertex.push(0);
    while let Some((b, i)) = stack.pop() {
        let Some(&s) = succs[b].get(i) else { continue };
        stack.push((b, i + 1));
        if num[s] == NONE {
            num[s] = vertex.len();
            vertex.push(s);
            parent[s] = b;
            stack.push((s, 0));
        }
    }
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
    for &b in &vertex {
        for &s in &succs[b] {
            preds[s].push(b);
        }
    }
    // Semidominators (as preorder numbers), in reverse preorder; `ancestor`
    // and `label` are the linked forest of the blocks done so far.
    let mut semi: Vec<usize> = num.clone();
    let mut ancestor = vec![NONE; n];
    let mut label: Vec<usize> = (0..n).collect();
    let mut path = Vec::new();
    for &w in vertex.iter().skip(1).rev() {
        for &v in &preds[w] {
            let u = eval(v, &mut ancestor, &mut label, &semi, &mut path);
            semi[w] = semi[w].min(semi[u]);
        }
        ancestor[w] = parent[w];
    }
    // Immediate dominators, in preorder: the parent's dominator chain walked
    // up to the semidominator.
    let mut idom: Vec<Option<usize>> = vec![None; n];
    idom[0] = Some(0);
    for &w in vertex.iter().skip(1) {
        let mut d = parent[w];
        while num[d] > semi[w] {
            d = idom[d].unwrap_or(0);
        }
        idom[w] = Some(d);
    }
    idom
}

/// The block of least semidominator on the forest path above `v` (`v`
/// itself when it is a root), compressing the path on the way; iterative,
/// `path` is scratch space.
fn eval(
    v: usize,
    ancestor: &mut [usize],
    label: &mut [usize],
    semi: &[usize],
    path: &mut Vec<usize>,
) -> usize {
    const NONE: usize = usize::MAX;
    if ancestor[v] == NONE {
        return v;
    }
    // The blocks whose ancestor is not a root, bottom up.
    path.clear();
    let mut x = v;
    while ancestor[ancestor[x]] != NONE {
        path.push(x);
        x = ancestor[x];
    }
    // Top down, each takes its ancestor's label if smaller and skips to the
    // ancestor's ancestor.
    for &x in path.iter().rev() {
        let a = ancestor[x];
        if semi[label[a]] < semi[label[x]] {
            label[x] = label[a];
        }
        ancestor[x] = ancestor[a];
    }
    label[v]
}

/// Lazily computed dominance facts for the regions of one verification.
struct Dominance<'a> {
    ir: &'a IrView,
    regions: FxHashMap<Region, RegionInfo>,
    /// Facts computed before the work was split into runs (those of the
    /// root's regions), shared by the runs.
    shared: Option<&'a FxHashMap<Region, RegionInfo>>,
}

impl<'a> Dominance<'a> {
    fn new(ir: &'a IrView, shared: Option<&'a FxHashMap<Region, RegionInfo>>) -> Self {
        Dominance { ir, regions: FxHashMap::default(), shared }
    }

    fn info(&mut self, region: Region) -> &RegionInfo {
        if let Some(info) = self.shared.and_then(|shared| shared.get(&region)) {
            return info;
        }
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
/// nested in them; reports the first violation. The ops of `root`'s regions
/// come first, then each op with non-isolated regions among them, last to
/// first, with everything nested in it. When there are many such ops, they
/// are checked in runs on threads (`parallel_runs.rs`) and the first violation of
/// that order is kept.
pub(super) fn verify_dominance(ir: &IrView, root: Op) -> VerifyResult {
    let mut dom = Dominance::new(ir, None);
    let mut nested = Vec::new();
    dom.check_regions_of(root, &mut nested)?;
    if nested.len() < crate::verify::parallel_runs::LONG_SEQUENCE || !ir.ctx().multithreading() {
        return dom.check_subtrees(nested);
    }
    nested.reverse();
    let shared = &dom.regions;
    let diags = crate::verify::parallel_runs::verify_in_runs(&nested, true, |run| {
        let mut dom = Dominance::new(ir, Some(shared));
        run.iter().find_map(|&op| dom.check_subtrees(vec![op]).err()).unwrap_or_default()
    });
    if diags.is_empty() { Ok(()) } else { Err(diags) }
}

/// Checks dominance for the ops directly in the regions of `root` only
/// (MLIR's check after a non-recursive verification): the ops nested in
/// them are left to their own verification.
pub(super) fn verify_dominance_shallow(ir: &IrView, root: Op) -> VerifyResult {
    let mut below = Vec::new();
    Dominance::new(ir, None).check_regions_of(root, &mut below)
}

impl Dominance<'_> {
    /// Checks the uses in the regions of `op` (not below); pushes the ops
    /// of those regions whose own regions are to be checked after them.
    fn check_regions_of(&mut self, op: Op, nested: &mut Vec<Op>) -> VerifyResult {
        let ir = self.ir;
        for region in op.regions(ir) {
            for block in region.blocks(ir) {
                let info = self.info(region);
                let (reachable, ssa) = (info.reachable(block), info.ssa);
                if reachable && self.shared.is_none() && ir.ctx().multithreading() {
                    let ops: Vec<Op> = block.ops(ir).collect();
                    if ops.len() >= crate::verify::parallel_runs::LONG_SEQUENCE {
                        self.check_uses_in_runs(&ops, block, ssa)?;
                        nested.extend(ops.into_iter().filter(|&user| has_plain_regions(ir, user)));
                        continue;
                    }
                }
                for user in block.ops(ir) {
                    if reachable {
                        self.check_uses(user, block, ssa)?;
                    }
                    if has_plain_regions(ir, user) {
                        nested.push(user);
                    }
                }
            }
        }
        Ok(())
    }

    /// Checks that the operands of `user`, an op of `block` (of an SSA
    /// region when `ssa`), dominate it.
    fn check_uses(&mut self, user: Op, block: Block, ssa: bool) -> VerifyResult {
        let ir = self.ir;
        for (i, v) in user.operands(ir).enumerate() {
            // Most operands are defined in the user's own block: decided
            // here as `value_dominates` would, without its walk up to the
            // common region.
            let local = match v.owner(ir) {
                ValueOwner::BlockArg(b, _) if b == block => Some(true),
                ValueOwner::Result(def, _) if def.block(ir) == Some(block) => {
                    Some(!ssa || (def != user && def.is_before_in_block(ir, user)))
                }
                _ => None,
            };
            if !local.unwrap_or_else(|| self.value_dominates(v, user)) {
                return Err(invalid_dominance(ir, user, i, v).into());
            }
        }
        Ok(())
    }

    /// [`Dominance::check_uses`] for the ops of a long block, in runs on
    /// threads sharing the facts computed so far (one function of a
    /// million ops); the first violation in block order is reported.
    fn check_uses_in_runs(&mut self, ops: &[Op], block: Block, ssa: bool) -> VerifyResult {
        let (ir, shared) = (self.ir, &self.regions);
        let diags = crate::verify::parallel_runs::verify_in_runs(ops, true, |run| {
            let mut dom = Dominance::new(ir, Some(shared));
            run.iter().find_map(|&user| dom.check_uses(user, block, ssa).err()).unwrap_or_default()
        });
        if diags.is_empty() { Ok(()) } else { Err(diags) }
    }

    /// Checks the regions of the ops of `pending` and everything
    /// non-isolated nested in them, the last op first.
    fn check_subtrees(&mut self, mut pending: Vec<Op>) -> VerifyResult {
        while let Some(op) = pending.pop() {
            self.check_regions_of(op, &mut pending)?;
        }
        Ok(())
    }
}

/// Whether `op` has regions that are not isolated (checked with its
/// ancestors' dominance facts).
fn has_plain_regions(ir: &IrView, op: Op) -> bool {
    op.num_regions(ir) != 0 && op.child_body(ir).is_none()
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

#[cfg(test)]
mod tests {
    use super::immediate_dominators;

    /// Whether `to` is reachable from block 0 without passing through `cut`.
    fn reaches_avoiding(succs: &[Vec<usize>], to: usize, cut: Option<usize>) -> bool {
        let mut seen = vec![false; succs.len()];
        let mut stack = vec![0];
        while let Some(b) = stack.pop() {
            if Some(b) == cut || std::mem::replace(&mut seen[b], true) {
                continue;
            }
            if b == to {
                return true;
            }
            stack.extend(&succs[b]);
        }
        false
    }

    /// The immediate dominators by definition: `d` dominates `b` when every
    /// path from block 0 to `b` passes through `d`; the immediate one is the
    /// strict dominator that all other strict dominators dominate.
    fn by_definition(succs: &[Vec<usize>]) -> Vec<Option<usize>> {
        let n = succs.len();
        let dominates = |d: usize, b: usize| d == b || !reaches_avoiding(succs, b, Some(d));
        (0..n)
            .map(|b| {
                if !reaches_avoiding(succs, b, None) {
                    return None;
                }
                if b == 0 {
                    return Some(0);
                }
                let strict: Vec<usize> = (0..n).filter(|&d| d != b && dominates(d, b)).collect();
                strict.iter().copied().find(|&d| strict.iter().all(|&o| dominates(o, d)))
            })
            .collect()
    }

    #[test]
    fn matches_the_definition_on_random_graphs() {
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut next = |bound: usize| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % bound as u64) as usize
        };
        for _ in 0..500 {
            let n = 1 + next(12);
            let succs: Vec<Vec<usize>> =
                (0..n).map(|_| (0..next(4)).map(|_| next(n)).collect()).collect();
            assert_eq!(immediate_dominators(&succs), by_definition(&succs), "{succs:?}");
        }
    }

    #[test]
    fn a_block_many_blocks_branch_to() {
        // A chain 0 → 1 → … → n-1 where every block also branches to n.
        let n = 2_000;
        let succs: Vec<Vec<usize>> = (0..=n)
            .map(|b| {
                if b < n - 1 {
                    vec![b + 1, n]
                } else if b == n - 1 {
                    vec![n]
                } else {
                    vec![]
                }
            })
            .collect();
        let idom = immediate_dominators(&succs);
        assert_eq!(idom[n], Some(0));
        assert_eq!(idom[n - 1], Some(n - 2));
    }
}
