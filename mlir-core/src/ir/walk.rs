//! Walkers over nested ops, pre- or post-order, with skip and interrupt.
//! They keep an explicit stack, so depth costs heap, never call stack, and
//! they cross into the bodies of isolated ops like any region.

use smallvec::SmallVec;

use crate::ir::handles::{Block, Op};
use crate::ir::view::IrView;

/// What a walk callback asks for next.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum WalkControl {
    /// Continue normally.
    Advance,
    /// Do not visit the ops nested in this one (pre-order only).
    Skip,
    /// Stop the walk.
    Interrupt,
}

/// Visit order.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum WalkOrder {
    /// Parents before their nested ops.
    PreOrder,
    /// Nested ops before their parent.
    PostOrder,
}

enum Frame {
    /// Visit this op (pre-order step) then its children.
    Enter(Op),
    /// Children done: post-order visit.
    Exit(Op),
    /// Continue with the next op of a block after `Op`.
    Next(Option<Op>),
}

impl IrView {
    /// Walks `root` and every op nested in it. Returns `false` when interrupted.
    pub fn walk(
        &self,
        root: Op,
        order: WalkOrder,
        mut f: impl FnMut(&IrView, Op) -> WalkControl,
    ) -> bool {
        let mut stack = vec![Frame::Enter(root)];
        while let Some(frame) = stack.pop() {
            match frame {
                Frame::Next(None) => {}
                Frame::Next(Some(op)) => {
                    stack.push(Frame::Next(op.next(self)));
                    stack.push(Frame::Enter(op));
                }
                Frame::Enter(op) => {
                    if order == WalkOrder::PreOrder {
                        match f(self, op) {
                            WalkControl::Interrupt => return false,
                            WalkControl::Skip => continue,
                            WalkControl::Advance => {}
                        }
                    } else {
                        stack.push(Frame::Exit(op));
                    }
                    // Push regions and blocks in reverse so they pop in order.
                    let blocks: SmallVec<[Block; 8]> =
                        op.regions(self).flat_map(|r| r.blocks(self)).collect();
                    for b in blocks.into_iter().rev() {
                        stack.push(Frame::Next(b.first_op(self)));
                    }
                }
                Frame::Exit(op) => {
                    if f(self, op) == WalkControl::Interrupt {
                        return false;
                    }
                }
            }
        }
        true
    }

    /// Walks every op of the IR (the top-level ops and everything nested).
    pub fn walk_all(
        &self,
        order: WalkOrder,
        mut f: impl FnMut(&IrView, Op) -> WalkControl,
    ) -> bool {
        for op in self.top_level_ops() {
            if !self.walk(op, order, &mut f) {
                return false;
            }
        }
        true
    }
}
