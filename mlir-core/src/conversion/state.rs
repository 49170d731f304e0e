//! The state of one conversion run (MLIR's `ConversionPatternRewriterImpl`):
//! the rewrite log, the value mapping, the ops replaced so far, and the
//! casts the driver made. It is the [`RewriteJournal`] of every rewriter
//! the driver hands a pattern:
//! - replacing or erasing an op only maps its results to their
//!   replacements and marks the op (and what is nested in it) replaced;
//!   users keep the old values and the op stays in place until
//!   [`commit`](ConversionState::commit);
//! - replacing all uses of a value maps it likewise;
//! - erasing a block unlinks it, kept for the commit;
//! - every other change is made at once and logged with what undoing it
//!   needs, so [`reset`](ConversionState::reset) can roll the IR back to
//!   any [`Checkpoint`].

use std::any::Any;
use std::sync::Arc;

use rustc_hash::FxHashMap;

use crate::context::builtin::attributes::Attribute;
use crate::context::builtin::location::Location;
use crate::context::builtin::types::Type;
use crate::conversion::type_converter::TypeConverter;
use crate::conversion::value_mapping::{ValueMapping, ValueVector};
use crate::ir::{
    Block, Builder, EntitySet, InsertPoint, IrView, Op, OperationState, Region, Use, Value,
    ValueOwner, WalkControl, WalkOrder,
};
use crate::rewrite::{Change, RewriteJournal};

/// An op as it was before an in-place change.
#[derive(PartialEq)]
struct OpSnapshot {
    operands: Vec<Value>,
    successors: Vec<Block>,
    attrs: Attribute,
    props: Vec<Option<Attribute>>,
    loc: Location,
    result_types: Vec<Type>,
    /// The first block of each region: an in-place fold may swap two
    /// regions' blocks (`scf.if` on a negated condition).
    region_entries: Vec<Option<Block>>,
}

impl OpSnapshot {
    fn take(ir: &IrView, op: Op) -> Self {
        OpSnapshot {
            operands: op.operands(ir).collect(),
            successors: op.successors(ir).collect(),
            attrs: op.attr_dict(ir),
            props: op.props(ir).to_vec(),
            loc: op.loc(ir),
            result_types: op.results(ir).map(|r| r.ty(ir)).collect(),
            region_entries: op.regions(ir).map(|r| r.first_block(ir)).collect(),
        }
    }

    /// Puts the op back as it was; an op left unchanged is not written
    /// (a nested pass may only read its own op's record).
    fn restore(&self, ir: &mut IrView, op: Op) {
        if *self == OpSnapshot::take(ir, op) {
            return;
        }
        ir.set_operands(op, &self.operands);
        for (index, &block) in self.successors.iter().enumerate() {
            ir.set_successor(op, index, block);
        }
        ir.set_attr_dict(op, self.attrs);
        for (index, &prop) in self.props.iter().enumerate() {
            ir.set_prop(op, index, prop);
        }
        ir.set_loc(op, self.loc);
        let results: Vec<Value> = op.results(ir).collect();
        for (result, &ty) in results.into_iter().zip(&self.result_types) {
            ir.set_value_type(result, ty);
        }
        self.restore_region_swaps(ir, op);
    }

    /// Swaps back the regions whose blocks an in-place change exchanged:
    /// the blocks first in region `a` now lead region `b`.
    fn restore_region_swaps(&self, ir: &mut IrView, op: Op) {
        for a in 0..self.region_entries.len() {
            let Some(entry) = self.region_entries[a] else { continue };
            let now = op.regions(ir).position(|r| r.first_block(ir) == Some(entry));
            if let Some(b) = now.filter(|&b| b != a) {
                ir.swap_region_blocks(op.region(ir, a), op.region(ir, b));
            }
        }
    }
}

/// Why the driver made an unrealized cast.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum MaterializationKind {
    /// Back to an original type, for a user left unconverted.
    Source,
    /// To converted types, for a pattern's adaptor.
    Target,
}

