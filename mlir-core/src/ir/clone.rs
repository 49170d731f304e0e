//! Cloning ops and regions. A non-isolated op is copied node by node inside
//! its body; the body of an isolated op is copied as a whole arena (ids
//! inside stay the same; nested bodies get new [`BodyId`]s). Nothing here
//! recurses on nesting depth.
//!
//! `IrMapping` maps the values and blocks of the original to those of the
//! clone, also when cloning into another body. `relocate_op` moves an op across
//! bodies with such a remap; an isolated op keeps its body.

use rustc_hash::FxHashMap;

use crate::context::builtin::attributes::Attribute;
use crate::ir::body::{Body, PoolRange};
use crate::ir::entity::{BodyId, OpId, SuccessorId};
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
        self.clone_op_into(op, op.body, mapping)
    }

    /// Clones `op` as a detached op of `target` (any body). Every value the
    /// clone uses from outside `op` must be mapped in `mapping` to a value
    /// of `target` when the bodies differ: values never cross a body.
    pub fn clone_op_into(&mut self, op: Op, target: BodyId, mapping: &mut IrMapping) -> Op {
        let new = self.clone_op_shallow(op, target, mapping);
        let mut created = vec![(op, new)];
        let mut work: Vec<(Region, Region)> = Vec::new();
        if op.child_body(self).is_none() {
            work.extend(op.regions(self).zip(new.regions(self).collect::<Vec<_>>()));
        }
        self.clone_regions(work, mapping, &mut created);
        self.remap_operands_and_successors(&created, mapping);
        new
    }

    /// Clones the blocks of `src` to the end of `dest`, mapping through
    /// `mapping`. The regions may be in different bodies; then every value
    /// used from outside `src` must be mapped into `dest`'s body. A block
    /// argument already mapped is not copied (MLIR's `Region::cloneInto`).
    pub fn clone_region_into(&mut self, src: Region, dest: Region, mapping: &mut IrMapping) {
        let mut created = Vec::new();
        self.clone_regions(vec![(src, dest)], mapping, &mut created);
        self.remap_operands_and_successors(&created, mapping);
    }

    /// Moves `op` (with everything nested) to `point`, which may be in
    /// another body. Within a body this is [`IrView::move_op`] and the op
    /// keeps its handle. Across bodies the op's record is recreated in the
    /// target body: its handle and its results' handles change (the new op
    /// is returned and `mapping` maps old results to new ones). An isolated
    /// op keeps its child body, re-parented in O(1); a non-isolated op's
    /// subtree is copied. Values the op uses from outside must be mapped in
    /// `mapping`, and its results must be unused in the source body.
    pub fn relocate_op(
        &mut self,
        op: Op,
        point: crate::ir::InsertPoint,
        mapping: &mut IrMapping,
    ) -> Op {
        let target = point.block(self).body;
        if target == op.body {
            self.move_op(op, point);
            return op;
        }
        let new = match op.child_body(self) {
            Some(child) => {
                let mut state = OperationState::new(op.name(self), op.loc(self));
                state.result_types = op.results(self).map(|r| r.ty(self)).collect();
                state.operands = op.operands(self).map(|v| mapping.value(v)).collect();
                // Adopt the child body: detach it from the old record first.
                let header = self.body_mut(child).header.take();
                self.body_mut(child).parent = None;
                let regions = header.as_ref().map(|h| h.regions.clone()).unwrap_or_default();
                state.regions = regions.into_iter().map(|id| Region { body: child, id }).collect();
                state.props = header.as_ref().map(|h| h.props.clone()).unwrap_or_default();
                state.attrs = header
                    .as_ref()
                    .and_then(|h| h.attrs.as_dictionary(self.ctx()))
                    .map(<[_]>::to_vec)
                    .unwrap_or_default();
                let had_regions = !state.regions.is_empty();
                let new = self.create_op(target, state);
                if !had_regions {
                    // create_op made a fresh body; the old one (no regions) goes.
                    self.drop_body_tree(child);
                }
                // The old record no longer owns the body.
                self.body_mut(op.body).op_mut(op.id).child = BodyId::NONE;
                self.map_results(op, new, mapping);
                new
            }
            None => self.clone_op_into(op, target, mapping),
        };
        self.erase_op(op);
        self.insert_op(new, point);
        new
    }

    /// Clones the blocks of each `(src, dst)` region pair to the end of
    /// `dst`, and the regions nested in them, with a work list (no
    /// recursion). Every op created is pushed to `created`; its operands and
    /// successors still refer to the originals until
    /// [`IrView::remap_operands_and_successors`] runs, since they may name
    /// values and blocks cloned later (graph regions, block order).
    fn clone_regions(
        &mut self,
        mut work: Vec<(Region, Region)>,
        mapping: &mut IrMapping,
        created: &mut Vec<(Op, Op)>,
    ) {
        while let Some((src, dst)) = work.pop() {
            let blocks: Vec<Block> = src.blocks(self).collect();
            for b in &blocks {
                let nb = self.create_block(dst.body);
                for a in b.args(self).collect::<Vec<_>>() {
                    // An argument the caller mapped is dropped from the
                    // copy: its uses take the mapped value.
                    if mapping.values.contains_key(&a) {
                        continue;
                    }
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
                    let no = self.clone_op_shallow(o, nb.body, mapping);
                    self.insert_op(no, crate::ir::InsertPoint::BlockEnd(nb));
                    created.push((o, no));
                    if o.child_body(self).is_none() {
                        work.extend(o.regions(self).zip(no.regions(self).collect::<Vec<_>>()));
                    }
                }
            }
        }
    }

    /// Gives each clone the images of its original's operands and successors.
    fn remap_operands_and_successors(&mut self, pairs: &[(Op, Op)], mapping: &IrMapping) {
        for &(orig, new) in pairs {
            let operands: Vec<Value> = orig.operands(self).map(|v| mapping.value(v)).collect();
            assert!(
                operands.iter().all(|v| v.body == new.body),
                "a value used from outside the cloned op has no image in the target body"
            );
            self.set_operands(new, &operands);
            let succs: Vec<Block> = orig.successors(self).map(|b| mapping.block(b)).collect();
            assert!(
                succs.iter().all(|b| b.body == new.body),
                "a successor has no image in the target body"
            );
            let b = self.body_mut(new.body);
            let range: PoolRange = b.op(new.id).successors;
            for (i, s) in range.span().zip(succs) {
                let slot = SuccessorId::from_index(i);
                b.unlink_successor(slot);
                b.successor_pool[i].block = s.id;
                b.link_successor(slot);
            }
        }
    }

    /// Copies one op record (operands unmapped, empty copies of its regions,
    /// or a copied child body for an isolated op) and maps its results.
    fn clone_op_shallow(&mut self, op: Op, target: BodyId, mapping: &mut IrMapping) -> Op {
        let props: Vec<Option<Attribute>> = op.props(self).to_vec();
        let mut state = OperationState::new(op.name(self), op.loc(self));
        // Operands and successors are set by the remapping pass; placeholders
        // of the target body keep the counts until then.
        let num_operands = op.num_operands(self);
        state.result_types = op.results(self).map(|r| r.ty(self)).collect();
        let filler_block =
            if op.num_successors(self) > 0 { Some(self.create_block(target)) } else { None };
        state.successors = filler_block.map_or_else(Vec::new, |b| vec![b; op.num_successors(self)]);
        if num_operands > 0 {
            let types: Vec<_> = op.operands(self).map(|v| v.ty(self)).collect();
            let tb = self.body_mut(target);
            state.operands = types
                .into_iter()
                .map(|t| Value {
                    body: target,
                    id: tb.new_value(t, crate::ir::ValueDef::Placeholder, None),
                })
                .collect();
        }
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
                state.regions =
                    header_regions.into_iter().map(|id| Region { body: copy, id }).collect();
                let new = self.create_op(target, state);
                if self.body(copy).header.is_none() {
                    // An isolated op without regions: create_op made a fresh body.
                    self.drop_body_tree(copy);
                }
                self.map_results(op, new, mapping);
                new
            }
            None => {
                state.num_new_regions = op.num_regions(self);
                let new = self.create_op(target, state);
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
        let new_id = self.fresh_body_id();
        copy.id = new_id;
        self.insert_body(Box::new(copy));
        new_id
    }
}
