//! Every mutation of the IR: creating, inserting, moving and erasing ops;
//! operands and use lists; blocks and block arguments; regions.
//!
//! Mutations that would break an invariant of the data model (a value used
//! across bodies, erasing a value that still has uses, a handle of another
//! body) are programmer errors and panic with a message; bad *input* never
//! reaches these paths unchecked (the parser validates first).

use crate::builtin::attributes::{Attribute, NamedAttr};
use crate::builtin::location::Location;
use crate::builtin::types::Type;
use crate::ir::body::{Body, ORDER_STRIDE, OpHeader, OpRecord, PoolRange, ValueDef};
use crate::ir::builder::InsertPoint;
use crate::ir::entity::{BlockId, BodyId, OpId, RegionId, UseId, ValueId};
use crate::ir::handles::{Block, Op, Region, Use, Value};
use crate::ir::view::IrView;
use crate::registration::OpName;

/// Everything needed to create an op (MLIR's `OperationState`).
#[derive(Clone, Debug)]
pub struct OperationState {
    /// The op's name.
    pub name: OpName,
    /// Its location.
    pub loc: Location,
    /// Operand values, all in the body the op is created in.
    pub operands: Vec<Value>,
    /// Result types.
    pub result_types: Vec<Type>,
    /// Successor blocks, in the body the op is created in.
    pub successors: Vec<Block>,
    /// Property slots, `None` when absent (unregistered ops: zero or one dictionary).
    pub props: Vec<Option<Attribute>>,
    /// Discardable attributes.
    pub attrs: Vec<NamedAttr>,
    /// Detached regions to adopt: in the op's body, or for an isolated op
    /// all in one fresh unattached body, which becomes the op's child body.
    pub regions: Vec<Region>,
    /// Number of empty regions to add after `regions`.
    pub num_new_regions: usize,
}

impl OperationState {
    /// A state with a name and location and nothing else.
    pub fn new(name: OpName, loc: Location) -> OperationState {
        OperationState {
            name,
            loc,
            operands: Vec::new(),
            result_types: Vec::new(),
            successors: Vec::new(),
            props: Vec::new(),
            attrs: Vec::new(),
            regions: Vec::new(),
            num_new_regions: 0,
        }
    }
}