/// A cast the driver made, resolved at the end.
pub(crate) struct Materialization {
    pub(crate) kind: MaterializationKind,
    pub(crate) converter: Option<Arc<TypeConverter>>,
}

/// One logged change (see the module doc).
enum Rewrite {
    CreateOp(Op),
    MoveOp {
        op: Op,
        block: Option<Block>,
        before: Option<Op>,
    },
    ModifyOp {
        op: Op,
        snapshot: Box<OpSnapshot>,
    },
    /// A replaced or erased op, erased at the commit.
    ReplaceOp {
        op: Op,
        converter: Option<Arc<TypeConverter>>,
    },
    /// A mapping of `from` was pushed.
    MapValue {
        from: Value,
    },
    /// The uses of `from` take its replacement at the commit.
    ReplaceValue {
        from: Value,
        converter: Option<Arc<TypeConverter>>,
    },
    SetUse {
        at: Use,
        old: Value,
    },
    CreateBlock(Block),
    /// The ops of `into` came from the end of `from`.
    SplitBlock {
        from: Block,
        into: Block,
    },
    MoveBlock {
        block: Block,
        region: Region,
        before: Option<Block>,
    },
    /// An unlinked block, erased at the commit.
    EraseBlock {
        block: Block,
        region: Region,
        before: Option<Block>,
    },
    AddBlockArg(Value),
    /// Two isolated ops exchanged their regions (undone by exchanging
    /// them again).
    ExchangeRegions {
        from: Op,
        to: Op,
        /// The blocks that moved into `to`.
        moved: Box<[Block]>,
    },
    SetSuccessor {
        op: Op,
        index: usize,
        old: Block,
    },
    /// A cast the driver made.
    Materialization(Op),
    /// `block` was made by a signature conversion, to replace a block
    /// whose arguments changed: not a block a pattern inserted, so its
    /// parent op is not legalized again for it (MLIR's
    /// `BlockTypeConversionRewrite`). Undone with its `CreateBlock`.
    BlockTypeConversion(Block),
}

/// A set of ops with the order they were added in, to drop the latest.
#[derive(Default)]
struct MarkedOps {
    set: EntitySet<Op>,
    order: Vec<Op>,
}

impl MarkedOps {
    fn insert(&mut self, op: Op) {
        if self.set.insert(op) {
            self.order.push(op);
        }
    }

    fn truncate(&mut self, len: usize) {
        for op in self.order.drain(len..) {
            self.set.remove(op);
        }
    }
}

/// A point the state can be reset to.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Checkpoint {
    log: usize,
    replaced: usize,
    ignored: usize,
}

/// What a pattern changed since a checkpoint, for the legalizer.
#[derive(Default)]
pub(crate) struct PatternChanges {
    /// Ops created, in order.
    pub(crate) created: Vec<Op>,
    /// Ops changed in place, in order, each once.
    pub(crate) modified: Vec<Op>,
    /// Blocks created or moved, in order.
    pub(crate) inserted_blocks: Vec<Block>,
    /// Whether `root` was replaced or erased.
    pub(crate) root_replaced: bool,
    /// Whether `root` was changed in place.
    pub(crate) root_modified: bool,
}

/// The state of one conversion run (see the module doc).
pub(crate) struct ConversionState {
    mapping: ValueMapping,
    log: Vec<Rewrite>,
    replaced: MarkedOps,
    ignored: MarkedOps,
    /// The casts the driver made and why.
    pub(crate) materializations: FxHashMap<Op, Materialization>,
    /// The type converter of the pattern running, if it has one.
    pub(crate) converter: Option<Arc<TypeConverter>>,
    /// Match failures heard while patterns ran, located.
    pub(crate) match_failures: Vec<(Location, String)>,
}

impl ConversionState {
    pub(crate) fn new() -> Self {
        ConversionState {
            mapping: ValueMapping::default(),
            log: Vec::new(),
            replaced: MarkedOps::default(),
            ignored: MarkedOps::default(),
            materializations: FxHashMap::default(),
            converter: None,
            match_failures: Vec::new(),
        }
    }

