//! Common subexpression elimination, as MLIR 22's `cse` pass does it, so
//! that its output is mlir-opt's byte for byte:
//!
//! - Regions are walked in dominance order: a single-block region
//!   directly, a multi-block region with SSA dominance along its dominator
//!   tree (the pass takes it from its `DominanceInfo` analysis, as MLIR's
//!   does; unreachable blocks are left alone), and a multi-block graph
//!   region not at all. Each block and each dominator-tree node opens a
//!   scope of known ops; the regions of an op that is, or might be (an
//!   unregistered op), isolated from above start from no known op.
//! - An op's regions are simplified before the op itself.
//! - Terminators are kept; an op that is trivially dead when reached is
//!   erased ([`crate::transforms::dead_code`]); an op with a region of
//!   several blocks is kept. Ops with single-block regions are compared
//!   with their regions (`op_equivalence.rs`), so two equal `scf.if`s
//!   free of memory effects merge.
//! - An op free of memory effects replaces itself with an equivalent known
//!   op (same name, properties, attributes, result types and operands, in
//!   any order when commutative); an op that only reads does so only when
//!   the known op is in the same block with no writer between them. In a
//!   graph region only the uses not yet visited are replaced.
//! - A kept op with an unknown location takes the location of the op it
//!   replaces. Replaced and dead ops are erased at the end, in the order
//!   they were found.
//!
//! The `cse` pass (`mlir-rs-opt --cse`) runs this; `op_equivalence.rs` is the
//! hash and equality ops are compared by.

mod op_equivalence;

use rustc_hash::FxHashMap;

use crate::definitions::interfaces::memory_effects::{
    EffectInstance, EffectKind, MemoryEffectOpInterfaceRef, is_memory_effect_free, op_effects,
};
use crate::definitions::interfaces::region_kind::has_ssa_dominance;
use crate::ir::{Block, IrView, Op, Region};
use crate::semantics::traits::OpTraits;
use crate::transforms::cse::op_equivalence::{equivalent, hash_op};
use crate::transforms::dead_code::is_op_trivially_dead;

/// What one run of [`eliminate_common_subexpressions`] removed.
#[derive(Copy, Clone, Default, Debug, PartialEq, Eq)]
pub struct CseStats {
    /// Ops replaced by an equivalent op.
    pub replaced: usize,
    /// Ops erased because they were trivially dead.
    pub dead: usize,
}

/// The blocks a block immediately dominates (its children in its region's
/// dominator tree), in block order.
pub type DominatedChildren<'a> = &'a dyn Fn(&IrView, Block) -> Vec<Block>;

/// Runs CSE over the regions of `root` (MLIR's `cse` pass on `root`),
/// walking multi-block regions along the dominator trees `children`
/// gives (the `cse` pass: its `DominanceInfo`).
pub fn eliminate_common_subexpressions(
    ir: &mut IrView,
    root: Op,
    children: DominatedChildren<'_>,
) -> CseStats {
    let mut driver = Driver::new(children);
    let mut known = KnownOps::default();
    let regions: Vec<Region> = root.regions(ir).collect();
    for region in regions {
        driver.simplify_region(ir, &mut known, region);
    }
    for op in std::mem::take(&mut driver.to_erase) {
        ir.erase_op(op);
    }
    driver.stats
}

/// The known ops of the scopes open now, by hash; the most recently
/// inserted equivalent op wins a lookup.
#[derive(Default)]
struct KnownOps {
    by_hash: FxHashMap<u64, Vec<Op>>,
    /// Per open scope, the hashes inserted in it, to take back at its end.
    scopes: Vec<Vec<u64>>,
}

impl KnownOps {
    fn push_scope(&mut self) {
        self.scopes.push(Vec::new());
    }

    fn pop_scope(&mut self) {
        for hash in self.scopes.pop().unwrap_or_default().into_iter().rev() {
            if let Some(ops) = self.by_hash.get_mut(&hash) {
                ops.pop();
                if ops.is_empty() {
                    self.by_hash.remove(&hash);
                }
            }
        }
    }

    fn lookup(&self, ir: &IrView, op: Op) -> Option<Op> {
        let candidates = self.by_hash.get(&hash_op(ir, op))?;
        candidates.iter().rev().copied().find(|known| equivalent(ir, *known, op))
    }

    fn insert(&mut self, ir: &IrView, op: Op) {
        let hash = hash_op(ir, op);
        self.by_hash.entry(hash).or_default().push(op);
        if let Some(scope) = self.scopes.last_mut() {
            scope.push(hash);
        }
    }
}

struct Driver<'a> {
    children: DominatedChildren<'a>,
    to_erase: Vec<Op>,
    stats: CseStats,
    /// Per read-only op of the current block: how far the search for a
    /// writer after it has gone, and the writer found, if any.
    writers_after: FxHashMap<Op, (Op, Option<Op>)>,
}

