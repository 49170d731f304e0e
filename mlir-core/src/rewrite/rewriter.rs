//! [`PatternRewriter`]: the only way a pattern changes the IR. It reads
//! the IR (it derefs to the [`IrView`], immutably), builds ops as any
//! [`OpBuilder`] does, and performs every change through its own methods,
//! each told to its [`RewriteListener`], so a driver sees every creation,
//! modification and erasure. It gives out no `&mut IrView`: a pattern
//! cannot change the IR behind its back.

use std::borrow::Cow;
use std::ops::Deref;

use crate::context::builtin::location::Location;
use crate::context::builtin::types::Type;
use crate::ir::{Block, InsertPoint, IrView, Op, OpBuilder, OperationState, Region, Use, Value};
use crate::rewrite::debug_log;
use crate::rewrite::journal::{Change, RewriteJournal};
use crate::rewrite::listener::RewriteListener;
use crate::rewrite::{MatchFailure, RewriteResult};

/// Mutates the IR on behalf of a pattern (MLIR's `PatternRewriter`).
pub struct PatternRewriter<'a> {
    pub(crate) ir: &'a mut IrView,
    point: InsertPoint,
    listener: Option<&'a mut (dyn RewriteListener + 'a)>,
    journal: Option<&'a mut (dyn RewriteJournal + 'a)>,
}

impl<'a> PatternRewriter<'a> {
    /// A rewriter building at `point`, heard by no one.
    pub fn new(ir: &'a mut IrView, point: InsertPoint) -> Self {
        PatternRewriter { ir, point, listener: None, journal: None }
    }

