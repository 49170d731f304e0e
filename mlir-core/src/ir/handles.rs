//! The public handles: [`Op`], [`Value`], [`Block`], [`Region`] and
//! [`Use`]. Each is 8 bytes and `Copy`: the id of its body plus the id of
//! the entity inside it. Accessors take the [`IrView`] and check the body on
//! every access.

use crate::context::builtin::attributes::{Attribute, NamedAttr};
use crate::context::builtin::location::Location;
use crate::context::builtin::types::Type;
use crate::context::registrations::OpName;
use crate::ir::body::{Body, OpHeader, OpRecord, ValueDef};
use crate::ir::entity::{BlockId, BodyId, OpId, RegionId, UseId, ValueId};
use crate::ir::view::IrView;

/// An operation.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Op {
    /// The body holding the op's record.
    pub body: BodyId,
    /// The op inside that body.
    pub id: OpId,
}

/// An SSA value: an op result, a block argument, or a parser placeholder.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Value {
    /// The body holding the value.
    pub body: BodyId,
    /// The value inside that body.
    pub id: ValueId,
}

/// A block.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Block {
    /// The body holding the block.
    pub body: BodyId,
    /// The block inside that body.
    pub id: BlockId,
}

/// A region.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Region {
    /// The body holding the region.
    pub body: BodyId,
    /// The region inside that body.
    pub id: RegionId,
}

/// One use of a value: an operand slot of some op.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Use {
    /// The body holding the operand slot.
    pub body: BodyId,
    /// The slot.
    pub id: UseId,
}

/// What defines a value.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ValueOwner {
    /// Result `index` of an op.
    Result(Op, u32),
    /// Argument `index` of a block.
    BlockArg(Block, u32),
    /// A placeholder left by the parser (unresolved or defined across an
    /// isolation boundary).
    Placeholder,
}

impl Op {
    #[inline]
    fn rec(self, ir: &IrView) -> &OpRecord {
        self.rec_in(ir.body(self.body))
    }

    /// The op's record in `body`, its own body already looked up.
    #[inline]
    fn rec_in(self, body: &Body) -> &OpRecord {
        assert!(
            self.id.index() < body.ops.len() && !body.erased[self.id.index()],
            "handle of an erased or foreign op"
        );
        &body.ops[self.id.index()]
    }

    /// The op's header when it is isolated (in its child body), else its
    /// record: where its location, attributes and properties are.
    #[inline]
    fn header_or_record(self, ir: &IrView) -> Result<&OpHeader, (&Body, &OpRecord)> {
        let body = ir.body(self.body);
        let rec = self.rec_in(body);
        match rec.child.expand() {
            Some(child) => Ok(ir.body(child).header.as_ref().expect("isolated op header")),
            None => Err((body, rec)),
        }
    }

    /// The op's name.
    #[inline]
    pub fn name(self, ir: &IrView) -> OpName {
        self.rec(ir).name
    }

    /// The op's location.
    pub fn loc(self, ir: &IrView) -> Location {
        match self.header_or_record(ir) {
            Ok(header) => header.loc,
            Err((_, rec)) => rec.loc,
        }
    }

    /// The discardable attribute dictionary.
    pub fn attr_dict(self, ir: &IrView) -> Attribute {
        match self.header_or_record(ir) {
            Ok(header) => header.attrs,
            Err((_, rec)) => rec.attrs,
        }
    }

    /// The discardable attributes, sorted by name.
    pub fn attrs(self, ir: &IrView) -> &[NamedAttr] {
        let dict = self.attr_dict(ir);
        dict.as_dictionary(ir.ctx()).unwrap_or(&[])
    }

    /// A discardable attribute by name.
    pub fn attr(self, ir: &IrView, name: &str) -> Option<Attribute> {
        let ctx = ir.ctx();
        self.attrs(ir).iter().find(|a| a.name.as_str(ctx) == name).map(|a| a.value)
    }