impl<'a> Driver<'a> {
    fn new(children: DominatedChildren<'a>) -> Driver<'a> {
        Driver {
            children,
            to_erase: Vec::new(),
            stats: CseStats::default(),
            writers_after: FxHashMap::default(),
        }
    }

    fn simplify_region(&mut self, ir: &mut IrView, known: &mut KnownOps, region: Region) {
        let mut blocks = region.blocks(ir);
        let Some(entry) = blocks.next() else { return };
        let single = blocks.next().is_none();
        let ssa = has_ssa_dominance(ir, region);
        if single {
            known.push_scope();
            self.simplify_block(ir, known, entry, ssa);
            known.pop_scope();
            return;
        }
        if !ssa {
            return;
        }
        // Depth-first over the dominator tree: a node's scope stays open
        // while its children are processed.
        let mut stack: Vec<(Vec<Block>, usize)> = vec![((self.children)(ir, entry), 0)];
        known.push_scope();
        self.simplify_block(ir, known, entry, ssa);
        while let Some((children, next_child)) = stack.last_mut() {
            if let Some(&child) = children.get(*next_child) {
                *next_child += 1;
                known.push_scope();
                self.simplify_block(ir, known, child, ssa);
                stack.push(((self.children)(ir, child), 0));
            } else {
                known.pop_scope();
                stack.pop();
            }
        }
    }

    fn simplify_block(&mut self, ir: &mut IrView, known: &mut KnownOps, block: Block, ssa: bool) {
        let ops: Vec<Op> = block.ops(ir).collect();
        for op in ops {
            if op.num_regions(ir) != 0 {
                let regions: Vec<Region> = op.regions(ir).collect();
                stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
                    if might_be_isolated(ir, op) {
                        let mut nested = KnownOps::default();
                        for region in &regions {
                            self.simplify_region(ir, &mut nested, *region);
                        }
                    } else {
                        for region in &regions {
                            self.simplify_region(ir, known, *region);
                        }
                    }
                });
            }
            self.simplify_op(ir, known, op, ssa);
        }
        self.writers_after.clear();
    }

    fn simplify_op(&mut self, ir: &mut IrView, known: &mut KnownOps, op: Op, ssa: bool) {
        let ctx = ir.ctx();
        let name = op.name(ir);
        if name.registered(ctx).is_some() && name.traits(ctx).contains(OpTraits::TERMINATOR) {
            return;
        }
        if is_op_trivially_dead(ir, op) {
            self.to_erase.push(op);
            self.stats.dead += 1;
            return;
        }
        // As MLIR, ops whose regions have several blocks are left alone.
        if op.regions(ir).any(|r| r.blocks(ir).nth(1).is_some()) {
            return;
        }
        if !is_memory_effect_free(ir, op) {
            if !only_reads(ir, op) {
                return;
            }
            if let Some(existing) = known.lookup(ir, op)
                && existing.block(ir) == op.block(ir)
                && !self.writer_between(ir, existing, op)
            {
                self.replace(ir, known, op, existing, ssa);
                return;
            }
            known.insert(ir, op);
            return;
        }
        match known.lookup(ir, op) {
            Some(existing) => self.replace(ir, known, op, existing, ssa),
            None => known.insert(ir, op),
        }
    }

    /// Replaces `op`'s results with `existing`'s and marks `op` for
    /// erasure (in a graph region, only the uses not visited yet, and the
    /// op only if no use is left).
    fn replace(&mut self, ir: &mut IrView, known: &KnownOps, op: Op, existing: Op, ssa: bool) {
        let pairs: Vec<_> = op.results(ir).zip(existing.results(ir)).collect();
        for (from, to) in pairs {
            if ssa {
                ir.replace_all_uses_with(from, to);
            } else {
                ir.replace_uses_if(from, to, |ir, u| known.lookup(ir, u.owner(ir)).is_none());
            }
        }
        if ssa || op.results(ir).all(|r| r.use_empty(ir)) {
            self.to_erase.push(op);
        }
        let ctx = ir.ctx();
        let op_loc = op.loc(ir);
        if existing.loc(ir).is_unknown(ctx) && !op_loc.is_unknown(ctx) {
            ir.set_loc(existing, op_loc);
        }
        self.stats.replaced += 1;
    }

    /// Whether an op between `from` and `to` (same block, `from` first)
    /// may write memory: one with a write effect or unknown effects.
    fn writer_between(&mut self, ir: &IrView, from: Op, to: Op) -> bool {
        let (scanned_to, writer) = self.writers_after.entry(from).or_insert((from, None));
        if let Some(writer) = *writer {
            return writer.is_before_in_block(ir, to);
        }
        let mut next = Some(*scanned_to);
        while let Some(current) = next
            && current != to
        {
            let writes = effects_with_nested(ir, current)
                .is_none_or(|effects| effects.iter().any(|e| e.kind == EffectKind::Write));
            if writes {
                *writer = Some(current);
                break;
            }
            next = current.next(ir);
        }
        *scanned_to = to;
        writer.is_some()
    }
}

/// Whether `op`'s regions must not see the values known outside: it is
/// isolated from above, or unregistered and so might be.
fn might_be_isolated(ir: &IrView, op: Op) -> bool {
    let ctx = ir.ctx();
    let name = op.name(ir);
    name.registered(ctx).is_none() || name.traits(ctx).contains(OpTraits::ISOLATED_FROM_ABOVE)
}

/// Whether `op` implements the memory-effect interface with reads only.
fn only_reads(ir: &IrView, op: Op) -> bool {
    if MemoryEffectOpInterfaceRef::get(ir, op).is_none() {
        return false;
    }
    op_effects(ir, op).is_some_and(|effects| effects.iter().all(|e| e.kind == EffectKind::Read))
}

/// The effects of `op` and, when it has `RecursiveMemoryEffects`, of the
/// ops nested in it; `None` when some op's effects are unknown.
fn effects_with_nested(ir: &IrView, op: Op) -> Option<Vec<EffectInstance>> {
    let ctx = ir.ctx();
    let mut out = Vec::new();
    let mut pending = vec![op];
    while let Some(current) = pending.pop() {
        let recursive = current.name(ir).traits(ctx).contains(OpTraits::RECURSIVE_MEMORY_EFFECTS);
        match op_effects(ir, current) {
            Some(effects) => out.extend(effects),
            None if recursive => {}
            None => return None,
        }
        if recursive {
            for region in current.regions(ir) {
                for block in region.blocks(ir) {
                    pending.extend(block.ops(ir));
                }
            }
        }
    }
    Some(out)
}