impl IrView {
    /// Creates a detached op in `body`. For an isolated op, also creates (or
    /// adopts, see [`OperationState::regions`]) its child body.
    pub fn create_op(&mut self, body: BodyId, mut state: OperationState) -> Op {
        let isolated = state.name.is_isolated(self.ctx());
        if let Some(entry) = state.name.registered(self.ctx()) {
            // One slot per declared property, absent ones `None`.
            let n = entry.property_names.len();
            assert!(state.props.len() <= n, "more property values than the op declares");
            state.props.resize(n, None);
            // Default-valued properties are always materialized.
            for (slot, default) in state.props.iter_mut().zip(entry.prop_defaults) {
                if let (None, Some(default)) = (&slot, default) {
                    *slot = Some(default(self.ctx()));
                }
            }
        }
        let attrs = self.ctx().dictionary_attr(&state.attrs);
        for v in &state.operands {
            assert_eq!(v.body, body, "operand of another body: values never cross a body");
        }
        for b in &state.successors {
            assert_eq!(b.body, body, "successor of another body");
        }
        let child = if isolated {
            let child = match state.regions.first() {
                Some(r) => r.body,
                None => self.new_body(),
            };
            for r in &state.regions {
                assert_eq!(r.body, child, "regions of an isolated op must share one body");
            }
            Some(child)
        } else {
            for r in &state.regions {
                assert_eq!(r.body, body, "region of another body");
            }
            None
        };
        let b = self.body_mut(body);
        let id = OpId::from_index(b.ops.len());
        let operands = {
            let start = b.uses.len() as u32;
            for v in &state.operands {
                let u = b.push_use_slot(v.id, id);
                b.link_use(u);
            }
            PoolRange { start, len: state.operands.len() as u32 }
        };
        let first_result = ValueId::from_index(b.values.len());
        for (i, &ty) in state.result_types.iter().enumerate() {
            b.new_value(ty, ValueDef::Result { op: id, index: i as u32 }, None);
        }
        let succ_ids: Vec<BlockId> = state.successors.iter().map(|s| s.id).collect();
        let successors = Body::alloc_range(&mut b.successor_pool, &succ_ids);
        let (regions, props) = if child.is_some() {
            (PoolRange::default(), PoolRange::default())
        } else {
            let mut ids: Vec<RegionId> = state.regions.iter().map(|r| r.id).collect();
            for r in &ids {
                assert!(b.region(*r).owner.is_none(), "region already owned by an op");
            }
            for _ in 0..state.num_new_regions {
                ids.push(b.new_region(OpId::NONE));
            }
            for r in &ids {
                b.regions[r.index()].owner = id;
            }
            (
                Body::alloc_range(&mut b.region_pool, &ids),
                Body::alloc_range(&mut b.prop_pool, &state.props),
            )
        };
        b.ops.push(OpRecord {
            name: state.name,
            loc: state.loc,
            block: BlockId::NONE,
            prev: OpId::NONE,
            next: OpId::NONE,
            order: 0,
            operands,
            first_result,
            num_results: state.result_types.len() as u32,
            successors,
            regions,
            attrs,
            props,
            child: child.unwrap_or(BodyId::NONE),
        });
        b.erased.push(false);
        if let Some(child) = child {
            let c = self.body_mut(child);
            assert!(c.parent.is_none() && c.header.is_none(), "child body already owned");
            let mut ids: Vec<RegionId> = state.regions.iter().map(|r| r.id).collect();
            for _ in 0..state.num_new_regions {
                ids.push(c.new_region(OpId::NONE));
            }
            c.parent = Some((body, id));
            c.header = Some(OpHeader { loc: state.loc, attrs, props: state.props, regions: ids });
        }
        Op { body, id }
    }

    /// Creates a detached region in `body` (to be adopted by a new op).
    pub fn create_detached_region(&mut self, body: BodyId) -> Region {
        Region { body, id: self.body_mut(body).new_region(OpId::NONE) }
    }

    /// Inserts a detached op at `point`.
    pub fn insert_op(&mut self, op: Op, point: InsertPoint) {
        let (block, before) = point.resolve(self);
        assert_eq!(block.body, op.body, "inserting an op into a block of another body");
        let b = self.body_mut(op.body);
        assert!(b.op(op.id).block.is_none(), "op is already in a block");
        let prev = match before {
            Some(next) => b.op(next.id).prev,
            None => b.block(block.id).last_op,
        };
        let next = before.map_or(OpId::NONE, |o| o.id);
        {
            let rec = b.op_mut(op.id);
            rec.block = block.id;
            rec.prev = prev;
            rec.next = next;
        }
        if prev.is_none() {
            b.blocks[block.id.index()].first_op = op.id;
        } else {
            b.op_mut(prev).next = op.id;
        }
        if next.is_none() {
            b.blocks[block.id.index()].last_op = op.id;
        } else {
            b.op_mut(next).prev = op.id;
        }
        assign_order(b, op.id);
    }

    /// Detaches an op from its block (it stays alive and can be reinserted).
    pub fn remove_op(&mut self, op: Op) {
        let b = self.body_mut(op.body);
        let OpRecord { block, prev, next, .. } = *b.op(op.id);
        if block.is_none() {
            return;
        }
        if prev.is_none() {
            b.blocks[block.index()].first_op = next;
        } else {
            b.op_mut(prev).next = next;
        }
        if next.is_none() {
            b.blocks[block.index()].last_op = prev;
        } else {
            b.op_mut(next).prev = prev;
        }
        let rec = b.op_mut(op.id);
        rec.block = BlockId::NONE;
        rec.prev = OpId::NONE;
        rec.next = OpId::NONE;
    }

