//! Thread-safe interning of immutable payloads into dense `u32` ids.
//!
//! Payloads are appended to a `boxcar::Vec`, whose elements never move, so
//! a payload is read by id without any lock. Deduplication goes through 16
//! shards, each an open-addressing table of ids (linear probing, at most
//! three quarters full; 4 bytes of id and 1 of hash tag a slot) whose slots
//! are atomics: a lookup of an existing payload takes no lock and writes no
//! shared memory, so
//! threads interning the same common types do not bounce a lock's cache
//! line between cores (a reader-writer lock's shared acquisition writes to
//! it). Insertions take the shard's mutex. A table that must grow is copied
//! into one twice its size, published for the readers; the old one stays
//! allocated (readers may be probing it) until the interner drops, which
//! adds at most the current tables' size again. A reader that probed an
//! older table and missed looks again under the mutex.

use std::borrow::Borrow;
use std::hash::{BuildHasher, Hash};
use std::sync::atomic::{AtomicU8, AtomicU32, AtomicUsize, Ordering};

use parking_lot::{Mutex, MutexGuard};
use rustc_hash::FxBuildHasher;

/// Number of shards; a power of two so the shard index is a mask.
const SHARDS: usize = 16;

/// Slots of a shard's first table.
const FIRST_CAPACITY: usize = 16;

/// An append-only, deduplicating store of `T` values addressed by `u32` ids.
pub(crate) struct Interner<T> {
    items: boxcar::Vec<T>,
    shards: [Shard; SHARDS],
}

/// One shard: its tables, the current one last, and the writers' lock.
struct Shard {
    /// Every table the shard has had; elements never move, so a reader
    /// holds a reference to the table it probes without a lock.
    tables: boxcar::Vec<Table>,
    /// Index in `tables` of the current table.
    current: AtomicUsize,
    /// Held while inserting; guards the number of ids in the current table.
    writer: Mutex<usize>,
}

/// An open-addressing table of ids. Each slot has an id and a tag: eight
/// bits of the payload's hash, never 0 (0 marks an empty slot), so a probe
/// compares a payload (reading it, likely a cache miss) only when the tags
/// agree.
struct Table {
    tags: Box<[AtomicU8]>,
    ids: Box<[AtomicU32]>,
}

/// The tag of a hash (bits the slot index and the shard do not use).
fn tag_of(hash: u64) -> u8 {
    ((hash >> 40) as u8).max(1)
}

impl Table {
    fn with_capacity(capacity: usize) -> Table {
        Table {
            tags: (0..capacity).map(|_| AtomicU8::new(0)).collect(),
            ids: (0..capacity).map(|_| AtomicU32::new(0)).collect(),
        }
    }

    /// The id in this table for which `matches` holds, probing from `hash`.
    fn find(&self, hash: u64, matches: impl Fn(u32) -> bool) -> Option<u32> {
        let mask = self.tags.len() - 1;
        let tag = tag_of(hash);
        let mut i = hash as usize & mask;
        loop {
            match self.tags[i].load(Ordering::Acquire) {
                0 => return None,
                // Acquire on the tag: the id stored before it is visible.
                t if t == tag => {
                    let id = self.ids[i].load(Ordering::Relaxed);
                    if matches(id) {
                        return Some(id);
                    }
                }
                _ => {}
            }
            i = (i + 1) & mask;
        }
    }

    /// Puts `id` in the first empty slot from `hash` (under the writer lock,
    /// with room left).
    fn insert(&self, hash: u64, id: u32) {
        let mask = self.tags.len() - 1;
        let mut i = hash as usize & mask;
        while self.tags[i].load(Ordering::Relaxed) != 0 {
            i = (i + 1) & mask;
        }
        self.ids[i].store(id, Ordering::Relaxed);
        // Release: a reader that sees the tag sees the id, and the payload
        // pushed before it.
        self.tags[i].store(tag_of(hash), Ordering::Release);
    }

    fn capacity(&self) -> usize {
        self.tags.len()
    }
}

impl Shard {
    fn new() -> Shard {
        let tables = boxcar::Vec::new();
        tables.push(Table::with_capacity(FIRST_CAPACITY));
        Shard { tables, current: AtomicUsize::new(0), writer: Mutex::new(0) }
    }

    fn table(&self) -> &Table {
        &self.tables[self.current.load(Ordering::Acquire)]
    }
}