    /// The current point, to reset to.
    pub(crate) fn checkpoint(&self) -> Checkpoint {
        Checkpoint {
            log: self.log.len(),
            replaced: self.replaced.order.len(),
            ignored: self.ignored.order.len(),
        }
    }

    /// Whether `op` was replaced or erased (itself or an op it is nested in).
    pub(crate) fn was_replaced(&self, op: Op) -> bool {
        self.replaced.set.contains(op)
    }

    /// Whether `op` needs no conversion: replaced, or nested in a
    /// recursively legal op.
    pub(crate) fn is_ignored(&self, op: Op) -> bool {
        self.replaced.set.contains(op) || self.ignored.set.contains(op)
    }

    /// Marks the ops nested in `op` as needing no conversion.
    pub(crate) fn ignore_nested(&mut self, ir: &IrView, op: Op) {
        ir.walk(op, WalkOrder::PreOrder, |_, nested| {
            if nested != op {
                self.ignored.insert(nested);
            }
            WalkControl::Advance
        });
    }

    /// What replaces `value` now: the deepest replacement of the `desired`
    /// types, else the latest.
    pub(crate) fn lookup(
        &self,
        ir: &IrView,
        value: Value,
        desired: Option<&[Type]>,
    ) -> ValueVector {
        self.mapping.lookup(ir, value, desired)
    }

    /// Maps `from` to `to`, logged.
    pub(crate) fn map_value(&mut self, from: Value, to: ValueVector) {
        if to.as_slice() == [from] {
            return;
        }
        self.mapping.map(from, to);
        self.log.push(Rewrite::MapValue { from });
    }

    /// Maps `from` to `to` and has its uses take `to` at the commit.
    pub(crate) fn replace_value_with(&mut self, from: Value, to: ValueVector) {
        self.map_value(from, to);
        self.log.push(Rewrite::ReplaceValue { from, converter: self.converter.clone() });
    }

    /// Replaces `op` with one list of values per result (empty lists for
    /// erased ops' results), marking it and what is nested in it.
    pub(crate) fn replace_op_with_multiple(
        &mut self,
        ir: &IrView,
        op: Op,
        values: Option<&[ValueVector]>,
    ) {
        if let Some(values) = values {
            let results: Vec<Value> = op.results(ir).collect();
            for (result, replacement) in results.into_iter().zip(values) {
                self.map_value(result, replacement.clone());
            }
        }
        self.log.push(Rewrite::ReplaceOp { op, converter: self.converter.clone() });
        ir.walk(op, WalkOrder::PreOrder, |_, nested| {
            self.replaced.insert(nested);
            WalkControl::Advance
        });
    }

    /// What a pattern changed since `since`, about `root`.
    pub(crate) fn changes_since(&self, since: Checkpoint, root: Op) -> PatternChanges {
        let mut changes = PatternChanges::default();
        let mut modified = EntitySet::new();
        let mut converted: Vec<Block> = Vec::new();
        for rewrite in &self.log[since.log..] {
            match *rewrite {
                Rewrite::CreateOp(op) => changes.created.push(op),
                Rewrite::ModifyOp { op, .. } => {
                    if op == root {
                        changes.root_modified = true;
                    }
                    if modified.insert(op) {
                        changes.modified.push(op);
                    }
                }
                Rewrite::ReplaceOp { op, .. } if op == root => changes.root_replaced = true,
                Rewrite::CreateBlock(block) | Rewrite::MoveBlock { block, .. } => {
                    changes.inserted_blocks.push(block)
                }
                Rewrite::ExchangeRegions { ref moved, .. } => {
                    changes.inserted_blocks.extend(moved.iter().copied())
                }
                Rewrite::BlockTypeConversion(block) => converted.push(block),
                _ => {}
            }
        }
        changes.inserted_blocks.retain(|block| !converted.contains(block));
        changes
    }

    /// Notes that a signature conversion made `block` (see
    /// `Rewrite::BlockTypeConversion`).
    pub(crate) fn note_block_type_conversion(&mut self, block: Block) {
        self.log.push(Rewrite::BlockTypeConversion(block));
    }

