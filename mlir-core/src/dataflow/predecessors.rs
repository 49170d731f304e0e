//! [`PredecessorState`]: the ops control may come from to reach a point
//! (MLIR's `PredecessorState`): for the start of a region's entry block or
//! the point after a region-branching op, the op itself and the region
//! terminators that branch there, with the values each one's operands
//! flow into; for the point after a callable, its call sites; for the
//! point after a call, the callee's return ops.
//!
//! The set may be known in full, or may have predecessors nobody can see
//! (a public function's callers): then nothing may be assumed of what
//! flows in.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::dataflow::anchor::LatticeAnchor;
use crate::dataflow::state::{AnalysisState, ChangeResult};
use crate::ir::{Op, Value};

/// The known predecessors of a point, and whether they are all of them.
#[derive(Clone, Debug, Default)]
pub struct PredecessorState {
    unknown: bool,
    known: Vec<Op>,
    /// `known` as a set: a callable may have many call sites.
    known_set: FxHashSet<Op>,
    /// Per predecessor, the values its forwarded operands flow into (the
    /// successor's inputs), when it forwards any.
    inputs: FxHashMap<Op, Vec<Value>>,
}

impl PredecessorState {
    /// Whether every predecessor is known.
    pub fn all_predecessors_known(&self) -> bool {
        !self.unknown
    }

    /// The known predecessors, in the order they were found.
    pub fn known_predecessors(&self) -> &[Op] {
        &self.known
    }

    /// The values `predecessor`'s forwarded operands flow into (empty if
    /// it forwards none).
    pub fn successor_inputs(&self, predecessor: Op) -> &[Value] {
        self.inputs.get(&predecessor).map_or(&[], Vec::as_slice)
    }

    /// Records that some predecessors cannot be known.
    pub fn set_has_unknown_predecessors(&mut self) -> ChangeResult {
        let changed = ChangeResult::from_bool(!self.unknown);
        self.unknown = true;
        changed
    }

    /// Adds `predecessor`.
    pub fn join(&mut self, predecessor: Op) -> ChangeResult {
        if !self.known_set.insert(predecessor) {
            return ChangeResult::NoChange;
        }
        self.known.push(predecessor);
        ChangeResult::Change
    }

    /// Adds `predecessor`, whose forwarded operands flow into `inputs`.
    pub fn join_with_inputs(&mut self, predecessor: Op, inputs: Vec<Value>) -> ChangeResult {
        let mut changed = self.join(predecessor);
        if !inputs.is_empty() && self.inputs.get(&predecessor) != Some(&inputs) {
            self.inputs.insert(predecessor, inputs);
            changed = ChangeResult::Change;
        }
        changed
    }
}

impl AnalysisState for PredecessorState {
    fn new(_anchor: LatticeAnchor) -> PredecessorState {
        PredecessorState::default()
    }
}
