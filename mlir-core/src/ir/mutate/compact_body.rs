//! Compacting a body once a nested pipeline is done with it: the records
//! of erased and unreachable ops, blocks, regions and values are dropped,
//! the rest renumbered in their old order, and every pool copied into an
//! allocation of its size class.
//!
//! Erased records are kept while passes run (a stale handle must find its
//! op erased, not another op), so a pass that erases and creates ops grows
//! a body's pools: each grown pool leaves its old allocation behind in a
//! size class other bodies may never ask for again. Compacting a function
//! right after its pipeline gives back what its passes freed while the
//! allocator can still reuse it for the next function; through
//! `func.func(canonicalize,cse)` on a module of 10k functions that was
//! tens of megabytes of peak memory.
//!
//! Compaction renumbers every op, block, region and value of the body: a
//! handle into it kept from before becomes stale *without* reading as
//! erased. So only the pass manager calls it, for the ops of a nested
//! pipeline whose run it owns and only when asked to
//! ([`RunOptions::compact_bodies`](crate::pass::RunOptions)).

use crate::context::builtin::attributes::Attribute;
use crate::ir::body::{
    BlockRecord, Body, OpRecord, PoolRange, RegionRecord, SuccessorRecord, UseRecord, ValueDef,
    ValueRecord, size_class_capacity,
};
use crate::ir::entity::{BlockId, BlockSlot, BodyId, OpId, RegionId, SuccessorId, UseId, ValueId};
use crate::ir::view::IrView;

/// Marks an arena slot without a new id.
const DEAD: u32 = u32::MAX;

/// The new id of every record of a body, [`DEAD`] for the dropped ones;
/// found by [`IrView::compaction_plan`], carried out by
/// [`IrView::compact_body`].
pub(crate) struct CompactionPlan {
    body: BodyId,
    ops: Vec<u32>,
    blocks: Vec<u32>,
    regions: Vec<u32>,
    values: Vec<u32>,
    live_ops: usize,
    live_blocks: usize,
    live_regions: usize,
    live_values: usize,
    /// Operand, successor, region and property slots of the live ops.
    live_slots: [usize; 4],
}

impl IrView {
    /// What compacting body `id` would drop and renumber, or `None` when
    /// there is nothing worth doing: every record live and every pool
    /// within an eighth of its size class. Also `None` wherever dropping
    /// could change the IR's meaning: an unreachable op that owns a body
    /// (a detached isolated op), a live op using a value whose definition
    /// is gone or branching to a block that is, a nested body this view
    /// does not own, or a body without a header (the root).
    pub(crate) fn compaction_plan(&self, id: BodyId) -> Option<CompactionPlan> {
        let body = self.body(id);
        let header = body.header.as_ref()?;
        let mut plan = CompactionPlan {
            body: id,
            ops: vec![DEAD; body.ops.len()],
            blocks: vec![DEAD; body.blocks.len()],
            regions: vec![DEAD; body.regions.len()],
            values: vec![DEAD; body.values.len()],
            live_ops: 0,
            live_blocks: 0,
            live_regions: 0,
            live_values: 0,
            live_slots: [0; 4],
        };
        // Mark what the header's regions reach (0 stands for live until
        // the ids are given out below).
        let mut regions: Vec<RegionId> = header.regions.clone();
        while let Some(region) = regions.pop() {
            let seen = plan.regions.get_mut(region.index())?;
            if *seen != DEAD {
                return None;
            }
            *seen = 0;
            let mut block = body.region(region).first_block;
            while let Some(b) = block.expand() {
                plan.blocks[b.index()] = 0;
                for &arg in &body.block(b).args {
                    plan.values[arg.index()] = 0;
                }
                let mut op = body.block(b).first_op;
                while let Some(o) = op.expand() {
                    if body.erased[o.index()] {
                        return None;
                    }
                    plan.ops[o.index()] = 0;
                    let rec = &body.ops[o.index()];
                    if rec.num_results > 0 {
                        let first = rec.first_result.index();
                        plan.values.get_mut(first..first + rec.num_results as usize)?.fill(0);
                    }
                    match rec.child.expand() {
                        Some(child) if !self.owns_body(child) => return None,
                        Some(_) => {}
                        None => regions.extend_from_slice(body.region_ids(rec)),
                    }
                    op = rec.next;
                }
                block = body.block(b).next;
            }
        }
        for (i, rec) in body.ops.iter().enumerate() {
            if plan.ops[i] == DEAD {
                if !body.erased[i] && !rec.child.is_none() {
                    return None;
                }
                continue;
            }
            let spans = [rec.operands, rec.successors, rec.regions, rec.props];
            for (slots, span) in plan.live_slots.iter_mut().zip(spans) {
                *slots += span.len as usize;
            }
            for u in &body.uses[rec.operands.span()] {
                let value = u.value.index();
                if plan.values[value] == DEAD {
                    // Only a placeholder may be used without a live definition.
                    if body.values[value].def != ValueDef::Placeholder {
                        return None;
                    }
                    plan.values[value] = 0;
                }
            }
            if body.successor_pool[rec.successors.span()]
                .iter()
                .any(|s| plan.blocks[s.block.index()] == DEAD)
            {
                return None;
            }
        }
        plan.live_ops = number_live(&mut plan.ops);
        plan.live_blocks = number_live(&mut plan.blocks);
        plan.live_regions = number_live(&mut plan.regions);
        plan.live_values = number_live(&mut plan.values);
        let everything_live = plan.live_ops == body.ops.len()
            && plan.live_blocks == body.blocks.len()
            && plan.live_regions == body.regions.len()
            && plan.live_values == body.values.len();
        let slack =
            |capacity: usize, class: usize, len: usize| capacity.saturating_sub(class) > len / 8;
        let pools_tight = !slack(
            body.ops.capacity(),
            size_class_capacity::<OpRecord>(body.ops.len()),
            body.ops.len(),
        ) && !slack(
            body.values.capacity(),
            size_class_capacity::<ValueRecord>(body.values.len()),
            body.values.len(),
        ) && !slack(
            body.uses.capacity(),
            size_class_capacity::<UseRecord>(body.uses.len()),
            body.uses.len(),
        );
        if everything_live && pools_tight {
            return None;
        }
        Some(plan)
    }

