//! Analysis states: what an analysis knows at one anchor ([`AnalysisState`]),
//! and [`ChangeResult`], whether an update changed it.
//!
//! A state changes only by the solver's `update`: when the closure reports
//! a change, the solver re-visits every (point, analysis) that read the
//! state through `get_or_create_for` (its *dependents*), then runs the
//! state's own [`AnalysisState::on_update`], through which a sparse lattice
//! re-visits the users of its value and a block's liveness the block's ops.

use std::fmt;

use crate::dataflow::anchor::LatticeAnchor;
use crate::dataflow::solver::UpdateContext;

/// Whether an update changed a state (MLIR's `ChangeResult`).
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub enum ChangeResult {
    /// The state is as it was.
    #[default]
    NoChange,
    /// The state changed: what depends on it must be looked at again.
    Change,
}

impl ChangeResult {
    /// `Change` when `changed`.
    pub fn from_bool(changed: bool) -> ChangeResult {
        if changed { ChangeResult::Change } else { ChangeResult::NoChange }
    }

    /// Whether the state changed.
    pub fn changed(self) -> bool {
        self == ChangeResult::Change
    }
}

impl std::ops::BitOr for ChangeResult {
    type Output = ChangeResult;
    fn bitor(self, rhs: ChangeResult) -> ChangeResult {
        ChangeResult::from_bool(self.changed() || rhs.changed())
    }
}

impl std::ops::BitOrAssign for ChangeResult {
    fn bitor_assign(&mut self, rhs: ChangeResult) {
        *self = *self | rhs;
    }
}

/// What an analysis knows at one anchor (MLIR's `AnalysisState`). The
/// solver keeps one state of each type per anchor, made by
/// [`AnalysisState::new`] the first time it is asked for.
pub trait AnalysisState: fmt::Debug + 'static {
    /// The state an anchor starts in: the bottom of a lattice (nothing
    /// known yet, "uninitialized").
    fn new(anchor: LatticeAnchor) -> Self
    where
        Self: Sized;

    /// Work beyond re-visiting the dependents after the state at `anchor`
    /// changed: a sparse lattice re-visits its value's users for the
    /// analyses subscribed to it, a block's liveness the block's ops.
    /// Nothing by default.
    fn on_update(_anchor: LatticeAnchor, _cx: &mut UpdateContext<'_>)
    where
        Self: Sized,
    {
    }
}
