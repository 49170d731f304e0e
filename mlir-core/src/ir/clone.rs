//! Cloning ops and regions. A non-isolated op is copied node by node inside
//! its body; the body of an isolated op is copied as a whole arena (ids
//! inside stay the same; nested bodies get new [`BodyId`]s). Nothing here
//! recurses on nesting depth.

use rustc_hash::FxHashMap;

use crate::builtin::attributes::Attribute;
use crate::ir::body::{Body, PoolRange};
use crate::ir::entity::{BodyId, OpId};
use crate::ir::handles::{Block, Op, Region, Value};
use crate::ir::mutate::OperationState;
use crate::ir::view::IrView;

/// The correspondence from original to cloned values and blocks.
#[derive(Default, Debug)]
pub struct IrMapping {
    values: FxHashMap<Value, Value>,
    blocks: FxHashMap<Block, Block>,
}

impl IrMapping {
    /// Records that `from` maps to `to`.
    pub fn map_value(&mut self, from: Value, to: Value) {
        self.values.insert(from, to);
    }

    /// The image of `v` (itself when unmapped).
    pub fn value(&self, v: Value) -> Value {
        self.values.get(&v).copied().unwrap_or(v)
    }

    /// The image of `b` (itself when unmapped).
    pub fn block(&self, b: Block) -> Block {
        self.blocks.get(&b).copied().unwrap_or(b)
    }

    /// Records that block `from` maps to `to`.
    pub fn map_block(&mut self, from: Block, to: Block) {
        self.blocks.insert(from, to);
    }
}

impl IrView {
    /// Clones `op` (with everything nested) as a detached op of the same
    /// body. Operands defined outside the clone stay; `mapping` receives the
    /// results, block arguments and blocks of the copy and may pre-map
    /// outside values.
    pub fn clone_op(&mut self, op: Op, mapping: &mut IrMapping) -> Op {
        let new = self.clone_op_shallow(op, mapping);
        let mut created = vec![new];
        let mut work: Vec<(Region, Region)> = Vec::new();
        if op.child_body(self).is_none() {
            work.extend(op.regions(self).zip(new.regions(self).collect::<Vec<_>>()));
        }
        self.clone_regions(work, mapping, &mut created);
        self.remap_operands_and_successors(&created, mapping);
        new
    }

    /// Clones the blocks of `src` to the end of `dest` (both in the same
    /// body), mapping through `mapping`.
    pub fn clone_region_into(&mut self, src: Region, dest: Region, mapping: &mut IrMapping) {
        assert_eq!(src.body, dest.body, "cloning a region into another body");
        let mut created = Vec::new();
        self.clone_regions(vec![(src, dest)], mapping, &mut created);
        self.remap_operands_and_successors(&created, mapping);
    }

    /// Clones the blocks of each `(src, dst)` region pair to the end of
    /// `dst`, and the regions nested in them, with a work list (no
    /// recursion). Every op created is pushed to `created`; its operands and
    /// successors still refer to the originals until
    /// [`IrView::remap_operands_and_successors`] runs, since they may name
    /// values and blocks cloned later (graph regions, block order).
    fn clone_regions(&mut self, mut work: Vec<(Region, Region)>, mapping: &mut IrMapping, created: &mut Vec<Op>) {
        while let Some((src, dst)) = work.pop() {
            let blocks: Vec<Block> = src.blocks(self).collect();
            for b in &blocks {
                let nb = self.create_block(dst.body);
                for a in b.args(self).collect::<Vec<_>>() {
                    let loc = a.arg_loc(self).unwrap_or_else(|| self.ctx().unknown_loc());
                    let na = self.add_block_arg(nb, a.ty(self), loc);
                    mapping.map_value(a, na);
                }
                self.append_block(dst, nb);
                mapping.map_block(*b, nb);
            }
            for b in blocks {
                let nb = mapping.block(b);
                for o in b.ops(self).collect::<Vec<_>>() {
                    let no = self.clone_op_shallow(o, mapping);
                    self.insert_op(no, crate::ir::InsertPoint::BlockEnd(nb));
                    created.push(no);
                    if o.child_body(self).is_none() {
                        work.extend(o.regions(self).zip(no.regions(self).collect::<Vec<_>>()));
                    }
                }
            }
        }
    }

    /// Points the operands and successors of `ops` at their images.
    fn remap_operands_and_successors(&mut self, ops: &[Op], mapping: &IrMapping) {
        for &o in ops {
            let operands: Vec<Value> = o.operands(self).map(|v| mapping.value(v)).collect();
            self.set_operands(o, &operands);
            let b = self.body_mut(o.body);
            let range: PoolRange = b.op(o.id).successors;
            for i in range.span() {
                let blk = Block { body: o.body, id: b.successor_pool[i] };
                b.successor_pool[i] = mapping.block(blk).id;
            }
        }
    }

    /// Copies one op record (operands unmapped, empty copies of its regions,
    /// or a copied child body for an isolated op) and maps its results.
    fn clone_op_shallow(&mut self, op: Op, mapping: &mut IrMapping) -> Op {
        let props: Vec<Option<Attribute>> = op.props(self).to_vec();
        let mut state = OperationState::new(op.name(self), op.loc(self));
        state.operands = op.operands(self).collect();
        state.result_types = op.results(self).map(|r| r.ty(self)).collect();
        state.successors = op.successors(self).collect();
        state.attrs = op.attrs(self).to_vec();
        state.props = props;
        let child = op.child_body(self);
        match child {
            Some(child) => {
                let copy = self.copy_body_tree(child);
                // Detach the copied header so create_op can adopt the body.
                let c = self.body_mut(copy);
                c.parent = None;
                let header_regions = c.header.take().map(|h| h.regions).unwrap_or_default();
                state.regions = header_regions.into_iter().map(|id| Region { body: copy, id }).collect();
                let new = self.create_op(op.body, state);
                if self.body(copy).header.is_none() {
                    // An isolated op without regions: create_op made a fresh body.
                    self.drop_body_tree(copy);
                }
                self.map_results(op, new, mapping);
                new
            }
            None => {
                state.num_new_regions = op.num_regions(self);
                let new = self.create_op(op.body, state);
                self.map_results(op, new, mapping);
                new
            }
        }
    }

    fn map_results(&self, op: Op, new: Op, mapping: &mut IrMapping) {
        for (a, b) in op.results(self).zip(new.results(self)) {
            mapping.map_value(a, b);
        }
    }

    /// Copies a body and all bodies nested below it; returns the copy's id.
    /// The copy keeps its header and parent link until the caller fixes them.
    pub(crate) fn copy_body_tree(&mut self, root: BodyId) -> BodyId {
        let new_root = self.copy_one_body(root);
        let mut work = vec![new_root];
        while let Some(b) = work.pop() {
            let children: Vec<(usize, BodyId)> = self
                .body(b)
                .ops
                .iter()
                .enumerate()
                .filter(|(i, r)| !r.child.is_none() && !self.body(b).erased[*i])
                .map(|(i, r)| (i, r.child))
                .collect();
            for (i, c) in children {
                let nc = self.copy_one_body(c);
                self.body_mut(nc).parent = Some((b, OpId::from_index(i)));
                self.body_mut(b).ops[i].child = nc;
                work.push(nc);
            }
        }
        new_root
    }

    fn copy_one_body(&mut self, id: BodyId) -> BodyId {
        let mut copy: Body = self.body(id).clone();
        let new_id = BodyId::from_index(self.bodies.len());
        copy.id = new_id;
        self.bodies.push(Some(Box::new(copy)));
        new_id
    }
}