    /// Moves an op (with everything nested in it) to `point` in the same body.
    pub fn move_op(&mut self, op: Op, point: InsertPoint) {
        self.remove_op(op);
        self.insert_op(op, point);
    }

    /// Erases an op and everything nested in it. Its results must be unused
    /// outside the erased ops themselves (an op nested in it may use them,
    /// as in a graph region); otherwise this panics before changing anything.
    pub fn erase_op(&mut self, op: Op) {
        let subtree = self.collect_subtree(vec![op]);
        assert!(
            self.used_outside(&subtree, &[]).is_none(),
            "erasing an op whose results are still used"
        );
        self.remove_op(op);
        self.erase_subtree(subtree);
    }

    /// The ops of the subtrees rooted at `roots` (roots included) and the
    /// blocks nested in them, without recursion. The insides of nested
    /// isolated ops are not listed: they go with their bodies.
    fn collect_subtree(&self, roots: Vec<Op>) -> Subtree {
        let mut ops = Vec::new();
        let mut blocks = Vec::new();
        let mut worklist = roots;
        while let Some(cur) = worklist.pop() {
            if cur.child_body(self).is_none() {
                for region in cur.regions(self) {
                    for block in region.blocks(self) {
                        blocks.push(block);
                        worklist.extend(block.ops(self));
                    }
                }
            }
            ops.push(cur);
        }
        Subtree { ops, blocks }
    }

    /// A value defined in `subtree` (a result of one of its ops or an
    /// argument of one of its blocks), or one of `extra`, that an op outside
    /// the subtree uses.
    fn used_outside(&self, subtree: &Subtree, extra: &[Value]) -> Option<Value> {
        // The common case, an op without regions, needs no set.
        let set: Option<rustc_hash::FxHashSet<Op>> =
            (subtree.ops.len() > 8).then(|| subtree.ops.iter().copied().collect());
        let inside = |op: Op| match &set {
            Some(set) => set.contains(&op),
            None => subtree.ops.contains(&op),
        };
        let results = subtree.ops.iter().flat_map(|op| op.results(self));
        let args = subtree.blocks.iter().flat_map(|b| b.args(self));
        extra
            .iter()
            .copied()
            .chain(results)
            .chain(args)
            .find(|v| v.uses(self).any(|u| !inside(u.owner(self))))
    }

    /// Erases the detached ops of `subtree`: first every operand use in it
    /// is dropped (so uses between erased ops need no order), then the
    /// records are marked erased and nested bodies dropped.
    fn erase_subtree(&mut self, subtree: Subtree) {
        for &op in &subtree.ops {
            self.drop_operand_uses(op);
        }
        for op in subtree.ops {
            if let Some(child) = op.child_body(self) {
                self.drop_body_tree(child);
            }
            self.body_mut(op.body).erased[op.id.index()] = true;
        }
    }

    fn drop_operand_uses(&mut self, op: Op) {
        let b = self.body_mut(op.body);
        for i in b.op(op.id).operands.span() {
            b.unlink_use(UseId::from_index(i));
        }
    }

    /// Sets operand `index` of `op` to `value`.
    pub fn set_operand(&mut self, op: Op, index: usize, value: Value) {
        assert_eq!(op.body, value.body, "operand of another body");
        let b = self.body_mut(op.body);
        let range = b.op(op.id).operands;
        assert!(index < range.len as usize, "operand index out of range");
        let u = UseId(range.start + index as u32);
        b.unlink_use(u);
        b.uses[u.index()].value = value.id;
        b.link_use(u);
    }

