//! Thread-safe interning of immutable payloads into dense `u32` ids.
//!
//! Payloads are appended to a `boxcar::Vec`, whose elements never move, so a
//! payload is read by id without any lock. Deduplication goes through a
//! sharded table of ids guarded by reader-writer locks: a lookup of an
//! existing payload takes one shared lock on one shard, an insertion takes
//! the shard's exclusive lock. The tables hold bare ids (4 bytes a slot,
//! not 16 with the hash beside them: at a million locations that was 24
//! MiB); a hash is recomputed from the payload when a table grows.

use std::borrow::Borrow;
use std::hash::{BuildHasher, Hash};

use hashbrown::HashTable;
use parking_lot::RwLock;
use rustc_hash::FxBuildHasher;

/// Number of lock shards; a power of two so the shard index is a mask.
const SHARDS: usize = 16;

/// An append-only, deduplicating store of `T` values addressed by `u32` ids.
pub(crate) struct Interner<T> {
    items: boxcar::Vec<T>,
    shards: [RwLock<HashTable<u32>>; SHARDS],
}

impl<T: Hash + Eq> Interner<T> {
    /// Creates an empty interner.
    pub(crate) fn new() -> Self {
        Interner { items: boxcar::Vec::new(), shards: std::array::from_fn(|_| RwLock::default()) }
    }

    /// Returns the id of the payload equal to `key`, creating it with `make`
    /// when it is new. `make(key)` must be equal to `key` and hash the same.
    pub(crate) fn intern_by<Q>(&self, key: &Q, make: impl FnOnce(&Q) -> T) -> u32
    where
        T: Borrow<Q>,
        Q: Hash + Eq + ?Sized,
    {
        let hash = FxBuildHasher.hash_one(key);
        let shard = &self.shards[(hash >> 60) as usize & (SHARDS - 1)];
        let matches = |&id: &u32| self.items[id as usize].borrow() == key;
        if let Some(&id) = shard.read().find(hash, matches) {
            return id;
        }
        let mut table = shard.write();
        if let Some(&id) = table.find(hash, matches) {
            return id;
        }
        let index = self.items.push(make(key));
        let id = u32::try_from(index).expect("more than 2^32 uniqued values in one context");
        let rehash = |&id: &u32| FxBuildHasher.hash_one(self.items[id as usize].borrow());
        table.insert_unique(hash, id, rehash);
        id
    }

    /// Returns the id of `value`, inserting it when it is new.
    pub(crate) fn intern(&self, value: T) -> u32 {
        let hash = FxBuildHasher.hash_one(&value);
        let shard = &self.shards[(hash >> 60) as usize & (SHARDS - 1)];
        let matches = |&id: &u32| self.items[id as usize] == value;
        if let Some(&id) = shard.read().find(hash, matches) {
            return id;
        }
        let mut table = shard.write();
        if let Some(&id) = table.find(hash, matches) {
            return id;
        }
        let index = self.items.push(value);
        let id = u32::try_from(index).expect("more than 2^32 uniqued values in one context");
        table.insert_unique(hash, id, |&id| FxBuildHasher.hash_one(&self.items[id as usize]));
        id
    }

    /// Reads the payload of `id` without taking a lock.
    #[inline]
    pub(crate) fn get(&self, id: u32) -> &T {
        &self.items[id as usize]
    }

    /// Number of payloads interned so far.
    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.items.count()
    }

    /// The ids and payloads interned so far, in interning order.
    pub(crate) fn iter(&self) -> impl Iterator<Item = (u32, &T)> {
        self.items.iter().map(|(id, item)| (id as u32, item))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    #[test]
    fn equal_values_share_an_id() {
        let interner = Interner::<String>::new();
        let a = interner.intern("x".to_owned());
        let b = interner.intern_by("x", |s: &str| s.to_owned());
        let c = interner.intern("y".to_owned());
        assert_eq!(a, b);
        assert_ne!(a, c);
        assert_eq!(interner.get(c), "y");
        assert_eq!(interner.len(), 2);
    }

    #[test]
    fn concurrent_interning_agrees() {
        let interner = Arc::new(Interner::<u64>::new());
        let handles: Vec<_> = (0..4)
            .map(|_| {
                let interner = Arc::clone(&interner);
                std::thread::spawn(move || {
                    (0..2000u64).map(|i| interner.intern(i)).collect::<Vec<_>>()
                })
            })
            .collect();
        let results: Vec<Vec<u32>> = handles.into_iter().map(|h| h.join().unwrap()).collect();
        for r in &results[1..] {
            assert_eq!(r, &results[0]);
        }
        assert_eq!(interner.len(), 2000);
        for (i, &id) in results[0].iter().enumerate() {
            assert_eq!(*interner.get(id), i as u64);
        }
    }
}