    /// Makes an unrealized cast of `inputs` to `outputs` at `point`, for
    /// the driver to resolve at the end.
    pub(crate) fn build_materialization(
        &mut self,
        ir: &mut IrView,
        point: InsertPoint,
        loc: Location,
        inputs: &[Value],
        outputs: &[Type],
        kind: MaterializationKind,
    ) -> Op {
        let name = ir.ctx().op_name("builtin.unrealized_conversion_cast");
        let mut state = OperationState::new(name, loc);
        state.operands = inputs.to_vec();
        state.result_types = outputs.to_vec();
        let cast = Builder::new(ir, point).build(state);
        self.log.push(Rewrite::Materialization(cast));
        self.materializations
            .insert(cast, Materialization { kind, converter: self.converter.clone() });
        cast
    }

    /// Undoes every change made since `to`, latest first.
    pub(crate) fn reset(&mut self, ir: &mut IrView, to: Checkpoint) {
        while self.log.len() > to.log {
            let rewrite = self.log.pop().expect("a logged change");
            undo(ir, &mut self.mapping, &mut self.materializations, rewrite);
        }
        self.replaced.truncate(to.replaced);
        self.ignored.truncate(to.ignored);
    }

    /// Applies the deferred changes: every use of a replaced value takes
    /// its replacement (through a source cast when the types differ and a
    /// user that stays needs the original type), then replaced ops and
    /// erased blocks are erased.
    pub(crate) fn commit(&mut self, ir: &mut IrView) {
        let mut casts_back = FxHashMap::default();
        // The converter each replaced value is cast back with, for a value
        // reached through another's replacement before its own turn.
        let mut converters: FxHashMap<Value, Option<Arc<TypeConverter>>> = FxHashMap::default();
        for rewrite in &self.log {
            match *rewrite {
                Rewrite::ReplaceOp { op, ref converter } if !op.is_erased(ir) => {
                    for result in op.results(ir) {
                        converters.insert(result, converter.clone());
                    }
                }
                Rewrite::ReplaceValue { from, ref converter } => {
                    converters.insert(from, converter.clone());
                }
                _ => {}
            }
        }
        let mut index = 0;
        // Committing may log casts; they need nothing more.
        while index < self.log.len() {
            match self.log[index] {
                Rewrite::ReplaceOp { op, ref converter } if !op.is_erased(ir) => {
                    let converter = converter.clone();
                    let results: Vec<Value> = op.results(ir).collect();
                    for result in results {
                        self.replace_uses(
                            ir,
                            result,
                            converter.clone(),
                            &mut casts_back,
                            &converters,
                        );
                    }
                }
                Rewrite::ReplaceValue { from, ref converter } => {
                    let converter = converter.clone();
                    self.replace_uses(ir, from, converter, &mut casts_back, &converters);
                }
                _ => {}
            }
            index += 1;
        }
        for rewrite in std::mem::take(&mut self.log).into_iter().rev() {
            match rewrite {
                Rewrite::ReplaceOp { op, .. } if !op.is_erased(ir) => erase_op_tree(ir, op),
                Rewrite::EraseBlock { block, .. } => erase_detached_block(ir, block),
                _ => {}
            }
        }
        self.replaced = MarkedOps::default();
        self.ignored = MarkedOps::default();
    }