    /// A rewriter building at `point` whose changes `listener` hears.
    pub fn with_listener(
        ir: &'a mut IrView,
        point: InsertPoint,
        listener: &'a mut (dyn RewriteListener + 'a),
    ) -> Self {
        PatternRewriter { ir, point, listener: Some(listener), journal: None }
    }

    /// A rewriter building at `point` whose replacements and erasures
    /// `journal` takes over and whose other changes it records (dialect
    /// conversion; see [`RewriteJournal`]).
    pub fn with_journal(
        ir: &'a mut IrView,
        point: InsertPoint,
        journal: &'a mut (dyn RewriteJournal + 'a),
    ) -> Self {
        PatternRewriter { ir, point, listener: None, journal: Some(journal) }
    }

    /// The journal and the IR, for the driver that attached the journal.
    pub(crate) fn journal_parts(
        &mut self,
    ) -> Option<(&mut (dyn RewriteJournal + 'a), &mut IrView)> {
        let journal = self.journal.as_deref_mut()?;
        Some((journal, &mut *self.ir))
    }

    /// Tells the journal, if any, of a change about to be (or just) made.
    pub(crate) fn record(&mut self, change: impl FnOnce(&IrView) -> Change) {
        if let Some(journal) = self.journal.as_deref_mut() {
            let change = change(self.ir);
            journal.record(self.ir, change);
        }
    }

    /// Whether a listener hears the changes (so per-op notifications are
    /// worth walking for).
    pub(crate) fn has_listener(&self) -> bool {
        self.listener.is_some()
    }

    /// Tells the listener, if any.
    pub(crate) fn notify(&mut self, event: impl FnOnce(&mut dyn RewriteListener, &IrView)) {
        if let Some(listener) = self.listener.as_deref_mut() {
            event(listener, self.ir);
        }
    }

    /// A failed match: `reason` goes to the listener and, with
    /// `MLIR_RS_DEBUG=pattern`, to the debug log, located at `op`
    /// (MLIR's `notifyMatchFailure`).
    pub fn notify_match_failure(
        &mut self,
        op: Op,
        reason: impl Into<Cow<'static, str>>,
    ) -> RewriteResult {
        let reason = reason.into();
        let loc = op.loc(self.ir);
        self.report_failure(loc, &reason);
        Err(MatchFailure { reason })
    }

    /// A failed match with its reason, without a location (see
    /// [`notify_match_failure`](Self::notify_match_failure)).
    pub fn fail(&mut self, reason: impl Into<Cow<'static, str>>) -> RewriteResult {
        let reason = reason.into();
        let loc = self.ir.ctx().unknown_loc();
        self.report_failure(loc, &reason);
        Err(MatchFailure { reason })
    }

    fn report_failure(&mut self, loc: Location, reason: &str) {
        debug_log::log("pattern", || format!("match failure: {reason}"));
        if let Some(journal) = self.journal.as_deref_mut() {
            journal.match_failure(loc, reason);
        }
        self.notify(|l, _| l.match_failure(loc, reason));
    }

    /// A region belonging to no op yet, in the body of `near` (an op or
    /// block beside which the region's future owner is built), for a body
    /// built before its op, as MLIR's body-builder callbacks do: ops
    /// created in it are not enqueued by the greedy driver (they have no
    /// ancestor in its scope), only the op later given the region is.
    /// Move its blocks into the op with
    /// [`PatternRewriter::inline_region_before`].
    pub fn create_detached_region(&mut self, near: Block) -> Region {
        self.ir.create_detached_region(near.body)
    }

    /// Creates a block in `region` before `before` (at the end when
    /// `None`) with arguments of the given types and locations, and moves
    /// the insertion point to its end.
    pub fn create_block(
        &mut self,
        region: Region,
        before: Option<Block>,
        args: &[(Type, Location)],
    ) -> Block {
        let block = self.ir.create_block(region.body);
        for &(ty, loc) in args {
            self.ir.add_block_arg(block, ty, loc);
        }
        self.ir.insert_block(region, block, before);
        self.point = InsertPoint::BlockEnd(block);
        self.record(|_| Change::BlockCreated(block));
        self.notify(|l, ir| l.block_inserted(ir, block));
        block
    }

    /// Replaces `op`'s results with `values` (one per result) and erases
    /// `op`: the listener hears the replacement, a modification of each
    /// user, then the erasure.
    pub fn replace_op(&mut self, op: Op, values: &[Value]) {
        assert_eq!(op.num_results(self.ir), values.len(), "replace_op: one value per result");
        if let Some(journal) = self.journal.as_deref_mut() {
            journal.replace_op(self.ir, op, Some(values));
            return;
        }
        self.notify(|l, ir| l.op_replaced(ir, op, values));
        let results: Vec<Value> = op.results(self.ir).collect();
        for (result, &value) in results.into_iter().zip(values) {
            self.replace_all_uses_with(result, value);
        }
        self.erase_op(op);
    }

    /// Creates an op from `state` at the insertion point and replaces `op`
    /// with its results; returns the new op.
    pub fn replace_op_with_new(&mut self, op: Op, state: OperationState) -> Op {
        let new = OpBuilder::build(self, state);
        let values: Vec<Value> = new.results(self.ir).collect();
        self.replace_op(op, &values);
        new
    }

    /// Erases `op` and everything nested in it; its results must be unused
    /// outside it. The listener hears each erased op, nested ones first.
    pub fn erase_op(&mut self, op: Op) {
        if let Some(journal) = self.journal.as_deref_mut() {
            journal.replace_op(self.ir, op, None);
            return;
        }
        if self.listener.is_some() {
            self.notify_erased_tree(&[op], None);
        }
        self.ir.erase_op(op);
    }

    /// Erases `block` with its ops; its arguments and its ops' results must
    /// be unused outside it.
    pub fn erase_block(&mut self, block: Block) {
        if let Some(journal) = self.journal.as_deref_mut() {
            journal.erase_block(self.ir, block);
            return;
        }
        if self.listener.is_some() {
            let ops: Vec<Op> = block.ops(self.ir).collect();
            self.notify_erased_tree(&ops, Some(block));
        }
        self.ir.erase_block(block);
    }

    /// Appends an argument of type `ty` at `loc` to `block` and returns it.
    /// Not a change the listener hears of, as in MLIR.
    pub fn add_block_arg(&mut self, block: Block, ty: Type, loc: Location) -> Value {
        let arg = self.ir.add_block_arg(block, ty, loc);
        self.record(|_| Change::BlockArgAdded(arg));
        arg
    }

    /// Erases the arguments of `block` at `indices` (any order), which
    /// must be unused. Not a change the listener hears of, as in MLIR.
    pub fn erase_block_args(&mut self, block: Block, indices: &[usize]) {
        let mut indices = indices.to_vec();
        indices.sort_unstable();
        for &index in indices.iter().rev() {
            self.ir.erase_block_arg(block, index);
        }
    }

    /// Unlinks the uses of every value `block` defines (its arguments and
    /// its ops' results, nested ones too), so that it can be erased along
    /// with the code that uses them (MLIR's `dropAllDefinedValueUses`).
    /// The users must be erased too: they keep the operand but no longer
    /// count as uses.
    pub(crate) fn drop_all_defined_value_uses(&mut self, block: Block) {
        let mut values: Vec<Value> = block.args(self.ir).collect();
        for op in block.ops(self.ir) {
            self.ir.walk(op, crate::ir::WalkOrder::PreOrder, |ir, nested| {
                values.extend(nested.results(ir));
                crate::ir::WalkControl::Advance
            });
        }
        for value in values {
            self.ir.drop_all_uses(value);
        }
    }

    /// Unlinks the uses of `op`'s results (MLIR's `dropAllUses`), before
    /// erasing dead code whose ops use each other. The users must be
    /// erased too.
    pub(crate) fn drop_all_result_uses(&mut self, op: Op) {
        let results: Vec<Value> = op.results(self.ir).collect();
        for value in results {
            self.ir.drop_all_uses(value);
        }
    }

    /// Tells the listener about the erasure of the trees rooted at `roots`
    /// (ops of one block, in order) and then of `block`: the ops of a
    /// block last to first, each op's nested ops before it, each block
    /// after its ops. Iterative: deep nesting is fine.
    fn notify_erased_tree(&mut self, roots: &[Op], block: Option<Block>) {
        // The usual case, one op without regions: no walk to plan.
        if let ([op], None) = (roots, block)
            && op.num_regions(self.ir) == 0
        {
            let op = *op;
            self.notify(|l, ir| l.op_erased(ir, op));
            return;
        }
        enum Step {
            Enter(Op),
            Exit(Op),
            BlockDone(Block),
        }
        let mut steps: Vec<Step> = block.map(Step::BlockDone).into_iter().collect();
        steps.extend(roots.iter().map(|&op| Step::Enter(op)));
        let mut events: Vec<Step> = Vec::new();
        while let Some(step) = steps.pop() {
            match step {
                Step::Enter(op) => {
                    steps.push(Step::Exit(op));
                    let regions: Vec<Region> = op.regions(self.ir).collect();
                    for region in regions.into_iter().rev() {
                        for nested in region.blocks(self.ir) {
                            steps.push(Step::BlockDone(nested));
                            steps.extend(nested.ops(self.ir).map(Step::Enter));
                        }
                    }
                }
                done => events.push(done),
            }
        }
        for event in events {
            match event {
                Step::Exit(op) => self.notify(|l, ir| l.op_erased(ir, op)),
                Step::BlockDone(b) => self.notify(|l, ir| l.block_erased(ir, b)),
                Step::Enter(_) => {}
            }
        }
    }

    /// Moves `op` right before `existing` (the listener hears an insertion).
    pub fn move_op_before(&mut self, op: Op, existing: Op) {
        self.move_op(op, InsertPoint::Before(existing));
    }

    /// Moves `op` right after `existing`.
    pub fn move_op_after(&mut self, op: Op, existing: Op) {
        self.move_op(op, InsertPoint::After(existing));
    }

    /// Moves `op` to `point` in the same body.
    pub fn move_op(&mut self, op: Op, point: InsertPoint) {
        self.record(|ir| Change::OpMoving { op, block: op.block(ir), before: op.next(ir) });
        self.ir.move_op(op, point);
        self.notify(|l, ir| l.op_inserted(ir, op));
    }

    /// Replaces every use of `from` with `to`; each user is modified in
    /// place (the listener hears it once per use).
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        if let Some(journal) = self.journal.as_deref_mut() {
            journal.replace_value(self.ir, from, to);
            return;
        }
        self.replace_uses_with_if(from, to, |_, _| true);
    }

    /// Replaces every use of `from` with `to` without telling the listener
    /// the users changed (MLIR's `Value::replaceAllUsesWith` called inside a
    /// pattern): the greedy driver does not revisit them. Some upstream
    /// patterns replace uses this way, and which ops are revisited shows in
    /// the output of drivers run on a list of ops. Under a dialect
    /// conversion it is [`PatternRewriter::replace_all_uses_with`].
    pub fn replace_all_uses_unobserved(&mut self, from: Value, to: Value) {
        if self.journal.is_some() {
            return self.replace_all_uses_with(from, to);
        }
        if from != to {
            let uses: Vec<Use> = from.uses(self.ir).collect();
            for u in uses {
                self.ir.set_use(u, to);
            }
        }
    }

    /// Replaces every use of `from` with `to` except those of `except`.
    pub fn replace_all_uses_except(&mut self, from: Value, to: Value, except: Op) {
        self.replace_uses_with_if(from, to, |ir, u| u.owner(ir) != except);
    }

    /// Replaces the uses of `from` for which `pred` holds with `to`.
    pub fn replace_uses_with_if(
        &mut self,
        from: Value,
        to: Value,
        mut pred: impl FnMut(&IrView, Use) -> bool,
    ) {
        if from == to {
            return;
        }
        let uses: Vec<Use> = from.uses(self.ir).collect();
        for u in uses {
            if pred(self.ir, u) {
                let owner = u.owner(self.ir);
                self.record(|_| Change::UseChanging { at: u, old: from });
                self.ir.set_use(u, to);
                self.notify(|l, ir| l.op_modified(ir, owner));
            }
        }
    }

    /// Replaces every use of `op`'s results with `values`, one per result,
    /// leaving `op` in place.
    pub fn replace_all_op_uses_with(&mut self, op: Op, values: &[Value]) {
        let results: Vec<Value> = op.results(self.ir).collect();
        assert_eq!(results.len(), values.len(), "one value per result");
        for (result, &value) in results.into_iter().zip(values) {
            self.replace_all_uses_with(result, value);
        }
    }
}

impl Deref for PatternRewriter<'_> {
    type Target = IrView;
    fn deref(&self) -> &IrView {
        self.ir
    }
}

impl OpBuilder for PatternRewriter<'_> {
    fn insertion_point(&self) -> InsertPoint {
        self.point
    }

    fn set_insertion_point(&mut self, point: InsertPoint) {
        self.point = point;
    }

    /// Creates the op as [`Builder::build`](crate::ir::Builder::build)
    /// does; the listener hears the insertion.
    fn build(&mut self, state: OperationState) -> Op {
        let mut builder = crate::ir::Builder::new(self.ir, self.point);
        let op = builder.build(state);
        self.point = builder.insertion_point();
        self.record(|_| Change::OpCreated(op));
        self.notify(|l, ir| l.op_inserted(ir, op));
        op
    }
}
