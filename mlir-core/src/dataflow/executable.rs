//! [`Executable`]: whether a block (at its start point) or a control-flow
//! edge may run (MLIR's `Executable`). It starts dead and becomes live
//! once; never back.
//!
//! Analyses subscribe to a block's liveness to look at the block and all
//! its ops again when it becomes live (MLIR's `blockContentSubscribe`),
//! and to an edge's to look at the edge's destination again.

use crate::dataflow::anchor::{LatticeAnchor, ProgramPoint};
use crate::dataflow::solver::UpdateContext;
use crate::dataflow::state::{AnalysisState, ChangeResult};

/// Whether a block or an edge may run.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub struct Executable {
    live: bool,
}

impl Executable {
    /// Whether it may run.
    pub fn is_live(self) -> bool {
        self.live
    }

    /// Marks it live.
    pub fn set_to_live(&mut self) -> ChangeResult {
        let changed = ChangeResult::from_bool(!self.live);
        self.live = true;
        changed
    }
}

impl AnalysisState for Executable {
    fn new(_anchor: LatticeAnchor) -> Executable {
        Executable::default()
    }

    /// A block that became live is visited again, then each of its ops,
    /// by every subscriber; an edge's destination block is.
    fn on_update(anchor: LatticeAnchor, cx: &mut UpdateContext<'_>) {
        let subscribers = cx.subscribers::<Executable>(anchor);
        if subscribers.is_empty() {
            return;
        }
        match anchor {
            LatticeAnchor::Point(ProgramPoint::BlockStart(block)) => {
                for &analysis in &subscribers {
                    cx.enqueue(ProgramPoint::BlockStart(block), analysis);
                }
                let ops: Vec<_> = block.ops(cx.ir()).collect();
                for &analysis in &subscribers {
                    for &op in &ops {
                        cx.enqueue(ProgramPoint::After(op), analysis);
                    }
                }
            }
            LatticeAnchor::Edge(_, to) => {
                for &analysis in &subscribers {
                    cx.enqueue(ProgramPoint::BlockStart(to), analysis);
                }
            }
            _ => {}
        }
    }
}