    /// An attribute by name, inherent first (MLIR's `getAttr`): a property
    /// slot of a registered op, an entry of an unregistered op's property
    /// dictionary, then the discardable dictionary.
    pub fn get_attr(self, ir: &IrView, name: &str) -> Option<Attribute> {
        self.inherent_attr(ir, name).or_else(|| self.attr(ir, name))
    }

    /// An inherent attribute (property) by name.
    pub fn inherent_attr(self, ir: &IrView, name: &str) -> Option<Attribute> {
        let ctx = ir.ctx();
        match self.name(ir).registered(ctx) {
            Some(entry) => {
                let slot = entry.property_names.iter().position(|p| *p == name)?;
                self.props(ir).get(slot).copied().flatten()
            }
            None => {
                let dict = self.props(ir).first().copied().flatten()?;
                let entries = dict.as_dictionary(ctx)?;
                entries.iter().find(|a| a.name.as_str(ctx) == name).map(|a| a.value)
            }
        }
    }

    /// The property slots (for an unregistered op: at most one dictionary).
    pub fn props(self, ir: &IrView) -> &[Option<Attribute>] {
        match self.header_or_record(ir) {
            Ok(header) => &header.props,
            Err((body, rec)) => &body.prop_pool[rec.props.span()],
        }
    }

    /// The body this op owns, when it is isolated from above.
    pub fn child_body(self, ir: &IrView) -> Option<BodyId> {
        self.rec(ir).child.expand()
    }

    /// The operand values.
    pub fn operands(self, ir: &IrView) -> impl ExactSizeIterator<Item = Value> + '_ {
        let body = ir.body(self.body);
        let range = self.rec(ir).operands.span();
        body.uses[range].iter().map(move |u| Value { body: self.body, id: u.value })
    }

    /// Number of operands.
    pub fn num_operands(self, ir: &IrView) -> usize {
        self.rec(ir).operands.len as usize
    }

    /// Operand `index`.
    pub fn operand(self, ir: &IrView, index: usize) -> Value {
        let rec = self.rec(ir);
        assert!(index < rec.operands.len as usize, "operand index out of range");
        let u = &ir.body(self.body).uses[rec.operands.start as usize + index];
        Value { body: self.body, id: u.value }
    }

    /// The operand slots, as uses.
    pub fn operand_uses(self, ir: &IrView) -> impl ExactSizeIterator<Item = Use> + use<> {
        let range = self.rec(ir).operands.span();
        let body = self.body;
        range.map(move |i| Use { body, id: UseId::from_index(i) })
    }

    /// The results.
    pub fn results(self, ir: &IrView) -> impl ExactSizeIterator<Item = Value> + use<> {
        let rec = self.rec(ir);
        let (first, n, body) = (rec.first_result.0, rec.num_results, self.body);
        (first..first + n).map(move |i| Value { body, id: ValueId(i) })
    }

    /// Number of results.
    pub fn num_results(self, ir: &IrView) -> usize {
        self.rec(ir).num_results as usize
    }

    /// Result `index`.
    pub fn result(self, ir: &IrView, index: usize) -> Value {
        let rec = self.rec(ir);
        assert!(index < rec.num_results as usize, "result index out of range");
        Value { body: self.body, id: ValueId(rec.first_result.0 + index as u32) }
    }

    /// The successor blocks.
    pub fn successors(self, ir: &IrView) -> impl ExactSizeIterator<Item = Block> + '_ {
        let rec = self.rec(ir);
        let body = ir.body(self.body);
        body.successor_pool[rec.successors.span()]
            .iter()
            .map(move |s| Block { body: self.body, id: s.block })
    }

    /// Successor `index`. Panics when out of range.
    pub fn successor(self, ir: &IrView, index: usize) -> Block {
        let rec = self.rec(ir);
        let body = ir.body(self.body);
        Block { body: self.body, id: body.successor_pool[rec.successors.span()][index].block }
    }

    /// Number of successors.
    pub fn num_successors(self, ir: &IrView) -> usize {
        self.rec(ir).successors.len as usize
    }

    /// The regions (in the child body when the op is isolated).
    pub fn regions(self, ir: &IrView) -> impl ExactSizeIterator<Item = Region> + '_ {
        let body = ir.body(self.body);
        let rec = self.rec_in(body);
        let (body_id, ids): (BodyId, &[RegionId]) = match rec.child.expand() {
            Some(child) => {
                (child, &ir.body(child).header.as_ref().expect("isolated op header").regions)
            }
            None => (self.body, body.region_ids(rec)),
        };
        ids.iter().map(move |&id| Region { body: body_id, id })
    }

    /// Number of regions.
    pub fn num_regions(self, ir: &IrView) -> usize {
        let rec = self.rec(ir);
        match rec.child.expand() {
            Some(_) => self.regions(ir).len(),
            None => rec.regions.len as usize,
        }
    }

    /// Region `index`.
    pub fn region(self, ir: &IrView, index: usize) -> Region {
        self.regions(ir).nth(index).expect("region index out of range")
    }

    /// The block containing this op, if attached.
    pub fn block(self, ir: &IrView) -> Option<Block> {
        ir.body(self.body).op_block(self.id).expand().map(|id| Block { body: self.body, id })
    }

    /// The op whose region contains this op (crossing into the parent body
    /// at a body's root).
    pub fn parent_op(self, ir: &IrView) -> Option<Op> {
        self.block(ir)?.parent_op(ir)
    }

    /// The next op in the block.
    pub fn next(self, ir: &IrView) -> Option<Op> {
        self.rec(ir).next.expand().map(|id| Op { body: self.body, id })
    }

    /// The previous op in the block.
    pub fn prev(self, ir: &IrView) -> Option<Op> {
        self.rec(ir).prev.expand().map(|id| Op { body: self.body, id })
    }

    /// Whether this op comes before `other` in the same block (O(1)).
    pub fn is_before_in_block(self, ir: &IrView, other: Op) -> bool {
        assert_eq!(self.body, other.body, "ops of different bodies");
        let (a, b) = (self.rec(ir), other.rec(ir));
        assert_eq!(a.block_slot, b.block_slot, "ops of different blocks");
        a.order < b.order
    }

    /// Whether the op has been erased (stale handle). An op of a body that
    /// was dropped (nested in an erased isolated op) counts as erased.
    pub fn is_erased(self, ir: &IrView) -> bool {
        if !ir.has_body(self.body) {
            return true;
        }
        ir.body(self.body).erased.get(self.id.index()).copied().unwrap_or(true)
    }
}

