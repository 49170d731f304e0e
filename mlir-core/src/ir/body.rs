//! The [`Body`] arena: the ops, blocks, regions, values and operand slots of
//! one isolated-from-above op (or of the root), minus the insides of nested
//! isolated ops, which own bodies of their own.
//!
//! Records are plain data addressed by `u32` ids; links between them are ids
//! with `NONE` for absence. Variable-length parts of an op (operands,
//! successors, regions, properties) are ranges into per-body pools, so an op
//! record stays small and a body clones with a few `memcpy`s.

use crate::context::builtin::attributes::Attribute;
use crate::context::builtin::location::Location;
use crate::context::builtin::types::Type;
use crate::context::registrations::OpName;
use crate::ir::entity::{BlockId, BlockSlot, BodyId, OpId, RegionId, SuccessorId, UseId, ValueId};

/// A range `[start, start + len)` into one of a body's pools.
#[derive(Copy, Clone, Default, PartialEq, Eq, Debug)]
pub(crate) struct PoolRange {
    pub start: u32,
    pub len: u32,
}

impl PoolRange {
    /// The range as `usize` bounds.
    #[inline]
    pub fn span(self) -> std::ops::Range<usize> {
        self.start as usize..(self.start + self.len) as usize
    }
}

/// Spacing of the order index: inserting between two ops halves the gap; when
/// no gap is left the block is renumbered.
pub(crate) const ORDER_STRIDE: u32 = 1 << 6;

/// The record of one operation.
///
/// For an isolated op this record (in the parent body) holds the list node,
/// operands, results and the child link; `loc`, `attrs`, `props` and
/// `regions` live in the child body's [`OpHeader`] and are unused here.
#[derive(Clone, Debug)]
pub(crate) struct OpRecord {
    pub name: OpName,
    pub loc: Location,
    /// The slot naming the op's block (`NONE` when detached); read it
    /// through [`Body::op_block`].
    pub block_slot: BlockSlot,
    pub prev: OpId,
    pub next: OpId,
    pub order: u32,
    pub operands: PoolRange,
    pub first_result: ValueId,
    pub num_results: u32,
    pub successors: PoolRange,
    pub regions: PoolRange,
    pub attrs: Attribute,
    pub props: PoolRange,
    pub child: BodyId,
}

// An op record fits in C++ MLIR's 72-byte `Operation` header (without its
// trailing storage); growing past it is a compile error, not a test failure.
const _: () = assert!(size_of::<OpRecord>() <= 72, "OpRecord outgrew MLIR's 72-byte op header");

/// The header of the isolated op that owns a body: what a pass anchored on
/// that op may change while its parent body is shared read-only.
#[derive(Clone, Debug)]
pub(crate) struct OpHeader {
    pub loc: Location,
    pub attrs: Attribute,
    pub props: Vec<Option<Attribute>>,
    pub regions: Vec<RegionId>,
}

/// How a value is defined.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum ValueDef {
    /// Result `index` of `op`.
    Result { op: OpId, index: u32 },
    /// Argument `index` of `block`.
    BlockArg { block: BlockId, index: u32 },
    /// A value the parser could not resolve inside this body: a forward
    /// reference not yet defined, or a name defined outside an isolation
    /// boundary (which the verifier reports).
    Placeholder,
}

/// The record of one value.
#[derive(Clone, Debug)]
pub(crate) struct ValueRecord {
    pub ty: Type,
    pub def: ValueDef,
    pub first_use: UseId,
    /// Location of a block argument (unused for results).
    pub loc: Option<Location>,
}

/// One operand slot: the used value and its place in that value's use list.
#[derive(Clone, Debug)]
pub(crate) struct UseRecord {
    pub value: ValueId,
    pub owner: OpId,
    pub prev: UseId,
    pub next: UseId,
}

