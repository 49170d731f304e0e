//! Appending the ops of another body to a block: the merge step of a
//! parse that reads one long block in segments on several threads (each
//! segment parsed into an [`Ir`] of its own, see the parser's
//! `segments.rs`).
//!
//! The records of the appended body are copied in bulk, every id shifted
//! past this body's records, and the ops of its top block (block 0 of
//! region 0, as [`Ir::new`] makes it) linked after the last op of the
//! block. Ids come out as a serial parse of the same text would give them,
//! but for the values the segment made as placeholders.

use crate::ir::body::{Body, PoolRange, PoolRoom, ValueDef};
use crate::ir::entity::{BlockId, BlockSlot, OpId, RegionId, SuccessorId, UseId, ValueId};
use crate::ir::handles::{Block, Value};
use crate::ir::view::{Ir, IrView};

/// How the ids of an appended body map into the body it joined.
#[derive(Copy, Clone, Debug)]
pub(crate) struct AppendedIds {
    ops: u32,
    values: u32,
}

impl AppendedIds {
    /// The id in the joined body of op `id` of the appended one.
    pub(crate) fn op(self, id: OpId) -> OpId {
        OpId(id.0 + self.ops)
    }

    /// The id in the joined body of value `id` of the appended one.
    pub(crate) fn value(self, id: ValueId) -> ValueId {
        ValueId(id.0 + self.values)
    }
}

/// Adds `by` to an id unless it is the reserved "none".
fn shift(id: u32, by: u32) -> u32 {
    if id == u32::MAX { id } else { id + by }
}

impl IrView {
    /// Appends the ops of `part`'s top block, and everything nested in them,
    /// to the end of `block`. `None` (and nothing changed) when `part` has
    /// bodies other than its root (isolated ops, which own bodies of their
    /// own), its top block has arguments, or the ids or order labels would
    /// overflow.
    pub(crate) fn append_ir_to_block(&mut self, part: &Ir, block: Block) -> Option<AppendedIds> {
        if part.num_bodies() != 1 {
            return None;
        }
        let from = part.body(part.root_body());
        let target = self.body_mut(block.body);
        target.append_body(from, block.id)
    }

    /// Reserves room in `body` for appending IRs like `parts` whose text
    /// is `scale.0 / scale.1` times theirs: each pool for the sum of the
    /// parts' in that proportion, so that appending does not grow a pool of
    /// hundreds of megabytes by doubling (copying it, and for a moment
    /// holding it twice).
    pub(crate) fn reserve_for_parts(
        &mut self,
        body: crate::ir::BodyId,
        parts: &[&Ir],
        scale: (usize, usize),
    ) {
        let (times, per) = (scale.0, scale.1.max(1));
        let total = |len: fn(&Body) -> usize| {
            let sum: usize = parts.iter().map(|p| len(p.body(p.root_body()))).sum();
            sum.saturating_mul(times) / per
        };
        let room = PoolRoom {
            ops: total(|b| b.ops.len()),
            values: total(|b| b.values.len()),
            uses: total(|b| b.uses.len()),
            blocks: total(|b| b.blocks.len()),
            regions: total(|b| b.regions.len()),
            successors: total(|b| b.successor_pool.len()),
            region_pool: total(|b| b.region_pool.len()),
            props: total(|b| b.prop_pool.len()),
        };
        self.body_mut(body).reserve_room(&room);
    }

    /// Moves every use of `from` to the front of `to`'s use list, keeping
    /// their order: the uses a later segment made of a value an earlier one
    /// defined come out where a serial parse puts them (the most recent
    /// first).
    pub(crate) fn move_uses_to_front(&mut self, from: Value, to: Value) {
        assert_eq!(from.body, to.body, "values never cross a body");
        let b = self.body_mut(from.body);
        let first = b.values[from.id.index()].first_use;
        if first.is_none() || from == to {
            return;
        }
        let mut last = first;
        loop {
            b.uses[last.index()].value = to.id;
            let next = b.uses[last.index()].next;
            if next.is_none() {
                break;
            }
            last = next;
        }
        let head = b.values[to.id.index()].first_use;
        b.uses[last.index()].next = head;
        if !head.is_none() {
            b.uses[head.index()].prev = last;
        }
        b.values[to.id.index()].first_use = first;
        b.values[from.id.index()].first_use = UseId::NONE;
    }
}