    /// Replaces all operands of `op`.
    pub fn set_operands(&mut self, op: Op, values: &[Value]) {
        for v in values {
            assert_eq!(op.body, v.body, "operand of another body");
        }
        self.drop_operand_uses(op);
        let b = self.body_mut(op.body);
        let old = b.op(op.id).operands;
        let range = if old.len as usize == values.len() {
            for (i, v) in values.iter().enumerate() {
                b.uses[old.start as usize + i].value = v.id;
            }
            old
        } else {
            let start = b.uses.len() as u32;
            for v in values {
                b.push_use_slot(v.id, op.id);
            }
            PoolRange { start, len: values.len() as u32 }
        };
        for i in range.span() {
            b.link_use(UseId::from_index(i));
        }
        b.op_mut(op.id).operands = range;
    }

    /// Points the operand slot `u` at `value`.
    pub fn set_use(&mut self, u: Use, value: Value) {
        assert_eq!(u.body, value.body, "operand of another body");
        let b = self.body_mut(u.body);
        b.unlink_use(u.id);
        b.uses[u.id.index()].value = value.id;
        b.link_use(u.id);
    }

    /// Replaces every use of `from` with `to`.
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        self.replace_uses_if(from, to, |_, _| true);
    }

    /// Replaces every use of `from` with `to` except those owned by `except`.
    pub fn replace_all_uses_except(&mut self, from: Value, to: Value, except: Op) {
        self.replace_uses_if(from, to, |ir, u| u.owner(ir) != except);
    }

    /// Replaces the uses of `from` for which `pred` holds.
    pub fn replace_uses_if(
        &mut self,
        from: Value,
        to: Value,
        mut pred: impl FnMut(&IrView, Use) -> bool,
    ) {
        assert_eq!(from.body, to.body, "values never cross a body");
        if from == to {
            return;
        }
        let uses: Vec<Use> = from.uses(self).collect();
        for u in uses {
            if pred(self, u) {
                self.set_use(u, to);
            }
        }
    }

    /// Replaces all results of `op` with `values` (one per result).
    pub fn replace_op_uses(&mut self, op: Op, values: &[Value]) {
        let results: Vec<Value> = op.results(self).collect();
        assert_eq!(results.len(), values.len(), "result count mismatch");
        for (r, v) in results.into_iter().zip(values) {
            self.replace_all_uses_with(r, *v);
        }
    }

    /// Sets the location of an op.
    pub fn set_loc(&mut self, op: Op, loc: Location) {
        match op.child_body(self) {
            Some(child) => self.body_mut(child).header.as_mut().expect("header").loc = loc,
            None => self.body_mut(op.body).op_mut(op.id).loc = loc,
        }
    }

    /// Replaces the discardable attribute dictionary of an op.
    pub fn set_attr_dict(&mut self, op: Op, dict: Attribute) {
        assert!(dict.as_dictionary(self.ctx()).is_some(), "not a dictionary attribute");
        match op.child_body(self) {
            Some(child) => self.body_mut(child).header.as_mut().expect("header").attrs = dict,
            None => self.body_mut(op.body).op_mut(op.id).attrs = dict,
        }
    }

    /// Sets (or with `None` removes) one discardable attribute.
    pub fn set_attr(&mut self, op: Op, name: &str, value: Option<Attribute>) {
        let ctx = self.ctx();
        let name_id = ctx.ident(name);
        let mut entries: Vec<NamedAttr> =
            op.attrs(self).iter().copied().filter(|a| a.name != name_id).collect();
        if let Some(value) = value {
            entries.push(NamedAttr { name: name_id, value });
        }
        let dict = self.ctx().dictionary_attr(&entries);
        self.set_attr_dict(op, dict);
    }

    /// Sets (or with `None` removes) an attribute by name, as MLIR's
    /// `setAttr`: the property slot when a registered op declares one of that
    /// name, the entry of an unregistered op's property dictionary when it
    /// holds that name, otherwise the discardable dictionary.
    pub fn set_attr_any(&mut self, op: Op, name: &str, value: Option<Attribute>) {
        let ctx = self.ctx_arc().clone();
        if let Some(entry) = op.name(self).registered(&ctx) {
            match entry.property_names.iter().position(|p| *p == name) {
                Some(slot) => self.set_prop(op, slot, value),
                None => self.set_attr(op, name, value),
            }
            return;
        }
        let dict = op.props(self).first().copied().flatten();
        let entries = dict.and_then(|d| d.as_dictionary(&ctx));
        match entries {
            Some(entries) if entries.iter().any(|a| a.name.as_str(&ctx) == name) => {
                let key = ctx.ident(name);
                let mut updated: Vec<NamedAttr> =
                    entries.iter().copied().filter(|a| a.name != key).collect();
                if let Some(value) = value {
                    updated.push(NamedAttr { name: key, value });
                }
                let dict = ctx.dictionary_attr(&updated);
                self.set_prop(op, 0, Some(dict));
            }
            _ => self.set_attr(op, name, value),
        }
    }

    /// Replaces property slot `index` of an op.
    pub fn set_prop(&mut self, op: Op, index: usize, value: Option<Attribute>) {
        match op.child_body(self) {
            Some(child) => {
                self.body_mut(child).header.as_mut().expect("header").props[index] = value
            }
            None => {
                let b = self.body_mut(op.body);
                let range = b.op(op.id).props;
                assert!(index < range.len as usize, "property index out of range");
                b.prop_pool[range.start as usize + index] = value;
            }
        }
    }

    /// Sets the location of a block argument.
    pub fn set_block_arg_loc(&mut self, arg: Value, loc: Location) {
        self.body_mut(arg.body).values[arg.id.index()].loc = Some(loc);
    }

    /// Wraps the root body's ops into a new isolated op (the implicit
    /// module): the old root body becomes the op's child body, and a new
    /// root body holds just the op. Handles into the old root stay valid.
    pub fn wrap_root_in_isolated_op(&mut self, name: OpName, loc: Location) -> Op {
        let old_root = self.root;
        let old_region = self.root_region();
        let new_root = self.new_body();
        let nb = self.body_mut(new_root);
        let region = nb.new_region(OpId::NONE);
        let block = nb.new_block();
        self.root = new_root;
        let region = Region { body: new_root, id: region };
        self.append_block(region, Block { body: new_root, id: block });
        let mut state = OperationState::new(name, loc);
        state.regions = vec![old_region];
        state.props = vec![None; name.property_names(self.ctx()).len()];
        let op = self.create_op(new_root, state);
        self.insert_op(op, InsertPoint::BlockEnd(Block { body: new_root, id: block }));
        let _ = old_root;
        op
    }

    // ----- blocks -----

    /// Creates a detached block in `body`.
    pub fn create_block(&mut self, body: BodyId) -> Block {
        Block { body, id: self.body_mut(body).new_block() }
    }

    /// Appends a detached block at the end of `region`.
    pub fn append_block(&mut self, region: Region, block: Block) {
        self.insert_block(region, block, None);
    }

    /// Inserts a detached block into `region` before `before` (or at the end).
    pub fn insert_block(&mut self, region: Region, block: Block, before: Option<Block>) {
        assert_eq!(region.body, block.body, "block of another body");
        let b = self.body_mut(region.body);
        assert!(b.block(block.id).region.is_none(), "block already in a region");
        let next = before.map_or(BlockId::NONE, |x| x.id);
        let prev = match before {
            Some(x) => b.block(x.id).prev,
            None => b.region(region.id).last_block,
        };
        {
            let rec = &mut b.blocks[block.id.index()];
            rec.region = region.id;
            rec.prev = prev;
            rec.next = next;
        }
        if prev.is_none() {
            b.regions[region.id.index()].first_block = block.id;
        } else {
            b.blocks[prev.index()].next = block.id;
        }
        if next.is_none() {
            b.regions[region.id.index()].last_block = block.id;
        } else {
            b.blocks[next.index()].prev = block.id;
        }
    }

    /// Detaches a block from its region.
    pub fn remove_block(&mut self, block: Block) {
        let b = self.body_mut(block.body);
        let (region, prev, next) = {
            let r = b.block(block.id);
            (r.region, r.prev, r.next)
        };
        if region.is_none() {
            return;
        }
        if prev.is_none() {
            b.regions[region.index()].first_block = next;
        } else {
            b.blocks[prev.index()].next = next;
        }
        if next.is_none() {
            b.regions[region.index()].last_block = prev;
        } else {
            b.blocks[next.index()].prev = prev;
        }
        let rec = &mut b.blocks[block.id.index()];
        rec.region = RegionId::NONE;
        rec.prev = BlockId::NONE;
        rec.next = BlockId::NONE;
    }

    /// Erases a block with its ops. Its arguments and the results of its
    /// ops must be unused outside the block; otherwise this panics before
    /// changing anything. The block is left detached and empty.
    pub fn erase_block(&mut self, block: Block) {
        let ops: Vec<Op> = block.ops(self).collect();
        let subtree = self.collect_subtree(ops.clone());
        let args: Vec<Value> = block.args(self).collect();
        if let Some(v) = self.used_outside(&subtree, &args) {
            if args.contains(&v) {
                panic!("erasing a block whose arguments are used");
            }
            panic!("erasing a block whose ops' results are still used");
        }
        for &op in &ops {
            self.remove_op(op);
        }
        self.erase_subtree(subtree);
        self.remove_block(block);
    }

    /// Appends a block argument.
    pub fn add_block_arg(&mut self, block: Block, ty: Type, loc: Location) -> Value {
        let index = block.num_args(self);
        self.insert_block_arg(block, index, ty, loc)
    }

    /// Inserts a block argument at `index`.
    pub fn insert_block_arg(
        &mut self,
        block: Block,
        index: usize,
        ty: Type,
        loc: Location,
    ) -> Value {
        let b = self.body_mut(block.body);
        let id =
            b.new_value(ty, ValueDef::BlockArg { block: block.id, index: index as u32 }, Some(loc));
        b.blocks[block.id.index()].args.insert(index, id);
        renumber_args(b, block.id);
        Value { body: block.body, id }
    }

    /// Erases block argument `index`, which must be unused.
    pub fn erase_block_arg(&mut self, block: Block, index: usize) {
        let arg = block.arg(self, index);
        assert!(arg.use_empty(self), "erasing a used block argument");
        let b = self.body_mut(block.body);
        b.blocks[block.id.index()].args.remove(index);
        renumber_args(b, block.id);
    }

    /// Splits `block` before `op`: `op` and everything after it move to a
    /// new block inserted right after `block`, which is returned.
    pub fn split_block(&mut self, block: Block, op: Op) -> Block {
        let new = self.create_block(block.body);
        let region = block.region(self).expect("splitting a detached block");
        self.insert_block(region, new, block.next(self));
        let mut cur = Some(op);
        while let Some(o) = cur {
            cur = o.next(self);
            self.move_op(o, InsertPoint::BlockEnd(new));
        }
        new
    }

    /// Moves all ops of `src` to the end of `dest`, replacing `src`'s
    /// arguments with `args`, and erases `src`.
    pub fn merge_blocks(&mut self, src: Block, dest: Block, args: &[Value]) {
        assert_eq!(src.num_args(self), args.len(), "argument count mismatch");
        for (i, v) in args.iter().enumerate() {
            let a = src.arg(self, i);
            self.replace_all_uses_with(a, *v);
        }
        let ops: Vec<Op> = src.ops(self).collect();
        for o in ops {
            self.move_op(o, InsertPoint::BlockEnd(dest));
        }
        self.remove_block(src);
        let b = self.body_mut(src.body);
        b.blocks[src.id.index()].args.clear();
    }

    // ----- regions -----

    /// Moves all blocks of `src` to the end of `dest` (same body).
    pub fn take_region_body(&mut self, src: Region, dest: Region) {
        self.inline_region_before(src, dest, None);
    }

    /// Moves all blocks of `src` into `dest` before `before` (or at the end).
    pub fn inline_region_before(&mut self, src: Region, dest: Region, before: Option<Block>) {
        assert_eq!(src.body, dest.body, "regions of different bodies: clone instead");
        let blocks: Vec<Block> = src.blocks(self).collect();
        for blk in blocks {
            self.remove_block(blk);
            self.insert_block(dest, blk, before);
        }
    }
}

