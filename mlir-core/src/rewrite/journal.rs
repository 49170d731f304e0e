//! [`RewriteJournal`]: a driver that takes over part of what the
//! [`PatternRewriter`](crate::rewrite::PatternRewriter) does and records
//! the rest, so that it can undo a pattern's changes or the changes of a
//! whole run. Dialect conversion is that driver (MLIR's
//! `ConversionPatternRewriter`): it defers replacements and erasures to
//! the end of the conversion and keeps an undo log of every other change.
//!
//! With a journal attached, the rewriter:
//! - hands replacing an op, erasing an op, replacing all uses of a value
//!   and erasing a block to the journal, which decides when the IR changes;
//! - performs every other change at once and tells the journal first, as a
//!   [`Change`] carrying what undoing it needs.
//!
//! Changes the journal cannot undo: erasing block arguments and moving the
//! regions of an op rebuilt without some results
//! (`erase_op_results`). They are performed and not recorded.

use std::any::Any;

use crate::context::builtin::location::Location;
use crate::ir::{Block, IrView, Op, Region, Use, Value};

/// A change the rewriter performed at once, told to the journal with what
/// undoing it needs.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Change {
    /// `op` was created and inserted (undo: erase it).
    OpCreated(Op),
    /// `op` is about to move; it was in `block` before `before` (at the
    /// block's end when `None`), or in no block when `block` is `None`.
    OpMoving {
        /// The op moved.
        op: Op,
        /// Its block before the move.
        block: Option<Block>,
        /// The op it was right before.
        before: Option<Op>,
    },
    /// `op` is about to be changed in place (the journal snapshots it).
    OpModifying(Op),
    /// `block` was created and inserted (undo: erase it).
    BlockCreated(Block),
    /// The isolated ops `from` and `to` exchanged their regions (the
    /// bodies holding them), moving `from`'s blocks into `to`'s empty
    /// region (undo: exchange them again).
    IsolatedRegionsExchanged {
        /// The op whose blocks moved.
        from: Op,
        /// The op that received them.
        to: Op,
    },
    /// `block` is about to move out of `region`, where it was before
    /// `before` (at the end when `None`).
    BlockMoving {
        /// The block moved.
        block: Block,
        /// Its region before the move.
        region: Region,
        /// The block it was right before.
        before: Option<Block>,
    },
    /// The use `at` is about to take another value; it used `old`.
    UseChanging {
        /// The operand slot.
        at: Use,
        /// The value it used.
        old: Value,
    },
    /// `arg` was appended to its block.
    BlockArgAdded(Value),
    /// Every op of the new block `into` was just moved there from the end
    /// of `from`, in order (splitting a block). One change for all the
    /// ops, so that a split costs the journal the same whatever the
    /// number of ops it moves (undo: move them back to the end of
    /// `from`).
    BlockSplit {
        /// The block split.
        from: Block,
        /// The block made by the split, holding the moved ops.
        into: Block,
    },
    /// Successor `index` of `op` is about to change; it was `old`. Not an
    /// in-place change of `op` a driver re-examines: a block's uses move
    /// to its replacement.
    SuccessorChanging {
        /// The branch.
        op: Op,
        /// Which successor.
        index: usize,
        /// The block it named.
        old: Block,
    },
}

/// A driver taking over the rewriter's replacements and erasures and
/// recording its other changes (see the module doc).
pub trait RewriteJournal {
    /// Replaces `op`'s results with `values` (one per result), or erases
    /// `op` when `values` is `None`. The rewriter does nothing else.
    fn replace_op(&mut self, ir: &mut IrView, op: Op, values: Option<&[Value]>);

    /// Replaces every use of `from` with `to`. The rewriter does nothing
    /// else.
    fn replace_value(&mut self, ir: &mut IrView, from: Value, to: Value);

    /// Erases `block` and its ops. The rewriter does nothing else.
    fn erase_block(&mut self, ir: &mut IrView, block: Block);

    /// Records a change the rewriter performs at once (for
    /// [`Change::OpCreated`], [`Change::BlockCreated`],
    /// [`Change::BlockArgAdded`] and [`Change::BlockSplit`], after
    /// performing it; for the others, before).
    fn record(&mut self, ir: &IrView, change: Change);

    /// A pattern reported why it did not apply at `loc`.
    fn match_failure(&mut self, loc: Location, reason: &str) {
        let _ = (loc, reason);
    }

    /// The journal as `Any`, for the driver's own pattern kinds to reach
    /// their state through the rewriter.
    fn as_any_mut(&mut self) -> &mut dyn Any;
}
