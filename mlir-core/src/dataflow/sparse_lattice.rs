//! Sparse lattices: what an analysis knows of one SSA value.
//! [`LatticeValue`] is the knowledge itself (a constant, a range,
//! liveness) with its join; [`Lattice`] is the state holding it at a value
//! (MLIR's `Lattice<ValueT>`), which, when it changes, has the ops using
//! the value visited again by the analyses subscribed to it.

use std::fmt;

use crate::dataflow::anchor::{LatticeAnchor, ProgramPoint};
use crate::dataflow::solver::{SolverContext, UpdateContext};
use crate::dataflow::state::{AnalysisState, ChangeResult};
use crate::ir::Value;

/// The knowledge a sparse analysis has of one value: a lattice whose
/// `Default` is its bottom, *uninitialized* (nothing known yet, as a value
/// no executable code has reached).
pub trait LatticeValue: Clone + PartialEq + fmt::Debug + Default + 'static {
    /// The least upper bound of `self` and `other`: what holds whichever
    /// of them flows in (forward analyses combine with it).
    fn join(&self, other: &Self) -> Self;

    /// What backward analyses combine with (the values of a value's uses):
    /// the join unless the lattice says otherwise.
    fn meet(&self, other: &Self) -> Self {
        self.join(other)
    }

    /// Joins `other` into `self` and tells whether that changed it: by
    /// default the join compared with what was. A lattice that reports its
    /// own changes overrides it (one whose representation may grow without
    /// its meaning changing, as MLIR's lattices that count only real
    /// changes), since only a reported change re-visits the dependents.
    fn join_in_place(&mut self, other: &Self) -> ChangeResult {
        let joined = self.join(other);
        if joined == *self {
            return ChangeResult::NoChange;
        }
        *self = joined;
        ChangeResult::Change
    }

    /// [`LatticeValue::join_in_place`] for [`LatticeValue::meet`].
    fn meet_in_place(&mut self, other: &Self) -> ChangeResult {
        let met = self.meet(other);
        if met == *self {
            return ChangeResult::NoChange;
        }
        *self = met;
        ChangeResult::Change
    }

    /// Runs after the lattice of `value` changed, beyond re-visiting the
    /// value's users: an integer range that became one value tells the
    /// constant lattice. Nothing by default.
    fn on_update(_value: Value, _cx: &mut UpdateContext<'_>) {}
}

/// The state of a [`LatticeValue`] at an SSA value.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Lattice<V> {
    value: V,
}

impl<V: LatticeValue> Lattice<V> {
    /// The knowledge held.
    pub fn value(&self) -> &V {
        &self.value
    }

    /// The knowledge held, to change in place: the caller reports whether
    /// it changed (a dense lattice updated entry by entry).
    pub fn value_mut(&mut self) -> &mut V {
        &mut self.value
    }

    /// Joins `other` in.
    pub fn join(&mut self, other: &V) -> ChangeResult {
        self.value.join_in_place(other)
    }

    /// Meets `other` in (backward analyses).
    pub fn meet(&mut self, other: &V) -> ChangeResult {
        self.value.meet_in_place(other)
    }

    /// Sets the knowledge to `value` outright.
    pub fn replace(&mut self, value: V) -> ChangeResult {
        if value == self.value {
            return ChangeResult::NoChange;
        }
        self.value = value;
        ChangeResult::Change
    }
}

impl<V: LatticeValue> AnalysisState for Lattice<V> {
    fn new(_anchor: LatticeAnchor) -> Lattice<V> {
        Lattice { value: V::default() }
    }

    /// Each user of the value is visited again by each subscribed
    /// analysis, users outermost, in use-list order.
    fn on_update(anchor: LatticeAnchor, cx: &mut UpdateContext<'_>) {
        let LatticeAnchor::Value(value) = anchor else { return };
        let subscribers = cx.subscribers::<Lattice<V>>(anchor);
        if !subscribers.is_empty() {
            let users: Vec<_> = value.uses(cx.ir()).map(|u| u.owner(cx.ir())).collect();
            for user in users {
                for &analysis in &subscribers {
                    cx.enqueue(ProgramPoint::After(user), analysis);
                }
            }
        }
        V::on_update(value, cx);
    }
}

impl SolverContext<'_> {
    /// What the lattice of `V` knows of `value` (made if new).
    pub fn lattice<V: LatticeValue>(&mut self, value: Value) -> V {
        self.get_or_create::<Lattice<V>>(value).value.clone()
    }

    /// What the lattice of `V` knows of `value`, read on behalf of
    /// `dependent`, which is visited again when it changes.
    pub fn lattice_for<V: LatticeValue>(&mut self, dependent: ProgramPoint, value: Value) -> V {
        self.get_or_create_for::<Lattice<V>>(dependent, value).value.clone()
    }

    /// Joins `with` into the lattice of `V` at `value`.
    pub fn join_lattice<V: LatticeValue>(&mut self, value: Value, with: &V) -> ChangeResult {
        self.update::<Lattice<V>>(value, |lattice| lattice.join(with))
    }

    /// Meets `with` into the lattice of `V` at `value`.
    pub fn meet_lattice<V: LatticeValue>(&mut self, value: Value, with: &V) -> ChangeResult {
        self.update::<Lattice<V>>(value, |lattice| lattice.meet(with))
    }
}