/// The ops and blocks of subtrees about to be erased.
struct Subtree {
    ops: Vec<Op>,
    blocks: Vec<Block>,
}

/// Renumbers the `index` of each argument of a block after an insertion.
fn renumber_args(b: &mut Body, block: BlockId) {
    let args = b.blocks[block.index()].args.clone();
    for (i, a) in args.into_iter().enumerate() {
        b.values[a.index()].def = ValueDef::BlockArg { block, index: i as u32 };
    }
}

/// Gives a newly linked op an order index between its neighbours. When
/// there is no gap left, relabels the smallest aligned range of labels
/// around the insertion point that is sparse enough (the list-labelling
/// scheme of Bender et al., "Two simplified algorithms for maintaining order
/// in a list"), so repeated insertion at one place costs amortized
/// O(log n) relabels instead of renumbering the whole block each time.
fn assign_order(b: &mut Body, op: OpId) {
    let prev = b.ops[op.index()].prev;
    let next = b.ops[op.index()].next;
    let lo = prev.expand().map_or(0, |p| b.ops[p.index()].order);
    let order = match next.expand().map(|n| b.ops[n.index()].order) {
        None => lo
            .checked_add(ORDER_STRIDE)
            .or_else(|| (u32::MAX - lo > 1).then(|| lo + (u32::MAX - lo) / 2)),
        Some(hi) => (hi - lo > 1).then(|| lo + (hi - lo) / 2),
    };
    match order {
        Some(o) => b.ops[op.index()].order = o,
        None => relabel_around(b, op, lo),
    }
}

