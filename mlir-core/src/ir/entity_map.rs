//! Maps and sets keyed by IR handles ([`Op`], [`Value`], [`Block`]) stored
//! densely: one vector per body, indexed by the entity's arena id. Passes
//! that visit every op of a module (the greedy driver's worklist, region
//! DCE's liveness) look an op up several times per visit; an array index
//! costs a fraction of hashing a two-part key, and needs no rehashing as
//! the set grows.
//!
//! An erased entity's arena slot may be reused by a later one, so a user
//! that keeps a map across erasures removes the erased entity's entry, as
//! it would from a hash map.

use std::marker::PhantomData;

use super::handles::{Block, Op, Value};

/// An IR handle with a dense position: its body and its id in that body.
pub trait DenseKey: Copy {
    /// `(body index, arena index)`.
    fn position(self) -> (usize, usize);
}

impl DenseKey for Op {
    #[inline]
    fn position(self) -> (usize, usize) {
        (self.body.index(), self.id.index())
    }
}

impl DenseKey for Value {
    #[inline]
    fn position(self) -> (usize, usize) {
        (self.body.index(), self.id.index())
    }
}

impl DenseKey for Block {
    #[inline]
    fn position(self) -> (usize, usize) {
        (self.body.index(), self.id.index())
    }
}

/// Per-body rows, for the bodies from the lowest one touched to the
/// highest: a set or map local to one function's body costs one row, not
/// one per body of the module.
#[derive(Clone, Debug)]
struct Rows<T> {
    first: usize,
    rows: Vec<Vec<T>>,
}

impl<T> Rows<T> {
    const fn new() -> Self {
        Rows { first: 0, rows: Vec::new() }
    }

    #[inline]
    fn get(&self, body: usize) -> Option<&Vec<T>> {
        self.rows.get(body.checked_sub(self.first)?)
    }

    #[inline]
    fn get_mut(&mut self, body: usize) -> Option<&mut Vec<T>> {
        self.rows.get_mut(body.checked_sub(self.first)?)
    }

    /// The row of `body`, created empty if needed.
    #[inline]
    fn row(&mut self, body: usize) -> &mut Vec<T> {
        if self.rows.is_empty() {
            self.first = body;
        } else if body < self.first {
            let mut rows: Vec<Vec<T>> = (body..self.first).map(|_| Vec::new()).collect();
            rows.append(&mut self.rows);
            self.rows = rows;
            self.first = body;
        }
        let at = body - self.first;
        if at >= self.rows.len() {
            self.rows.resize_with(at + 1, Vec::new);
        }
        &mut self.rows[at]
    }

    fn iter_mut(&mut self) -> impl Iterator<Item = &mut Vec<T>> {
        self.rows.iter_mut()
    }
}

/// A total map from entities to small `Copy` values: an entity never set
/// maps to the default given at creation.
#[derive(Clone, Debug)]
pub struct EntityMap<K, V> {
    rows: Rows<V>,
    default: V,
    key: PhantomData<K>,
}

impl<K: DenseKey, V: Copy> EntityMap<K, V> {
    /// A map sending every entity to `default`.
    pub fn new(default: V) -> Self {
        EntityMap { rows: Rows::new(), default, key: PhantomData }
    }

    /// The value of `key`.
    #[inline]
    pub fn get(&self, key: K) -> V {
        let (body, at) = key.position();
        self.rows.get(body).and_then(|row| row.get(at)).copied().unwrap_or(self.default)
    }

    /// Sets the value of `key`.
    #[inline]
    pub fn set(&mut self, key: K, value: V) {
        let (body, at) = key.position();
        let default = self.default;
        let row = self.rows.row(body);
        if at >= row.len() {
            // Grow geometrically: entities of a body are visited in
            // roughly increasing id order.
            row.resize((at + 1).max(row.len() * 2).max(16), default);
        }
        row[at] = value;
    }

    /// Sends every entity back to the default, keeping the storage.
    pub fn reset(&mut self) {
        let default = self.default;
        for row in self.rows.iter_mut() {
            row.fill(default);
        }
    }
}

/// A set of entities: one bit per arena slot.
#[derive(Clone, Debug)]
pub struct EntitySet<K> {
    rows: Rows<u64>,
    key: PhantomData<K>,
}

impl<K> Default for EntitySet<K> {
    fn default() -> Self {
        EntitySet { rows: Rows::new(), key: PhantomData }
    }
}

impl<K: DenseKey> EntitySet<K> {
    /// An empty set.
    pub fn new() -> Self {
        Self::default()
    }

    /// Whether `key` is in the set.
    #[inline]
    pub fn contains(&self, key: K) -> bool {
        let (body, at) = key.position();
        self.rows
            .get(body)
            .and_then(|row| row.get(at / 64))
            .is_some_and(|word| word & (1 << (at % 64)) != 0)
    }

    /// Adds `key`; whether it was not there before.
    #[inline]
    pub fn insert(&mut self, key: K) -> bool {
        let (body, at) = key.position();
        let row = self.rows.row(body);
        if at / 64 >= row.len() {
            row.resize((at / 64 + 1).max(row.len() * 2), 0);
        }
        let bit = 1 << (at % 64);
        let fresh = row[at / 64] & bit == 0;
        row[at / 64] |= bit;
        fresh
    }

    /// Removes `key`; whether it was there.
    #[inline]
    pub fn remove(&mut self, key: K) -> bool {
        let (body, at) = key.position();
        let Some(word) = self.rows.get_mut(body).and_then(|row| row.get_mut(at / 64)) else {
            return false;
        };
        let bit = 1 << (at % 64);
        let was = *word & bit != 0;
        *word &= !bit;
        was
    }

    /// Empties the set, keeping the storage.
    pub fn clear(&mut self) {
        for row in self.rows.iter_mut() {
            row.fill(0);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::entity::{BodyId, OpId};

    fn op(body: usize, id: usize) -> Op {
        Op { body: BodyId::from_index(body), id: OpId::from_index(id) }
    }

    #[test]
    fn a_map_holds_what_was_set_and_the_default_elsewhere() {
        let mut map = EntityMap::new(u32::MAX);
        map.set(op(3, 100), 7);
        map.set(op(0, 0), 1);
        assert_eq!(map.get(op(3, 100)), 7);
        assert_eq!(map.get(op(0, 0)), 1);
        assert_eq!(map.get(op(3, 99)), u32::MAX);
        assert_eq!(map.get(op(9, 0)), u32::MAX);
        // A body below the first one touched.
        map.set(op(1, 5), 2);
        assert_eq!((map.get(op(1, 5)), map.get(op(3, 100)), map.get(op(2, 0))), (2, 7, u32::MAX));
        map.reset();
        assert_eq!(map.get(op(3, 100)), u32::MAX);
    }

    #[test]
    fn a_set_tells_new_members_from_old_ones() {
        let mut set = EntitySet::new();
        assert!(set.insert(op(2, 63)));
        assert!(set.insert(op(2, 64)));
        assert!(!set.insert(op(2, 63)));
        assert!(set.contains(op(2, 64)));
        assert!(!set.contains(op(2, 65)));
        assert!(!set.contains(op(1, 63)));
        assert!(set.insert(op(0, 1)));
        assert!(set.contains(op(0, 1)) && set.contains(op(2, 64)) && !set.contains(op(1, 1)));
        assert!(set.remove(op(2, 63)));
        assert!(!set.remove(op(2, 63)));
        assert!(!set.contains(op(2, 63)));
        set.clear();
        assert!(!set.contains(op(2, 64)));
    }
}
