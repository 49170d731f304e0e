//! Where analysis states live: [`ProgramPoint`]s (the point at the start of
//! a block, or the point right after an op) and [`LatticeAnchor`]s (a
//! program point, an SSA value, a control-flow edge between two blocks).
//!
//! A program point has one name only: the point before an op is the point
//! after the op before it, or its block's start when it is the first op,
//! so a state attached "before" an op and one attached "after" its
//! predecessor are the same state, as in MLIR's `ProgramPoint`.

use crate::ir::{Block, IrView, Op, Value};

/// A point in the program between two ops (MLIR's `ProgramPoint`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum ProgramPoint {
    /// The start of a block, before its first op.
    BlockStart(Block),
    /// Right after an op (for an op with regions: after control left it).
    After(Op),
}

impl ProgramPoint {
    /// The point right before `op`: after the op before it, or its block's
    /// start. An op in no block (the top-level op) has only the point
    /// after it.
    pub fn before(ir: &IrView, op: Op) -> ProgramPoint {
        match (op.prev(ir), op.block(ir)) {
            (Some(prev), _) => ProgramPoint::After(prev),
            (None, Some(block)) => ProgramPoint::BlockStart(block),
            (None, None) => ProgramPoint::After(op),
        }
    }

    /// The block the point is in (`None` after the top-level op).
    pub fn block(self, ir: &IrView) -> Option<Block> {
        match self {
            ProgramPoint::BlockStart(block) => Some(block),
            ProgramPoint::After(op) => op.block(ir),
        }
    }

    /// The op right after the point, if any: the first op of the block, or
    /// the op after `After`'s op. `None` at the end of a block.
    pub fn next_op(self, ir: &IrView) -> Option<Op> {
        match self {
            ProgramPoint::BlockStart(block) => block.first_op(ir),
            ProgramPoint::After(op) => op.next(ir),
        }
    }

    /// The op right before the point (`None` at a block's start).
    pub fn prev_op(self) -> Option<Op> {
        match self {
            ProgramPoint::BlockStart(_) => None,
            ProgramPoint::After(op) => Some(op),
        }
    }

    /// Whether this is the start of a block.
    pub fn is_block_start(self) -> bool {
        matches!(self, ProgramPoint::BlockStart(_))
    }

    /// Whether this is the end of its block: after its last op, or the
    /// start of an empty block.
    pub fn is_block_end(self, ir: &IrView) -> bool {
        self.next_op(ir).is_none()
    }
}

/// What an analysis state is attached to (MLIR's `LatticeAnchor`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum LatticeAnchor {
    /// A point of the program: dense states, liveness of blocks, the
    /// predecessors of a region or a callable.
    Point(ProgramPoint),
    /// An SSA value: sparse states.
    Value(Value),
    /// The control-flow edge from a block to one of its successors
    /// (MLIR's `CFGEdge`).
    Edge(Block, Block),
    /// An anchor of an analysis's own kind, a key it chooses: the
    /// analysis's own states, keyed as it needs.
    Custom(u64),
}

impl From<ProgramPoint> for LatticeAnchor {
    fn from(point: ProgramPoint) -> LatticeAnchor {
        LatticeAnchor::Point(point)
    }
}

impl From<Value> for LatticeAnchor {
    fn from(value: Value) -> LatticeAnchor {
        LatticeAnchor::Value(value)
    }
}