impl Value {
    /// The value's type.
    #[inline]
    pub fn ty(self, ir: &IrView) -> Type {
        ir.body(self.body).value(self.id).ty
    }

    /// What defines the value.
    pub fn owner(self, ir: &IrView) -> ValueOwner {
        match ir.body(self.body).value(self.id).def {
            ValueDef::Result { op, index } => {
                ValueOwner::Result(Op { body: self.body, id: op }, index)
            }
            ValueDef::BlockArg { block, index } => {
                ValueOwner::BlockArg(Block { body: self.body, id: block }, index)
            }
            ValueDef::Placeholder => ValueOwner::Placeholder,
        }
    }

    /// The defining op of a result.
    pub fn defining_op(self, ir: &IrView) -> Option<Op> {
        match self.owner(ir) {
            ValueOwner::Result(op, _) => Some(op),
            _ => None,
        }
    }

    /// The location of a block argument.
    pub fn arg_loc(self, ir: &IrView) -> Option<Location> {
        ir.body(self.body).value(self.id).loc
    }

    /// The uses of this value (most recent first).
    pub fn uses(self, ir: &IrView) -> UseIter<'_> {
        let body = ir.body(self.body);
        UseIter { body, next: body.value(self.id).first_use }
    }

    /// Whether the value has no use.
    pub fn use_empty(self, ir: &IrView) -> bool {
        ir.body(self.body).value(self.id).first_use.is_none()
    }

    /// Whether the value has exactly one use.
    pub fn has_one_use(self, ir: &IrView) -> bool {
        let body = ir.body(self.body);
        let first = body.value(self.id).first_use;
        !first.is_none() && body.uses[first.index()].next.is_none()
    }
}