/// One successor slot: the destination block and its place in that block's
/// list of predecessor slots, so that a block finds the branches to it
/// without scanning its region.
#[derive(Copy, Clone, Debug)]
pub(crate) struct SuccessorRecord {
    pub block: BlockId,
    pub owner: OpId,
    pub prev: SuccessorId,
    pub next: SuccessorId,
}

/// The record of one block.
#[derive(Clone, Debug)]
pub(crate) struct BlockRecord {
    pub region: RegionId,
    /// The slot every op of this block records; `block_slots[slot]` is
    /// this block.
    pub slot: BlockSlot,
    pub prev: BlockId,
    pub next: BlockId,
    pub first_op: OpId,
    pub last_op: OpId,
    /// The head of the list of successor slots naming this block.
    pub first_pred: SuccessorId,
    pub args: Vec<ValueId>,
}

/// The record of one region.
#[derive(Clone, Debug)]
pub(crate) struct RegionRecord {
    /// The op owning the region; `NONE` for the regions of the body's own
    /// header (their owner is the isolated op in the parent body) and for
    /// the root region and detached regions.
    pub owner: OpId,
    pub first_block: BlockId,
    pub last_block: BlockId,
}

/// Items to make room for in each pool of a body ([`Body::reserve_room`]).
#[derive(Clone, Copy, Default, Debug)]
pub(crate) struct PoolRoom {
    pub ops: usize,
    pub values: usize,
    pub uses: usize,
    pub blocks: usize,
    pub regions: usize,
    pub successors: usize,
    pub region_pool: usize,
    pub props: usize,
}

/// An arena holding the IR of one isolated-from-above op (or the root).
#[derive(Clone, Debug)]
pub struct Body {
    pub(crate) id: BodyId,
    /// The isolated op owning this body, in its parent body.
    pub(crate) parent: Option<(BodyId, OpId)>,
    pub(crate) header: Option<OpHeader>,
    pub(crate) ops: Vec<OpRecord>,
    pub(crate) blocks: Vec<BlockRecord>,
    /// Which block each [`BlockSlot`] names.
    pub(crate) block_slots: Vec<BlockId>,
    pub(crate) regions: Vec<RegionRecord>,
    pub(crate) values: Vec<ValueRecord>,
    pub(crate) uses: Vec<UseRecord>,
    pub(crate) successor_pool: Vec<SuccessorRecord>,
    pub(crate) region_pool: Vec<RegionId>,
    pub(crate) prop_pool: Vec<Option<Attribute>>,
    /// Ids of ops that were erased; their records are kept (never reused)
    /// so that a stale handle is detected instead of aliasing a new op.
    pub(crate) erased: Vec<bool>,
    /// The values made as placeholders (the parser's forward and
    /// cross-isolation references, a copy's operands before remapping):
    /// the isolation check asks these for uses instead of walking every op.
    pub(crate) placeholders: Vec<ValueId>,
    /// Whether [`Body::compact`] made the pools exact: ops added later (a
    /// pass's) then grow them by a quarter, not by doubling.
    compacted: bool,
}

impl Body {
    /// Bytes of the list of placeholder values (for the memory report).
    pub(crate) fn placeholder_bytes(&self) -> usize {
        self.placeholders.capacity() * size_of::<ValueId>()
    }

    /// An empty body with id `id`.
    pub(crate) fn new(id: BodyId) -> Body {
        Body {
            id,
            parent: None,
            header: None,
            ops: Vec::new(),
            blocks: Vec::new(),
            block_slots: Vec::new(),
            regions: Vec::new(),
            values: Vec::new(),
            uses: Vec::new(),
            successor_pool: Vec::new(),
            region_pool: Vec::new(),
            prop_pool: Vec::new(),
            erased: Vec::new(),
            placeholders: Vec::new(),
            compacted: false,
        }
    }

    /// This body's id.
    pub fn id(&self) -> BodyId {
        self.id
    }

    /// Number of value records in this body.
    pub fn num_values(&self) -> usize {
        self.values.len()
    }

