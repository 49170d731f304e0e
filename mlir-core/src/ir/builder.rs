//! [`Builder`]: creates ops at an insertion point.
//!
//! An `InsertPoint` says where (a block's start or end, before or after an op).
//! `OpBuilder` is what generated builders take: the `Builder`, or the pattern
//! rewriter, which builds the same way and tells its listener.

use std::ops::{Deref, DerefMut};

use crate::ir::handles::{Block, Op};
use crate::ir::mutate::OperationState;
use crate::ir::view::IrView;

/// Where a new op goes.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum InsertPoint {
    /// At the start of a block.
    BlockStart(Block),
    /// At the end of a block.
    BlockEnd(Block),
    /// Right before an op.
    Before(Op),
    /// Right after an op.
    After(Op),
}

impl InsertPoint {
    /// The block and the op to insert before (`None`: at the end).
    pub(crate) fn resolve(self, ir: &IrView) -> (Block, Option<Op>) {
        match self {
            InsertPoint::BlockStart(b) => (b, b.first_op(ir)),
            InsertPoint::BlockEnd(b) => (b, None),
            InsertPoint::Before(op) => {
                (op.block(ir).expect("insertion point op is detached"), Some(op))
            }
            InsertPoint::After(op) => {
                (op.block(ir).expect("insertion point op is detached"), op.next(ir))
            }
        }
    }

    /// The block this point is in.
    pub fn block(self, ir: &IrView) -> Block {
        self.resolve(ir).0
    }
}

/// What typed op builders build through: a view of the IR, an insertion
/// point and a way to create an op there. [`Builder`] is one; the pattern
/// rewriter is another, which tells its listener about each op it creates
/// (MLIR's `OpBuilder` with a listener). Generated `build` functions take
/// any `OpBuilder`.
pub trait OpBuilder: Deref<Target = IrView> {
    /// The current insertion point.
    fn insertion_point(&self) -> InsertPoint;

    /// Moves the insertion point.
    fn set_insertion_point(&mut self, point: InsertPoint);

    /// Creates an op from `state` at the insertion point, which then stays
    /// after the new op (see [`Builder::build`]).
    fn build(&mut self, state: OperationState) -> Op;
}

impl OpBuilder for Builder<'_> {
    fn insertion_point(&self) -> InsertPoint {
        self.point
    }

    fn set_insertion_point(&mut self, point: InsertPoint) {
        self.point = point;
    }

    fn build(&mut self, state: OperationState) -> Op {
        Builder::build(self, state)
    }
}

/// Creates ops at an insertion point; derefs to the [`IrView`].
pub struct Builder<'a> {
    ir: &'a mut IrView,
    point: InsertPoint,
}

impl<'a> Builder<'a> {
    /// A builder inserting at `point`.
    pub fn new(ir: &'a mut IrView, point: InsertPoint) -> Builder<'a> {
        Builder { ir, point }
    }

    /// The current insertion point.
    pub fn insertion_point(&self) -> InsertPoint {
        self.point
    }

    /// Moves the insertion point.
    pub fn set_insertion_point(&mut self, point: InsertPoint) {
        self.point = point;
    }

    /// Creates an op from `state` and inserts it at the insertion point; the
    /// point stays after the new op, so successive builds come out in
    /// creation order (at a block's start too, as MLIR's
    /// `setInsertionPointToStart`).
    pub fn build(&mut self, state: OperationState) -> Op {
        let block = self.point.block(self.ir);
        let op = self.ir.create_op(block.body, state);
        self.ir.insert_op(op, self.point);
        if let InsertPoint::After(_) | InsertPoint::BlockStart(_) = self.point {
            self.point = InsertPoint::After(op);
        }
        op
    }
}

impl Deref for Builder<'_> {
    type Target = IrView;
    fn deref(&self) -> &IrView {
        self.ir
    }
}

impl DerefMut for Builder<'_> {
    fn deref_mut(&mut self) -> &mut IrView {
        self.ir
    }
}