    /// Gives the uses of `value` that stay its replacement. `casts_back`
    /// holds, per value handled, what its uses were given (a value of its
    /// type, or the cast back to it), so that uses reaching a value after
    /// it was handled (a value replaced by one that is itself replaced,
    /// handled first) go the same way.
    fn replace_uses(
        &mut self,
        ir: &mut IrView,
        value: Value,
        converter: Option<Arc<TypeConverter>>,
        casts_back: &mut FxHashMap<Value, Value>,
        converters: &FxHashMap<Value, Option<Arc<TypeConverter>>>,
    ) {
        let live = value.uses(ir).any(|u| !self.replaced.set.contains(u.owner(ir)));
        if !live {
            return;
        }
        if let Some(&cast) = casts_back.get(&value) {
            ir.replace_all_uses_with(value, cast);
            return;
        }
        let ty = value.ty(ir);
        let same_type = self.mapping.lookup(ir, value, Some(&[ty]));
        if same_type.as_slice() != [value] {
            let target = same_type[0];
            ir.replace_all_uses_with(value, target);
            casts_back.insert(value, target);
            // The target may be replaced too, its uses given out before
            // these joined them (or with none then): they go where its
            // uses go, with its own converter.
            if let Some(target_converter) = converters.get(&target) {
                let target_converter = target_converter.clone().or(converter);
                self.replace_uses(ir, target, target_converter, casts_back, converters);
            }
            return;
        }
        let latest = self.mapping.lookup(ir, value, None);
        if latest.as_slice() == [value] {
            return;
        }
        // The replacement has other types: cast it back for the users.
        let point = match latest.last() {
            Some(&last) => insert_point_after_def(ir, last),
            None => insert_point_after_def(ir, value),
        };
        let loc = value_loc(ir, value);
        let saved = std::mem::replace(&mut self.converter, converter);
        let cast =
            self.build_materialization(ir, point, loc, &latest, &[ty], MaterializationKind::Source);
        self.converter = saved;
        let result = cast.result(ir, 0);
        // The cast reads the replacement, never `value`.
        ir.replace_all_uses_with(value, result);
        casts_back.insert(value, result);
    }
}

/// Where a value is defined, as an insertion point right after it (the
/// start of its block for an argument).
pub(crate) fn insert_point_after_def(ir: &IrView, value: Value) -> InsertPoint {
    match value.owner(ir) {
        ValueOwner::Result(op, _) => InsertPoint::After(op),
        ValueOwner::BlockArg(block, _) => InsertPoint::BlockStart(block),
        ValueOwner::Placeholder => InsertPoint::After(value.defining_op(ir).expect("a def")),
    }
}

/// The location of a value: its op's, or its argument's.
pub(crate) fn value_loc(ir: &IrView, value: Value) -> Location {
    match value.owner(ir) {
        ValueOwner::Result(op, _) => op.loc(ir),
        _ => value.arg_loc(ir).unwrap_or_else(|| ir.ctx().unknown_loc()),
    }
}

/// Undoes one change.
fn undo(
    ir: &mut IrView,
    mapping: &mut ValueMapping,
    materializations: &mut FxHashMap<Op, Materialization>,
    rewrite: Rewrite,
) {
    match rewrite {
        Rewrite::CreateOp(op) | Rewrite::Materialization(op) => {
            materializations.remove(&op);
            if !op.is_erased(ir) {
                erase_op_tree(ir, op);
            }
        }
        Rewrite::MoveOp { op, block, before } => match (block, before) {
            (Some(_), Some(next)) => ir.move_op(op, InsertPoint::Before(next)),
            (Some(block), None) => ir.move_op(op, InsertPoint::BlockEnd(block)),
            (None, _) => ir.remove_op(op),
        },
        Rewrite::ModifyOp { op, snapshot } => {
            if !op.is_erased(ir) {
                snapshot.restore(ir, op);
            }
        }
        Rewrite::MapValue { from } => mapping.pop(from),
        Rewrite::ReplaceOp { .. } | Rewrite::ReplaceValue { .. } => {}
        Rewrite::BlockTypeConversion(_) => {}
        Rewrite::SetUse { at, old } => ir.set_use(at, old),
        Rewrite::SetSuccessor { op, index, old } => ir.set_successor(op, index, old),
        Rewrite::ExchangeRegions { from, to, .. } => ir.exchange_isolated_regions(from, to),
        Rewrite::CreateBlock(block) => erase_detached_block(ir, block),
        Rewrite::SplitBlock { from, into } => ir.move_ops_to_block_end(into, from),
        Rewrite::MoveBlock { block, region, before }
        | Rewrite::EraseBlock { block, region, before } => {
            ir.remove_block(block);
            ir.insert_block(region, block, before);
        }
        Rewrite::AddBlockArg(arg) => {
            if let ValueOwner::BlockArg(block, index) = arg.owner(ir) {
                ir.drop_all_uses(arg);
                ir.erase_block_arg(block, index as usize);
            }
        }
    }
}