/// Relabels the ops whose labels fall in the smallest aligned label range
/// containing `pivot` (the label of `op`'s predecessor, 0 at the block
/// start) whose density is low enough, `op` included; at the top level the
/// whole block. `op`'s own (stale) label is never read.
fn relabel_around(b: &mut Body, op: OpId, pivot: u32) {
    /// Density threshold base: a range of 2^i labels may hold (2/T)^i ops.
    const T: f64 = 1.25;
    let label = |b: &Body, o: OpId| u64::from(b.ops[o.index()].order);
    let (mut first, mut last, mut count) = (op, op, 1u64);
    for level in 1..=32u32 {
        let size = 1u64 << level;
        let start = u64::from(pivot) & !(size - 1);
        let end = start + size - 1;
        while let Some(p) = b.ops[first.index()].prev.expand() {
            if label(b, p) < start {
                break;
            }
            first = p;
            count += 1;
        }
        while let Some(n) = b.ops[last.index()].next.expand() {
            if label(b, n) > end {
                break;
            }
            last = n;
            count += 1;
        }
        let threshold = (2.0 / T).powi(level as i32);
        if (count as f64) <= threshold || level == 32 {
            // Spread the window evenly over the range, leaving label 0 free.
            let step = (size / (count + 1)).max(1);
            let mut cur = first;
            let mut l = start;
            loop {
                l += step;
                b.ops[cur.index()].order =
                    u32::try_from(l.min(u64::from(u32::MAX))).unwrap_or(u32::MAX);
                if cur == last {
                    break;
                }
                cur = b.ops[cur.index()].next;
            }
            return;
        }
    }
}
