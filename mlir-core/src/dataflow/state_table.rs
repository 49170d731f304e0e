//! The solver's storage of states: one table per state type, each mapping
//! an anchor to its state, the (point, analysis) pairs that read it (its
//! dependents, in first-read order and without repeats, as MLIR's
//! `SetVector`) and the analyses subscribed to it.
//!
//! Anchors of one type may be made *equivalent* (MLIR's equivalent lattice
//! anchors: a dense analysis makes the points before and after an op free
//! of memory effects one): they then share the state of their class's
//! leader, the first anchor of the first union that formed it.

use std::any::{Any, TypeId};

use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

use crate::dataflow::anchor::{LatticeAnchor, ProgramPoint};
use crate::dataflow::state::AnalysisState;

/// An analysis loaded into a solver, by load order.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct AnalysisId(pub(crate) u32);

/// One unit of work: visit `point` with `analysis`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct WorkItem {
    /// The point to visit.
    pub point: ProgramPoint,
    /// The analysis visiting it.
    pub analysis: AnalysisId,
}

/// Dependents without repeats, in insertion order: a scan while short, a
/// set beside the list once long (a value read by many branches).
#[derive(Default, Debug)]
pub(crate) struct Dependents {
    items: Vec<WorkItem>,
    seen: Option<FxHashSet<WorkItem>>,
}

/// From this many dependents on, membership is a set lookup.
const SCAN_LIMIT: usize = 8;

impl Dependents {
    /// Adds `item` unless present.
    fn insert(&mut self, item: WorkItem) {
        match &mut self.seen {
            Some(seen) => {
                if seen.insert(item) {
                    self.items.push(item);
                }
            }
            None => {
                if self.items.contains(&item) {
                    return;
                }
                self.items.push(item);
                if self.items.len() >= SCAN_LIMIT {
                    self.seen = Some(self.items.iter().copied().collect());
                }
            }
        }
    }

    /// The dependents in insertion order.
    pub(crate) fn items(&self) -> &[WorkItem] {
        &self.items
    }
}

/// A state with what the solver keeps beside it.
#[derive(Debug)]
pub(crate) struct Entry<T> {
    pub(crate) state: T,
    pub(crate) dependents: Dependents,
    pub(crate) subscribers: SmallVec<[AnalysisId; 2]>,
}

/// The states of one type.
pub(crate) struct StateTable<T> {
    index: FxHashMap<LatticeAnchor, u32>,
    entries: Vec<Entry<T>>,
    /// Each anchor in a class of equivalent anchors, to its leader.
    leaders: FxHashMap<LatticeAnchor, LatticeAnchor>,
    /// Each leader, to the members of its class (itself first).
    members: FxHashMap<LatticeAnchor, Vec<LatticeAnchor>>,
}

impl<T: AnalysisState> StateTable<T> {
    /// The anchor whose state `anchor` shares: its class's leader.
    pub(crate) fn leader(&self, anchor: LatticeAnchor) -> LatticeAnchor {
        self.leaders.get(&anchor).copied().unwrap_or(anchor)
    }

    /// Makes `a` and `b` equivalent: `b`'s class joins `a`'s, whose
    /// leader leads both (before any state of theirs is made).
    pub(crate) fn union(&mut self, a: LatticeAnchor, b: LatticeAnchor) {
        let (leader_a, leader_b) = (self.leader(a), self.leader(b));
        if leader_a == leader_b {
            return;
        }
        let moved = self.members.remove(&leader_b).unwrap_or_else(|| vec![leader_b]);
        for &member in &moved {
            self.leaders.insert(member, leader_a);
        }
        self.leaders.insert(leader_a, leader_a);
        self.members.entry(leader_a).or_insert_with(|| vec![leader_a]).extend(moved);
    }

    /// The entry of `anchor` (of its leader), made on first use.
    pub(crate) fn get_or_create(&mut self, anchor: LatticeAnchor) -> &mut Entry<T> {
        let anchor = self.leader(anchor);
        let next = self.entries.len() as u32;
        let at = *self.index.entry(anchor).or_insert(next);
        if at == next {
            self.entries.push(Entry {
                state: T::new(anchor),
                dependents: Dependents::default(),
                subscribers: SmallVec::new(),
            });
        }
        &mut self.entries[at as usize]
    }

    /// The entry of `anchor` (of its leader), if made.
    pub(crate) fn lookup(&self, anchor: LatticeAnchor) -> Option<&Entry<T>> {
        self.index.get(&self.leader(anchor)).map(|&at| &self.entries[at as usize])
    }
}

impl<T> Entry<T> {
    /// Records that `item` read this state.
    pub(crate) fn add_dependent(&mut self, item: WorkItem) {
        self.dependents.insert(item);
    }

    /// Subscribes `analysis` (once).
    pub(crate) fn subscribe(&mut self, analysis: AnalysisId) {
        if !self.subscribers.contains(&analysis) {
            self.subscribers.push(analysis);
        }
    }
}

/// A table of any state type, for the map of tables.
trait AnyTable: Any {
    fn as_any(&self) -> &dyn Any;
    fn as_any_mut(&mut self) -> &mut dyn Any;
    /// Forgets the state at `anchor`: it starts afresh, with no
    /// dependents or subscribers.
    fn erase(&mut self, anchor: LatticeAnchor);
}

impl<T: AnalysisState> AnyTable for StateTable<T> {
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }
    fn erase(&mut self, anchor: LatticeAnchor) {
        let anchor = self.leader(anchor);
        if let Some(&at) = self.index.get(&anchor) {
            let entry = &mut self.entries[at as usize];
            entry.state = T::new(anchor);
            entry.dependents = Dependents::default();
            entry.subscribers.clear();
        }
    }
}

/// Every state table, by state type.
#[derive(Default)]
pub(crate) struct StateTables {
    tables: FxHashMap<TypeId, Box<dyn AnyTable>>,
}

impl StateTables {
    /// The table of `T`, made on first use.
    pub(crate) fn table_mut<T: AnalysisState>(&mut self) -> &mut StateTable<T> {
        let table = self.tables.entry(TypeId::of::<T>()).or_insert_with(|| {
            Box::new(StateTable::<T> {
                index: FxHashMap::default(),
                entries: Vec::new(),
                leaders: FxHashMap::default(),
                members: FxHashMap::default(),
            })
        });
        table.as_any_mut().downcast_mut().expect("a table holds the states of its type id")
    }

    /// The table of `T`, if any state of it was made.
    pub(crate) fn table<T: AnalysisState>(&self) -> Option<&StateTable<T>> {
        let table = self.tables.get(&TypeId::of::<T>())?;
        table.as_any().downcast_ref()
    }

    /// Forgets every state at `anchor`, of every type.
    pub(crate) fn erase(&mut self, anchor: LatticeAnchor) {
        for table in self.tables.values_mut() {
            table.erase(anchor);
        }
    }
}