    /// Number of op records (live and erased) in this body.
    pub fn op_capacity(&self) -> usize {
        self.ops.len()
    }

    #[inline]
    pub(crate) fn op(&self, id: OpId) -> &OpRecord {
        debug_assert!(!self.erased[id.index()], "use of an erased op");
        &self.ops[id.index()]
    }

    #[inline]
    pub(crate) fn op_mut(&mut self, id: OpId) -> &mut OpRecord {
        &mut self.ops[id.index()]
    }

    #[inline]
    pub(crate) fn value(&self, id: ValueId) -> &ValueRecord {
        &self.values[id.index()]
    }

    /// The block holding op `id` (`NONE` when detached).
    #[inline]
    pub(crate) fn op_block(&self, id: OpId) -> BlockId {
        self.ops[id.index()]
            .block_slot
            .expand()
            .map_or(BlockId::NONE, |s| self.block_slots[s.index()])
    }

    #[inline]
    pub(crate) fn block(&self, id: BlockId) -> &BlockRecord {
        &self.blocks[id.index()]
    }

    #[inline]
    pub(crate) fn region(&self, id: RegionId) -> &RegionRecord {
        &self.regions[id.index()]
    }

    /// Allocates a new region record owned by `owner`.
    pub(crate) fn new_region(&mut self, owner: OpId) -> RegionId {
        let id = RegionId::from_index(self.regions.len());
        self.regions.push(RegionRecord {
            owner,
            first_block: BlockId::NONE,
            last_block: BlockId::NONE,
        });
        id
    }

    /// Allocates a new detached block.
    pub(crate) fn new_block(&mut self) -> BlockId {
        let id = BlockId::from_index(self.blocks.len());
        let slot = BlockSlot::from_index(self.block_slots.len());
        self.block_slots.push(id);
        self.blocks.push(BlockRecord {
            region: RegionId::NONE,
            slot,
            prev: BlockId::NONE,
            next: BlockId::NONE,
            first_op: OpId::NONE,
            last_op: OpId::NONE,
            first_pred: SuccessorId::NONE,
            args: Vec::new(),
        });
        id
    }

    /// Allocates a value record.
    pub(crate) fn new_value(&mut self, ty: Type, def: ValueDef, loc: Option<Location>) -> ValueId {
        let id = ValueId::from_index(self.values.len());
        if def == ValueDef::Placeholder {
            self.placeholders.push(id);
        }
        self.values.push(ValueRecord { ty, def, first_use: UseId::NONE, loc });
        id
    }

    /// Whether some op of this body uses a placeholder: a value the parser
    /// left unresolved, which can only come from outside an isolation
    /// boundary once parsing has succeeded.
    pub(crate) fn uses_a_placeholder(&self) -> bool {
        self.placeholders.iter().any(|v| {
            let value = &self.values[v.index()];
            value.def == ValueDef::Placeholder && !value.first_use.is_none()
        })
    }

    /// Appends a use of `value` by `owner` to the operand pool (not linked).
    pub(crate) fn push_use_slot(&mut self, value: ValueId, owner: OpId) -> UseId {
        let id = UseId::from_index(self.uses.len());
        self.uses.push(UseRecord { value, owner, prev: UseId::NONE, next: UseId::NONE });
        id
    }

    /// Links use slot `u` at the head of its value's use list.
    pub(crate) fn link_use(&mut self, u: UseId) {
        let value = self.uses[u.index()].value;
        let head = self.values[value.index()].first_use;
        self.uses[u.index()].prev = UseId::NONE;
        self.uses[u.index()].next = head;
        if !head.is_none() {
            self.uses[head.index()].prev = u;
        }
        self.values[value.index()].first_use = u;
    }