/// Iterator over the uses of a value.
pub struct UseIter<'a> {
    body: &'a Body,
    next: UseId,
}

impl Iterator for UseIter<'_> {
    type Item = Use;
    fn next(&mut self) -> Option<Use> {
        let cur = self.next.expand()?;
        self.next = self.body.uses[cur.index()].next;
        Some(Use { body: self.body.id, id: cur })
    }
}

impl Use {
    /// The op owning this operand slot.
    pub fn owner(self, ir: &IrView) -> Op {
        Op { body: self.body, id: ir.body(self.body).uses[self.id.index()].owner }
    }

    /// The value used.
    pub fn value(self, ir: &IrView) -> Value {
        Value { body: self.body, id: ir.body(self.body).uses[self.id.index()].value }
    }

    /// The operand index of this slot in its owner.
    pub fn operand_index(self, ir: &IrView) -> usize {
        let owner = self.owner(ir);
        let start = ir.body(self.body).op(owner.id).operands.start;
        (self.id.0 - start) as usize
    }
}

impl Block {
    /// The ops of the block, in order.
    pub fn ops(self, ir: &IrView) -> OpIter<'_> {
        let body = ir.body(self.body);
        OpIter { body, next: body.block(self.id).first_op, back: body.block(self.id).last_op }
    }

    /// The first op.
    pub fn first_op(self, ir: &IrView) -> Option<Op> {
        ir.body(self.body).block(self.id).first_op.expand().map(|id| Op { body: self.body, id })
    }

    /// The last op (the terminator, when the block has one).
    pub fn last_op(self, ir: &IrView) -> Option<Op> {
        ir.body(self.body).block(self.id).last_op.expand().map(|id| Op { body: self.body, id })
    }

    /// The block arguments.
    pub fn args(self, ir: &IrView) -> impl ExactSizeIterator<Item = Value> + '_ {
        let body = self.body;
        ir.body(self.body).block(self.id).args.iter().map(move |&id| Value { body, id })
    }

    /// Number of block arguments.
    pub fn num_args(self, ir: &IrView) -> usize {
        ir.body(self.body).block(self.id).args.len()
    }

    /// Block argument `index`.
    pub fn arg(self, ir: &IrView, index: usize) -> Value {
        Value { body: self.body, id: ir.body(self.body).block(self.id).args[index] }
    }

    /// The region containing the block, if attached.
    pub fn region(self, ir: &IrView) -> Option<Region> {
        ir.body(self.body).block(self.id).region.expand().map(|id| Region { body: self.body, id })
    }

    /// The op owning the block's region.
    pub fn parent_op(self, ir: &IrView) -> Option<Op> {
        self.region(ir)?.parent_op(ir)
    }

    /// The next block in the region.
    pub fn next(self, ir: &IrView) -> Option<Block> {
        ir.body(self.body).block(self.id).next.expand().map(|id| Block { body: self.body, id })
    }

    /// The previous block in the region.
    pub fn prev(self, ir: &IrView) -> Option<Block> {
        ir.body(self.body).block(self.id).prev.expand().map(|id| Block { body: self.body, id })
    }

    /// Whether the block has no ops.
    pub fn is_empty(self, ir: &IrView) -> bool {
        ir.body(self.body).block(self.id).first_op.is_none()
    }

    /// The position of the block in its region (`^bbN` prints this N).
    pub fn index_in_region(self, ir: &IrView) -> Option<usize> {
        self.region(ir)?.blocks(ir).position(|b| b == self)
    }

    /// The blocks whose ops branch to this block, one entry per branch, the
    /// most recently created branch first (MLIR's use-list order); a branch
    /// not in a block is left out. O(branches to this block): each block
    /// keeps the list of successor slots naming it.
    pub fn predecessors(self, ir: &IrView) -> Vec<Block> {
        let body = ir.body(self.body);
        let mut preds = Vec::new();
        let mut slot = body.block(self.id).first_pred;
        while let Some(s) = slot.expand() {
            let rec = &body.successor_pool[s.index()];
            if let Some(block) = body.op_block(rec.owner).expand() {
                preds.push(Block { body: self.body, id: block });
            }
            slot = rec.next;
        }
        preds
    }

    /// The branches to this block: each terminator and the index of the
    /// successor naming this block, in the order of
    /// [`Block::predecessors`].
    pub fn predecessor_edges(self, ir: &IrView) -> Vec<(Op, usize)> {
        let body = ir.body(self.body);
        let mut edges = Vec::new();
        let mut slot = body.block(self.id).first_pred;
        while let Some(s) = slot.expand() {
            let rec = &body.successor_pool[s.index()];
            let owner = body.op(rec.owner);
            if owner.block_slot.expand().is_some() {
                let index = s.index() - owner.successors.start as usize;
                edges.push((Op { body: self.body, id: rec.owner }, index));
            }
            slot = rec.next;
        }
        edges
    }

    /// The one block that branches to this block, when exactly one branch
    /// does (MLIR's `getSinglePredecessor`): O(1).
    pub fn single_predecessor(self, ir: &IrView) -> Option<Block> {
        let body = ir.body(self.body);
        let first = body.block(self.id).first_pred.expand()?;
        let rec = &body.successor_pool[first.index()];
        if !rec.next.is_none() {
            return None;
        }
        body.op_block(rec.owner).expand().map(|id| Block { body: self.body, id })
    }
}