    /// Carries out `plan`, made by [`IrView::compaction_plan`] on this view
    /// with nothing changed since: drops the dead records, renumbers the
    /// live ones and points the bodies nested in it at their ops' new ids.
    pub(crate) fn compact_body(&mut self, plan: CompactionPlan) {
        let body = self.body_mut(plan.body);
        let children = rebuild(body, &plan);
        for (child, op) in children {
            self.body_mut(child).parent = Some((plan.body, op));
        }
    }

    /// Whether this view owns body `id` (may change it).
    fn owns_body(&self, id: BodyId) -> bool {
        matches!(self.bodies.get(id.index()), Some(Some(_)))
    }
}

/// Gives the slots marked live (not [`DEAD`]) ids `0, 1, …` in slot
/// order; returns how many there are.
fn number_live(ids: &mut [u32]) -> usize {
    let mut next = 0;
    for id in ids.iter_mut().filter(|id| **id != DEAD) {
        *id = next;
        next += 1;
    }
    next as usize
}

/// A `Vec` whose capacity fills the allocator's size class for `len`.
fn with_class_capacity<T>(len: usize) -> Vec<T> {
    Vec::with_capacity(size_class_capacity::<T>(len))
}

/// Rebuilds every pool of `body` per `plan`. Returns the nested bodies
/// with their owning op's new id.
fn rebuild(body: &mut Body, plan: &CompactionPlan) -> Vec<(BodyId, OpId)> {
    let op_id = |old: OpId| old.expand().map_or(OpId::NONE, |o| OpId(plan.ops[o.index()]));
    let block_id =
        |old: BlockId| old.expand().map_or(BlockId::NONE, |b| BlockId(plan.blocks[b.index()]));
    let region_id =
        |old: RegionId| old.expand().map_or(RegionId::NONE, |r| RegionId(plan.regions[r.index()]));
    let value_id = |old: ValueId| ValueId(plan.values[old.index()]);

    let mut ops = with_class_capacity::<OpRecord>(plan.live_ops);
    let [live_uses, live_successors, live_region_slots, live_props] = plan.live_slots;
    let mut uses = with_class_capacity::<UseRecord>(live_uses);
    let mut successors = with_class_capacity::<SuccessorRecord>(live_successors);
    let mut region_pool = with_class_capacity::<RegionId>(live_region_slots);
    let mut props = with_class_capacity::<Option<Attribute>>(live_props);
    // Old operand and successor slot -> new, for relinking the lists.
    let mut use_ids = vec![DEAD; body.uses.len()];
    let mut successor_ids = vec![DEAD; body.successor_pool.len()];
    let mut children = Vec::new();
    let range =
        |start: usize, end: usize| PoolRange { start: start as u32, len: (end - start) as u32 };
    for (old, rec) in body.ops.iter().enumerate() {
        if plan.ops[old] == DEAD {
            continue;
        }
        let new_op = OpId(plan.ops[old]);
        let start = uses.len();
        for (i, u) in body.uses[rec.operands.span()].iter().enumerate() {
            use_ids[rec.operands.start as usize + i] = uses.len() as u32;
            uses.push(UseRecord {
                value: value_id(u.value),
                owner: new_op,
                prev: UseId::NONE,
                next: UseId::NONE,
            });
        }
        let operands = range(start, uses.len());
        let start = successors.len();
        for (i, s) in body.successor_pool[rec.successors.span()].iter().enumerate() {
            successor_ids[rec.successors.start as usize + i] = successors.len() as u32;
            successors.push(SuccessorRecord {
                block: block_id(s.block),
                owner: new_op,
                prev: SuccessorId::NONE,
                next: SuccessorId::NONE,
            });
        }
        let successor_range = range(start, successors.len());
        let start = region_pool.len();
        region_pool.extend(body.region_pool[rec.regions.span()].iter().map(|&r| region_id(r)));
        let regions = range(start, region_pool.len());
        let start = props.len();
        props.extend_from_slice(&body.prop_pool[rec.props.span()]);
        let prop_range = range(start, props.len());
        if let Some(child) = rec.child.expand() {
            children.push((child, new_op));
        }
        let block = body.block_slots[rec.block_slot.index()];
        ops.push(OpRecord {
            name: rec.name,
            loc: rec.loc,
            // A block's new slot is its new id (the slot table is rebuilt
            // as the identity).
            block_slot: BlockSlot(plan.blocks[block.index()]),
            prev: op_id(rec.prev),
            next: op_id(rec.next),
            order: rec.order,
            operands,
            first_result: if rec.num_results == 0 {
                ValueId(0)
            } else {
                value_id(rec.first_result)
            },
            num_results: rec.num_results,
            successors: successor_range,
            regions,
            attrs: rec.attrs,
            props: prop_range,
            child: rec.child,
        });
    }

    let mut values = with_class_capacity::<ValueRecord>(plan.live_values);
    for (old, rec) in body.values.iter().enumerate() {
        if plan.values[old] == DEAD {
            continue;
        }
        let def = match rec.def {
            ValueDef::Result { op, index } => ValueDef::Result { op: op_id(op), index },
            ValueDef::BlockArg { block, index } => {
                ValueDef::BlockArg { block: block_id(block), index }
            }
            ValueDef::Placeholder => ValueDef::Placeholder,
        };
        // The use list in its old order, without the dropped ops' uses.
        let new_value = values.len();
        let mut first_use = UseId::NONE;
        let mut last = UseId::NONE;
        let mut at = rec.first_use;
        while let Some(u) = at.expand() {
            at = body.uses[u.index()].next;
            let new_use = use_ids[u.index()];
            if new_use == DEAD {
                continue;
            }
            debug_assert_eq!(uses[new_use as usize].value.index(), new_value);
            let new_use = UseId(new_use);
            uses[new_use.index()].prev = last;
            match last.expand() {
                Some(prev) => uses[prev.index()].next = new_use,
                None => first_use = new_use,
            }
            last = new_use;
        }
        values.push(ValueRecord { ty: rec.ty, def, first_use, loc: rec.loc });
    }

    let mut blocks = with_class_capacity::<BlockRecord>(plan.live_blocks);
    for (old, rec) in body.blocks.iter_mut().enumerate() {
        if plan.blocks[old] == DEAD {
            continue;
        }
        let mut first_pred = SuccessorId::NONE;
        let mut last = SuccessorId::NONE;
        let mut at = rec.first_pred;
        while let Some(s) = at.expand() {
            at = body.successor_pool[s.index()].next;
            let new_slot = successor_ids[s.index()];
            if new_slot == DEAD {
                continue;
            }
            let new_slot = SuccessorId(new_slot);
            successors[new_slot.index()].prev = last;
            match last.expand() {
                Some(prev) => successors[prev.index()].next = new_slot,
                None => first_pred = new_slot,
            }
            last = new_slot;
        }
        let mut args = std::mem::take(&mut rec.args);
        for arg in &mut args {
            *arg = value_id(*arg);
        }
        blocks.push(BlockRecord {
            region: region_id(rec.region),
            slot: BlockSlot(plan.blocks[old]),
            prev: block_id(rec.prev),
            next: block_id(rec.next),
            first_op: op_id(rec.first_op),
            last_op: op_id(rec.last_op),
            first_pred,
            args,
        });
    }

    let mut regions = with_class_capacity::<RegionRecord>(plan.live_regions);
    for (old, rec) in body.regions.iter().enumerate() {
        if plan.regions[old] != DEAD {
            regions.push(RegionRecord {
                owner: op_id(rec.owner),
                first_block: block_id(rec.first_block),
                last_block: block_id(rec.last_block),
            });
        }
    }

    if let Some(header) = body.header.as_mut() {
        for region in &mut header.regions {
            *region = region_id(*region);
        }
    }
    let placeholders = body
        .placeholders
        .iter()
        .filter(|v| plan.values[v.index()] != DEAD)
        .map(|&v| value_id(v))
        .collect();
    let mut block_slots = with_class_capacity::<BlockId>(plan.live_blocks);
    block_slots.extend((0..plan.live_blocks).map(BlockId::from_index));
    let mut erased = with_class_capacity::<bool>(plan.live_ops);
    erased.resize(plan.live_ops, false);

    body.uses = uses;
    body.successor_pool = successors;
    body.region_pool = region_pool;
    body.prop_pool = props;
    body.ops = ops;
    body.values = values;
    body.blocks = blocks;
    body.block_slots = block_slots;
    body.regions = regions;
    body.placeholders = placeholders;
    body.erased = erased;
    body.mark_compacted();
    children
}
