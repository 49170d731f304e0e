//! [`PreorderWalk`]: the ops and blocks below an op in the order of MLIR's
//! recursive initializers (an op, then each of its regions' blocks in
//! order, each block followed by its ops and what they hold), with an
//! explicit stack, so deep nesting cannot overflow the call stack, and
//! pulled one step at a time, so that the walker may change states
//! between steps.

use crate::ir::{Block, IrView, Op};

/// One step of a walk.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Step {
    /// An op, before anything it holds.
    Op(Op),
    /// A block, before its ops.
    Block(Block),
}

/// Where the walk stands, one frame per level.
#[derive(Copy, Clone)]
enum Frame {
    /// An op not yet given out.
    Op(Op),
    /// The regions of an op, from this index.
    Regions(Op, usize),
    /// The blocks of a region, from this one.
    Blocks(Option<Block>),
    /// The ops of a block, from this one.
    Ops(Option<Op>),
}

/// A preorder walk of the ops and blocks at and below an op; the ops of a
/// block are in reverse order when the walk is made with
/// [`PreorderWalk::ops_reversed`] (backward analyses initialize that way).
pub(crate) struct PreorderWalk {
    stack: Vec<Frame>,
    reversed: bool,
}

impl PreorderWalk {
    /// A walk from `top`, the first step.
    pub(crate) fn new(top: Op) -> PreorderWalk {
        PreorderWalk { stack: vec![Frame::Op(top)], reversed: false }
    }

    /// A walk from `top` visiting each block's ops last to first.
    pub(crate) fn ops_reversed(top: Op) -> PreorderWalk {
        PreorderWalk { stack: vec![Frame::Op(top)], reversed: true }
    }

    /// The next step, reading the IR as it is now.
    pub(crate) fn next(&mut self, ir: &IrView) -> Option<Step> {
        loop {
            let top = self.stack.last_mut()?;
            match *top {
                Frame::Op(op) => {
                    *top = Frame::Regions(op, 0);
                    return Some(Step::Op(op));
                }
                Frame::Regions(op, index) => {
                    if index < op.num_regions(ir) {
                        *top = Frame::Regions(op, index + 1);
                        let first = op.region(ir, index).first_block(ir);
                        self.stack.push(Frame::Blocks(first));
                    } else {
                        self.stack.pop();
                    }
                }
                Frame::Blocks(Some(block)) => {
                    *top = Frame::Blocks(block.next(ir));
                    let first = if self.reversed { block.last_op(ir) } else { block.first_op(ir) };
                    self.stack.push(Frame::Ops(first));
                    return Some(Step::Block(block));
                }
                Frame::Ops(Some(op)) => {
                    *top = Frame::Ops(if self.reversed { op.prev(ir) } else { op.next(ir) });
                    self.stack.push(Frame::Op(op));
                }
                Frame::Blocks(None) | Frame::Ops(None) => {
                    self.stack.pop();
                }
            }
        }
    }
}
