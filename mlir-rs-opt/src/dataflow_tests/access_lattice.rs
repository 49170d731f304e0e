//! For each memory value (an underlying value), the ops adjacent to a
//! point that access it: the last to modify it before the point.

use mlir_core::dataflow::{ChangeResult, LatticeValue};
use mlir_core::ir::{Op, Value};

/// The accesses of one value: known ops, in the order found, or unknown.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct AdjacentAccess {
    unknown: bool,
    accesses: Vec<Op>,
}

impl AdjacentAccess {
    /// The ops, when known.
    pub(super) fn known(&self) -> Option<&[Op]> {
        (!self.unknown).then_some(self.accesses.as_slice())
    }

    /// Adds `other`'s ops; unknown wins.
    fn merge(&mut self, other: &AdjacentAccess) -> ChangeResult {
        if self.unknown {
            return ChangeResult::NoChange;
        }
        if other.unknown {
            self.unknown = true;
            self.accesses.clear();
            return ChangeResult::Change;
        }
        let before = self.accesses.len();
        for &op in &other.accesses {
            if !self.accesses.contains(&op) {
                self.accesses.push(op);
            }
        }
        ChangeResult::from_bool(self.accesses.len() != before)
    }

    /// Forgets the ops: unknown.
    fn set_unknown(&mut self) -> ChangeResult {
        if self.unknown {
            return ChangeResult::NoChange;
        }
        self.accesses.clear();
        self.unknown = true;
        ChangeResult::Change
    }

    /// Makes `op` the only access.
    fn set(&mut self, op: Op) -> ChangeResult {
        if !self.unknown && self.accesses == [op] {
            return ChangeResult::NoChange;
        }
        self.unknown = false;
        self.accesses = vec![op];
        ChangeResult::Change
    }
}

/// The accesses of every value seen, in the order values were first met.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct AccessLattice {
    entries: Vec<(Value, AdjacentAccess)>,
}

impl AccessLattice {
    /// Forgets every value.
    pub(super) fn reset(&mut self) -> ChangeResult {
        let changed = ChangeResult::from_bool(!self.entries.is_empty());
        self.entries.clear();
        changed
    }

    /// The entry of `value`, made empty if new.
    fn entry(&mut self, value: Value) -> &mut AdjacentAccess {
        let at = match self.entries.iter().position(|(v, _)| *v == value) {
            Some(at) => at,
            None => {
                self.entries.push((value, AdjacentAccess::default()));
                self.entries.len() - 1
            }
        };
        &mut self.entries[at].1
    }

    /// Makes every value seen unknown (the values not seen stay unseen).
    pub(super) fn set_known_to_unknown(&mut self) -> ChangeResult {
        let mut changed = ChangeResult::NoChange;
        for (_, access) in &mut self.entries {
            changed |= access.set_unknown();
        }
        changed
    }

    /// Merges `other` in, value by value.
    pub(super) fn merge(&mut self, other: &AccessLattice) -> ChangeResult {
        let mut changed = ChangeResult::NoChange;
        for (value, access) in &other.entries {
            changed |= self.entry(*value).merge(access);
        }
        changed
    }

    /// Makes `op` the only access of `value`.
    pub(super) fn set(&mut self, value: Value, op: Op) -> ChangeResult {
        self.entry(value).set(op)
    }

    /// The accesses of `value`, if it was seen.
    pub(super) fn get(&self, value: Value) -> Option<&AdjacentAccess> {
        self.entries.iter().find(|(v, _)| *v == value).map(|(_, a)| a)
    }
}

impl LatticeValue for AccessLattice {
    fn join(&self, other: &AccessLattice) -> AccessLattice {
        let mut joined = self.clone();
        joined.merge(other);
        joined
    }

    /// A merge that only makes empty entries is no change, as mlir-opt
    /// counts it.
    fn join_in_place(&mut self, other: &AccessLattice) -> ChangeResult {
        self.merge(other)
    }

    /// Backward, the next accesses merge the same way.
    fn meet_in_place(&mut self, other: &AccessLattice) -> ChangeResult {
        self.merge(other)
    }
}