    /// Unlinks use slot `u` from its value's use list; a slot already
    /// unlinked (its uses dropped before its op is erased) is left alone.
    pub(crate) fn unlink_use(&mut self, u: UseId) {
        let UseRecord { value, prev, next, .. } = self.uses[u.index()].clone();
        if prev.is_none() && self.values[value.index()].first_use != u {
            return;
        }
        if prev.is_none() {
            self.values[value.index()].first_use = next;
        } else {
            self.uses[prev.index()].next = next;
        }
        if !next.is_none() {
            self.uses[next.index()].prev = prev;
        }
        self.uses[u.index()].prev = UseId::NONE;
        self.uses[u.index()].next = UseId::NONE;
    }

    /// Appends successor slots of `owner` naming `blocks`, each linked
    /// into its block's list; returns their range.
    pub(crate) fn push_successors(&mut self, owner: OpId, blocks: &[BlockId]) -> PoolRange {
        let start = u32::try_from(self.successor_pool.len()).expect("pool exceeds u32 indices");
        for &block in blocks {
            let s = SuccessorId::from_index(self.successor_pool.len());
            let none = SuccessorId::NONE;
            self.successor_pool.push(SuccessorRecord { block, owner, prev: none, next: none });
            self.link_successor(s);
        }
        PoolRange { start, len: blocks.len() as u32 }
    }

    /// Links successor slot `s` at the head of its block's list (the most
    /// recent branch first, as MLIR's use lists).
    pub(crate) fn link_successor(&mut self, s: SuccessorId) {
        let block = self.successor_pool[s.index()].block;
        let head = self.blocks[block.index()].first_pred;
        self.successor_pool[s.index()].prev = SuccessorId::NONE;
        self.successor_pool[s.index()].next = head;
        if !head.is_none() {
            self.successor_pool[head.index()].prev = s;
        }
        self.blocks[block.index()].first_pred = s;
    }

    /// Unlinks successor slot `s` from its block's list.
    pub(crate) fn unlink_successor(&mut self, s: SuccessorId) {
        let SuccessorRecord { block, prev, next, .. } = self.successor_pool[s.index()];
        if prev.is_none() {
            self.blocks[block.index()].first_pred = next;
        } else {
            self.successor_pool[prev.index()].next = next;
        }
        if !next.is_none() {
            self.successor_pool[next.index()].prev = prev;
        }
        self.successor_pool[s.index()].prev = SuccessorId::NONE;
        self.successor_pool[s.index()].next = SuccessorId::NONE;
    }

    /// Gives back the spare capacity of this body's pools once it is
    /// complete (the parser calls it when an isolated op's regions are
    /// done). A `Vec` grows by doubling, so a body of 274 ops holds room for
    /// 512; with thousands of functions that slack was a fifth of the IR's
    /// memory. Each pool holding more than an eighth past its
    /// [`size_class_capacity`] is copied into an allocation of that
    /// capacity: shrinking in place (`shrink_to_fit`) is not enough, as
    /// allocators keep a block that shrinks by less than half.
    pub(crate) fn compact(&mut self) {
        fn to_class<T>(pool: &mut Vec<T>) {
            // A pool within an eighth of its class stays: copying a large
            // pool holds the old and the new copy at once.
            let capacity = size_class_capacity::<T>(pool.len());
            if pool.capacity().saturating_sub(capacity) > pool.len() / 8 {
                let mut fresh = Vec::with_capacity(capacity);
                fresh.append(pool);
                *pool = fresh;
            }
        }
        to_class(&mut self.ops);
        to_class(&mut self.blocks);
        to_class(&mut self.regions);
        to_class(&mut self.values);
        to_class(&mut self.uses);
        to_class(&mut self.successor_pool);
        to_class(&mut self.region_pool);
        to_class(&mut self.prop_pool);
        to_class(&mut self.erased);
        self.compacted = true;
    }

    /// Records that the pools were just made exact (by a compaction that
    /// rebuilt them): ops added later grow them by a quarter.
    pub(crate) fn mark_compacted(&mut self) {
        self.compacted = true;
    }