impl<T: Hash + Eq> Interner<T> {
    /// Creates an empty interner.
    pub(crate) fn new() -> Self {
        Interner { items: boxcar::Vec::new(), shards: std::array::from_fn(|_| Shard::new()) }
    }

    /// Returns the id of the payload equal to `key`, creating it with `make`
    /// when it is new. `make(key)` must be equal to `key` and hash the same.
    pub(crate) fn intern_by<Q>(&self, key: &Q, make: impl FnOnce(&Q) -> T) -> u32
    where
        T: Borrow<Q>,
        Q: Hash + Eq + ?Sized,
    {
        let hash = FxBuildHasher.hash_one(key);
        let shard = self.shard(hash);
        let matches = |id: u32| self.items[id as usize].borrow() == key;
        match self.find_or_lock(shard, hash, matches) {
            Ok(id) => id,
            Err(len) => self.insert_locked(shard, len, hash, make(key)),
        }
    }

    /// Returns the id of `value`, inserting it when it is new.
    pub(crate) fn intern(&self, value: T) -> u32 {
        let hash = FxBuildHasher.hash_one(&value);
        let shard = self.shard(hash);
        let found = self.find_or_lock(shard, hash, |id| self.items[id as usize] == value);
        match found {
            Ok(id) => id,
            Err(len) => self.insert_locked(shard, len, hash, value),
        }
    }

    fn shard(&self, hash: u64) -> &Shard {
        // The top bits pick the shard; the low bits the slot in its table.
        &self.shards[(hash >> 60) as usize & (SHARDS - 1)]
    }

    /// The id for which `matches` holds; when there is none, the shard's
    /// writer lock (looked up again under it, as an insertion may have
    /// raced this lookup).
    fn find_or_lock<'s>(
        &self,
        shard: &'s Shard,
        hash: u64,
        matches: impl Fn(u32) -> bool,
    ) -> Result<u32, MutexGuard<'s, usize>> {
        if let Some(id) = shard.table().find(hash, &matches) {
            return Ok(id);
        }
        let len = shard.writer.lock();
        match shard.table().find(hash, &matches) {
            Some(id) => Ok(id),
            None => Err(len),
        }
    }

    /// Adds `item`, known to be missing, under the writer lock `len`.
    fn insert_locked(
        &self,
        shard: &Shard,
        mut len: MutexGuard<'_, usize>,
        hash: u64,
        item: T,
    ) -> u32 {
        let mut table = shard.table();
        if (*len + 1) * 4 > table.capacity() * 3 {
            table = self.grow(shard);
        }
        let index = self.items.push(item);
        let id = u32::try_from(index).expect("more than 2^32 uniqued values in one context");
        table.insert(hash, id);
        *len += 1;
        id
    }

    /// Copies the shard's current table into one twice its size and makes
    /// it current (under the writer lock).
    fn grow<'s>(&self, shard: &'s Shard) -> &'s Table {
        let old = shard.table();
        let new = Table::with_capacity(old.capacity() * 2);
        for (tag, id) in old.tags.iter().zip(old.ids.iter()) {
            if tag.load(Ordering::Relaxed) != 0 {
                let id = id.load(Ordering::Relaxed);
                new.insert(FxBuildHasher.hash_one(&self.items[id as usize]), id);
            }
        }
        let index = shard.tables.push(new);
        shard.current.store(index, Ordering::Release);
        &shard.tables[index]
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
        // Enough values that every shard's table grows several times while
        // the threads race; half the threads go backwards.
        const N: u64 = 50_000;
        let handles: Vec<_> = (0..4)
            .map(|t| {
                let interner = Arc::clone(&interner);
                std::thread::spawn(move || {
                    let mut ids: Vec<(u64, u32)> = if t % 2 == 0 {
                        (0..N).map(|i| (i, interner.intern(i))).collect()
                    } else {
                        (0..N).rev().map(|i| (i, interner.intern_by(&i, |&i| i))).collect()
                    };
                    ids.sort_unstable();
                    ids.into_iter().map(|(_, id)| id).collect::<Vec<_>>()
                })
            })
            .collect();
        let results: Vec<Vec<u32>> = handles.into_iter().map(|h| h.join().unwrap()).collect();
        for r in &results[1..] {
            assert_eq!(r, &results[0]);
        }
        assert_eq!(interner.len(), N as usize);
        for (i, &id) in results[0].iter().enumerate() {
            assert_eq!(*interner.get(id), i as u64);
        }
    }
}