impl Body {
    /// See [`IrView::append_ir_to_block`]; `from` is a root body whose
    /// region 0 holds the one block 0 with the ops to append.
    fn append_body(&mut self, from: &Body, block: BlockId) -> Option<AppendedIds> {
        let top = from.blocks.first()?;
        let lone_top = from.regions.first().is_some_and(|r| r.first_block.0 == 0)
            && top.next.is_none()
            && top.slot.0 == 0;
        if !lone_top || !top.args.is_empty() {
            return None;
        }
        let count = |len: usize, more: usize| u32::try_from(len + more).ok();
        count(self.ops.len(), from.ops.len())?;
        count(self.values.len(), from.values.len())?;
        count(self.uses.len(), from.uses.len())?;
        count(self.blocks.len(), from.blocks.len())?;
        count(self.regions.len(), from.regions.len())?;
        count(self.successor_pool.len(), from.successor_pool.len())?;
        count(self.region_pool.len(), from.region_pool.len())?;
        count(self.prop_pool.len(), from.prop_pool.len())?;
        // The appended ops are labelled after the block's last one.
        let last = self.blocks[block.index()].last_op;
        let base = last.expand().map_or(0, |op| self.ops[op.index()].order);
        let top_last_order = top.last_op.expand().map_or(0, |op| from.ops[op.index()].order);
        base.checked_add(top_last_order)?;

        let ops = self.ops.len() as u32;
        let values = self.values.len() as u32;
        let uses = self.uses.len() as u32;
        let successors = self.successor_pool.len() as u32;
        let region_pool = self.region_pool.len() as u32;
        let props = self.prop_pool.len() as u32;
        // Block 0, region 0 and slot 0 of `from` are its top block, its
        // region and its slot: the first becomes `block`, the others are
        // never named by what is appended.
        let blocks = self.blocks.len() as u32 - 1;
        let regions = self.regions.len() as u32 - 1;
        let slots = self.block_slots.len() as u32 - 1;
        let target_slot = self.blocks[block.index()].slot;
        let map_block = |b: BlockId| match b.0 {
            0 => block,
            u32::MAX => BlockId::NONE,
            n => BlockId(n + blocks),
        };
        let map_slot = |s: BlockSlot| match s.0 {
            0 => target_slot,
            u32::MAX => BlockSlot::NONE,
            n => BlockSlot(n + slots),
        };
        let map_region = |r: RegionId| RegionId(shift(r.0, regions));
        let range = |r: PoolRange, by: u32| PoolRange { start: r.start + by, len: r.len };

        self.ops.reserve(from.ops.len());
        for rec in &from.ops {
            let mut rec = rec.clone();
            let at_top = rec.block_slot.0 == 0;
            rec.block_slot = map_slot(rec.block_slot);
            rec.prev = OpId(shift(rec.prev.0, ops));
            rec.next = OpId(shift(rec.next.0, ops));
            if at_top {
                rec.order += base;
            }
            rec.operands = range(rec.operands, uses);
            rec.first_result = ValueId(shift(rec.first_result.0, values));
            rec.successors = range(rec.successors, successors);
            rec.regions = range(rec.regions, region_pool);
            rec.props = range(rec.props, props);
            self.ops.push(rec);
        }
        self.erased.extend_from_slice(&from.erased);
        for rec in &from.blocks[1..] {
            let mut rec = rec.clone();
            rec.region = map_region(rec.region);
            rec.slot = map_slot(rec.slot);
            rec.prev = map_block(rec.prev);
            rec.next = map_block(rec.next);
            rec.first_op = OpId(shift(rec.first_op.0, ops));
            rec.last_op = OpId(shift(rec.last_op.0, ops));
            rec.first_pred = SuccessorId(shift(rec.first_pred.0, successors));
            rec.args.iter_mut().for_each(|v| *v = ValueId(v.0 + values));
            self.blocks.push(rec);
        }
        self.block_slots.extend(from.block_slots[1..].iter().map(|&b| map_block(b)));
        self.regions.extend(from.regions[1..].iter().map(|rec| {
            let mut rec = rec.clone();
            rec.owner = OpId(shift(rec.owner.0, ops));
            rec.first_block = map_block(rec.first_block);
            rec.last_block = map_block(rec.last_block);
            rec
        }));
        self.values.extend(from.values.iter().map(|rec| {
            let mut rec = rec.clone();
            rec.def = match rec.def {
                ValueDef::Result { op, index } => ValueDef::Result { op: OpId(op.0 + ops), index },
                ValueDef::BlockArg { block: b, index } => {
                    ValueDef::BlockArg { block: map_block(b), index }
                }
                ValueDef::Placeholder => ValueDef::Placeholder,
            };
            rec.first_use = UseId(shift(rec.first_use.0, uses));
            rec
        }));
        self.uses.extend(from.uses.iter().map(|rec| {
            let mut rec = rec.clone();
            rec.value = ValueId(rec.value.0 + values);
            rec.owner = OpId(shift(rec.owner.0, ops));
            rec.prev = UseId(shift(rec.prev.0, uses));
            rec.next = UseId(shift(rec.next.0, uses));
            rec
        }));
        self.successor_pool.extend(from.successor_pool.iter().map(|rec| {
            let mut rec = *rec;
            rec.block = map_block(rec.block);
            rec.owner = OpId(shift(rec.owner.0, ops));
            rec.prev = SuccessorId(shift(rec.prev.0, successors));
            rec.next = SuccessorId(shift(rec.next.0, successors));
            rec
        }));
        self.region_pool.extend(from.region_pool.iter().map(|&r| map_region(r)));
        self.prop_pool.extend_from_slice(&from.prop_pool);
        self.placeholders.extend(from.placeholders.iter().map(|v| ValueId(v.0 + values)));

        // Link the top block's ops after the block's last one.
        if let (Some(first), Some(appended_last)) = (top.first_op.expand(), top.last_op.expand()) {
            let (first, appended_last) = (OpId(first.0 + ops), OpId(appended_last.0 + ops));
            self.ops[first.index()].prev = last;
            match last.expand() {
                Some(last) => self.ops[last.index()].next = first,
                None => self.blocks[block.index()].first_op = first,
            }
            self.blocks[block.index()].last_op = appended_last;
        }
        Some(AppendedIds { ops, values })
    }
}