    /// Makes room for about `more_ops` more ops, each pool in the
    /// proportion it has to the ops so far. A parser that finds a body
    /// large calls it once with what the rest of its text may hold: growing
    /// a pool of hundreds of megabytes by doubling copies it, and for that
    /// moment holds the old and the new pool together; room reserved ahead
    /// is only address space until it is written.
    pub(crate) fn presize(&mut self, more_ops: usize) {
        let ops = self.ops.len().max(1);
        let room = |len: usize| len.saturating_mul(more_ops) / ops;
        self.reserve_room(&PoolRoom {
            ops: more_ops,
            values: room(self.values.len()),
            uses: room(self.uses.len()),
            successors: room(self.successor_pool.len()),
            region_pool: room(self.region_pool.len()),
            props: room(self.prop_pool.len()),
            ..PoolRoom::default()
        });
    }

    /// Reserves exactly `room` more items in each pool.
    pub(crate) fn reserve_room(&mut self, room: &PoolRoom) {
        self.ops.reserve_exact(room.ops);
        self.erased.reserve_exact(room.ops);
        self.values.reserve_exact(room.values);
        self.uses.reserve_exact(room.uses);
        self.blocks.reserve_exact(room.blocks);
        self.block_slots.reserve_exact(room.blocks);
        self.regions.reserve_exact(room.regions);
        self.successor_pool.reserve_exact(room.successors);
        self.region_pool.reserve_exact(room.region_pool);
        self.prop_pool.reserve_exact(room.props);
    }

    /// Makes room for one more op with these counts of operands, results,
    /// successors, regions and property slots. In a compacted body a full
    /// pool grows to the size class past a quarter more: a pass that adds a
    /// few ops to every function of a module (folded constants) copies each
    /// pool into about 1.25 times its size instead of twice, and the block
    /// it leaves is of a class other bodies grow into. Elsewhere pools
    /// double as usual.
    pub(crate) fn make_room_for_op(&mut self, counts: [usize; 5]) {
        fn room<T>(pool: &mut Vec<T>, extra: usize) {
            let len = pool.len();
            if pool.capacity() - len < extra {
                let wanted = size_class_capacity::<T>(len + (len / 4).max(extra).max(4));
                pool.reserve_exact(wanted - len);
            }
        }
        if !self.compacted {
            return;
        }
        let [operands, results, successors, regions, props] = counts;
        room(&mut self.ops, 1);
        room(&mut self.erased, 1);
        room(&mut self.uses, operands);
        room(&mut self.values, results);
        room(&mut self.successor_pool, successors);
        room(&mut self.region_pool, regions);
        room(&mut self.prop_pool, props);
    }

    /// Allocates a pool range holding `items`.
    pub(crate) fn alloc_range<T: Copy>(pool: &mut Vec<T>, items: &[T]) -> PoolRange {
        let start = u32::try_from(pool.len()).expect("pool exceeds u32 indices");
        pool.extend_from_slice(items);
        PoolRange { start, len: items.len() as u32 }
    }

    /// The regions of `op` (its own record, or this body's header for the
    /// isolated op that owns this body when `op` is `None`).
    pub(crate) fn region_ids(&self, rec: &OpRecord) -> &[RegionId] {
        &self.region_pool[rec.regions.span()]
    }
}