/// The values `ops` and everything nested in them define: results and
/// the arguments of nested blocks.
fn values_defined_in(ir: &IrView, ops: &[Op]) -> Vec<Value> {
    let mut values = Vec::new();
    for &op in ops {
        ir.walk(op, WalkOrder::PreOrder, |ir, nested| {
            values.extend(nested.results(ir));
            for region in nested.regions(ir) {
                for block in region.blocks(ir) {
                    values.extend(block.args(ir));
                }
            }
            WalkControl::Advance
        });
    }
    values
}

/// Erases `op` with everything nested in it, first unlinking every use of
/// the values they define (users that stay were given replacements).
fn erase_op_tree(ir: &mut IrView, op: Op) {
    for value in values_defined_in(ir, &[op]) {
        ir.drop_all_uses(value);
    }
    ir.erase_op(op);
}

/// Erases a block (detached or not) with its ops.
fn erase_detached_block(ir: &mut IrView, block: Block) {
    let ops: Vec<Op> = block.ops(ir).collect();
    let mut values: Vec<Value> = block.args(ir).collect();
    values.extend(values_defined_in(ir, &ops));
    for value in values {
        ir.drop_all_uses(value);
    }
    ir.erase_block(block);
}

impl RewriteJournal for ConversionState {
    fn replace_op(&mut self, ir: &mut IrView, op: Op, values: Option<&[Value]>) {
        let lists: Option<Vec<ValueVector>> =
            values.map(|values| values.iter().map(|&v| smallvec::smallvec![v]).collect());
        self.replace_op_with_multiple(ir, op, lists.as_deref());
    }

    fn replace_value(&mut self, _ir: &mut IrView, from: Value, to: Value) {
        self.replace_value_with(from, smallvec::smallvec![to]);
    }

    fn erase_block(&mut self, ir: &mut IrView, block: Block) {
        let ops: Vec<Op> = block.ops(ir).collect();
        for &op in ops.iter().rev() {
            self.replace_op_with_multiple(ir, op, None);
        }
        let Some(region) = block.region(ir) else { return };
        let before = block.next(ir);
        ir.remove_block(block);
        self.log.push(Rewrite::EraseBlock { block, region, before });
    }

    fn record(&mut self, ir: &IrView, change: Change) {
        let rewrite = match change {
            Change::OpCreated(op) => Rewrite::CreateOp(op),
            Change::OpMoving { op, block, before } => Rewrite::MoveOp { op, block, before },
            Change::OpModifying(op) => {
                Rewrite::ModifyOp { op, snapshot: Box::new(OpSnapshot::take(ir, op)) }
            }
            Change::BlockCreated(block) => Rewrite::CreateBlock(block),
            Change::BlockMoving { block, region, before } => {
                Rewrite::MoveBlock { block, region, before }
            }
            Change::UseChanging { at, old } => Rewrite::SetUse { at, old },
            Change::BlockArgAdded(arg) => Rewrite::AddBlockArg(arg),
            Change::IsolatedRegionsExchanged { from, to } => {
                // Told before the exchange: the blocks are still `from`'s.
                let moved = from.regions(ir).flat_map(|r| r.blocks(ir)).collect();
                Rewrite::ExchangeRegions { from, to, moved }
            }
            Change::BlockSplit { from, into } => Rewrite::SplitBlock { from, into },
            Change::SuccessorChanging { op, index, old } => {
                Rewrite::SetSuccessor { op, index, old }
            }
        };
        self.log.push(rewrite);
    }

    fn match_failure(&mut self, loc: Location, reason: &str) {
        self.match_failures.push((loc, reason.to_owned()));
    }

    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }
}