/// Iterator over the ops of a block.
pub struct OpIter<'a> {
    body: &'a Body,
    next: OpId,
    back: OpId,
}

impl Iterator for OpIter<'_> {
    type Item = Op;
    fn next(&mut self) -> Option<Op> {
        let cur = self.next.expand()?;
        if cur == self.back {
            self.next = OpId::NONE;
            self.back = OpId::NONE;
        } else {
            self.next = self.body.ops[cur.index()].next;
        }
        Some(Op { body: self.body.id, id: cur })
    }
}

impl DoubleEndedIterator for OpIter<'_> {
    fn next_back(&mut self) -> Option<Op> {
        let cur = self.back.expand()?;
        if cur == self.next {
            self.next = OpId::NONE;
            self.back = OpId::NONE;
        } else {
            self.back = self.body.ops[cur.index()].prev;
        }
        Some(Op { body: self.body.id, id: cur })
    }
}

impl Region {
    /// The blocks of the region, in order.
    pub fn blocks(self, ir: &IrView) -> BlockIter<'_> {
        let body = ir.body(self.body);
        BlockIter { body, next: body.region(self.id).first_block }
    }

    /// The entry block.
    pub fn first_block(self, ir: &IrView) -> Option<Block> {
        ir.body(self.body)
            .region(self.id)
            .first_block
            .expand()
            .map(|id| Block { body: self.body, id })
    }

    /// Whether the region has no blocks.
    pub fn is_empty(self, ir: &IrView) -> bool {
        ir.body(self.body).region(self.id).first_block.is_none()
    }

    /// The op owning the region: an op of the same body, or the isolated op
    /// (in the parent body) whose header owns this body's regions.
    pub fn parent_op(self, ir: &IrView) -> Option<Op> {
        let body = ir.body(self.body);
        match body.region(self.id).owner.expand() {
            Some(op) => Some(Op { body: self.body, id: op }),
            None => {
                let (pbody, pop) = body.parent?;
                let header = body.header.as_ref()?;
                header.regions.contains(&self.id).then_some(Op { body: pbody, id: pop })
            }
        }
    }

    /// The position of this region among its owner's regions.
    pub fn index_in_parent(self, ir: &IrView) -> Option<usize> {
        let op = self.parent_op(ir)?;
        op.regions(ir).position(|r| r == self)
    }
}

/// Iterator over the blocks of a region.
pub struct BlockIter<'a> {
    body: &'a Body,
    next: BlockId,
}

impl Iterator for BlockIter<'_> {
    type Item = Block;
    fn next(&mut self) -> Option<Block> {
        let cur = self.next.expand()?;
        self.next = self.body.blocks[cur.index()].next;
        Some(Block { body: self.body.id, id: cur })
    }
}