/// The capacity, at least `len`, that fills a whole block of the size
/// class an allocator serves `len` items of `T` from. Allocators of small
/// and medium blocks (mimalloc, jemalloc, glibc's bins) round a request up
/// to classes of four steps per doubling (1, 1.25, 1.5 and 1.75 times a
/// power of two), so a pool of that capacity costs no more than an exact
/// one, and the few ops a pass adds to a compacted body fit in the
/// rounding instead of moving the pool. Past 1 MiB, where blocks come from
/// the system page by page, the capacity is `len` rounded to a page.
pub(crate) fn size_class_capacity<T>(len: usize) -> usize {
    let item = size_of::<T>().max(1);
    let bytes = len.saturating_mul(item);
    let class = if bytes <= 64 {
        bytes.next_multiple_of(8)
    } else if bytes > 1 << 20 {
        bytes.next_multiple_of(4096)
    } else {
        // Four classes per doubling: the step is a quarter of the power
        // of two at or below the request.
        let step = (1usize << (usize::BITS - 1 - bytes.leading_zeros())) / 4;
        bytes.next_multiple_of(step)
    };
    (class / item).max(len)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compact_returns_spare_capacity() {
        let mut body = Body::new(BodyId::from_index(0));
        for _ in 0..300 {
            body.erased.push(false);
            body.successor_pool.push(SuccessorRecord {
                block: BlockId::NONE,
                owner: OpId::NONE,
                prev: SuccessorId::NONE,
                next: SuccessorId::NONE,
            });
        }
        body.region_pool.reserve_exact(10);
        body.region_pool.push(RegionId::NONE);
        for _ in 0..9 {
            body.region_pool.push(RegionId::NONE);
        }
        assert!(body.erased.capacity() > 300);
        body.compact();
        // 300 bytes lie in the class of 320 (256 and four steps of 64).
        assert_eq!(body.erased.capacity(), 320);
        let successors = size_class_capacity::<SuccessorRecord>(300);
        assert_eq!(body.successor_pool.capacity(), successors);
        assert!(
            successors * size_of::<SuccessorRecord>() <= 300 * size_of::<SuccessorRecord>() * 5 / 4
        );
        assert_eq!(body.successor_pool.len(), 300);
        assert_eq!(body.region_pool.capacity(), 10);
    }

    #[test]
    fn size_classes_step_by_a_quarter_of_a_power_of_two() {
        assert_eq!(size_class_capacity::<u8>(0), 0);
        assert_eq!(size_class_capacity::<u8>(1), 8);
        assert_eq!(size_class_capacity::<u8>(64), 64);
        assert_eq!(size_class_capacity::<u8>(65), 80);
        assert_eq!(size_class_capacity::<u8>(4096), 4096);
        assert_eq!(size_class_capacity::<u8>(4097), 5120);
        assert_eq!(size_class_capacity::<u8>(6800), 7168);
        // Items that do not divide the class: the capacity stays within it.
        assert_eq!(size_class_capacity::<[u8; 24]>(100), 106);
        assert_eq!(size_class_capacity::<u8>((1 << 20) + 1), (1 << 20) + 4096);
    }

    #[test]
    fn presize_reserves_each_pool_in_proportion() {
        use crate::context::Context;
        use crate::ir::{Ir, OperationState};
        use std::sync::Arc;
        let ctx = Arc::new(Context::new());
        let mut ir = Ir::new(ctx.clone());
        let root = ir.root_body();
        let loc = ctx.unknown_loc();
        // Ten ops of one result and two operands each.
        let mut prev = None;
        for _ in 0..10 {
            let mut state = OperationState::new(ctx.op_name("t.op"), loc);
            state.result_types.push(ctx.index_type());
            if let Some(v) = prev {
                state.operands.extend([v, v]);
            }
            let op = ir.create_op(root, state);
            prev = Some(op.result(&ir, 0));
        }
        let body = ir.body_mut(root);
        let (values, uses) = (body.values.len(), body.uses.len());
        body.presize(1000);
        assert!(body.ops.capacity() >= 1010);
        assert!(body.values.capacity() >= values + 1000, "one result an op");
        assert!(body.uses.capacity() >= uses + uses * 100, "two operands an op (but the first)");
        assert!(body.successor_pool.capacity() < 100, "no op has successors");
    }

    #[test]
    fn small_records_stay_small() {
        assert!(size_of::<UseRecord>() <= 16);
        assert!(size_of::<ValueRecord>() <= 32);
    }
}
