//! Thread-safe interning of immutable payloads into dense `u32` ids.
//!
//! Payloads are appended to a `boxcar::Vec`, whose elements never move, so
//! a payload is read by id without any lock. Deduplication goes through 16
//! shards, each an open-addressing table of ids (linear probing, at most
//! three quarters full; a slot is an atomic word of id and hash bits): a
//! lookup of an existing payload takes no lock and writes no shared memory,
//! so threads interning the same common types do not bounce a lock's cache
//! line between cores (a reader-writer lock's shared acquisition writes to
//! it). Insertions take the shard's mutex. A table that must grow is copied
//! into one twice its size, published for the readers; the old one stays
//! allocated (readers may be probing it) until the interner drops, which
//! adds at most the current tables' size again. A reader that probed an
//! older table and missed looks again under the mutex.

use std::borrow::Borrow;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

use parking_lot::{Mutex, MutexGuard};

/// Number of shards; a power of two so the shard index is a mask.
const SHARDS: usize = 16;

/// The hash an interned payload is found by. Most payloads take their
/// `Hash` through Fx; a payload that comes in long runs of neighbours (the
/// `file:line:col` locations a parser makes, line after line) can place
/// neighbours in neighbouring slots with [`sequential_hash`]. Equal values,
/// and a value and the key it borrows as, must hash alike.
pub(crate) trait UniqueHash {
    /// The hash of this payload or key.
    fn unique_hash(&self) -> u64;
}

/// Implements [`UniqueHash`] as the Fx hash of the value.
macro_rules! fx_unique_hash {
    ($($t:ty),* $(,)?) => {$(
        impl $crate::uniquer::UniqueHash for $t {
            fn unique_hash(&self) -> u64 {
                std::hash::BuildHasher::hash_one(&rustc_hash::FxBuildHasher, self)
            }
        }
    )*};
}
pub(crate) use fx_unique_hash;

fx_unique_hash!(str, Box<str>, String, u64);

/// Positions per block of [`sequential_hash`]: a block's keys share a shard.
const BLOCK_BITS: u32 = 12;

/// A hash for a key with a place in a sequence (`position` in the sequence
/// named `stream`; `mixed` any hash of the whole key), so that the keys of
/// one block of consecutive positions fill consecutive slots of one shard's
/// table. A run of new keys then probes and writes memory it just touched,
/// instead of a random slot of a table the size of all of them; a table
/// that is random to the cache costs a miss per key. Blocks go to the shards
/// in turn, so two threads working on distant parts of a sequence seldom
/// share a shard's lock.
pub(crate) fn sequential_hash(stream: u64, position: u64, mixed: u64) -> u64 {
    let block = position >> BLOCK_BITS;
    let shard = (block ^ stream) & (SHARDS as u64 - 1);
    // The position among the blocks of the same shard: without the bits
    // that chose the shard, so the blocks of a shard do not overlap.
    let in_shard =
        (block >> SHARDS.trailing_zeros()) << BLOCK_BITS | (position & ((1 << BLOCK_BITS) - 1));
    let slot_bits = (stream as u32).wrapping_add(in_shard as u32);
    shard << 60 | (mixed & 0x0fff_ffff_0000_0000) | u64::from(slot_bits)
}

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

/// An open-addressing table of ids. A slot is one atomic word: the low 32
/// bits of the payload's hash above its id plus one (0 marks an empty
/// slot). A probe compares a payload (reading it, likely a cache miss) only
/// when the stored hash bits agree, an insertion writes the cache line the
/// probe just read, and growing rehashes from the stored bits without
/// reading any payload.
struct Table {
    slots: Box<[AtomicU64]>,
}

/// The hash bits a slot keeps: enough to place it in any table of up to
/// 2^32 slots (the slot index takes the low bits).
fn hash_bits(hash: u64) -> u64 {
    hash & 0xffff_ffff
}

impl Table {
    fn with_capacity(capacity: usize) -> Table {
        Table { slots: (0..capacity).map(|_| AtomicU64::new(0)).collect() }
    }

    /// The id in this table for which `matches` holds, probing from `hash`.
    fn find(&self, hash: u64, matches: impl Fn(u32) -> bool) -> Option<u32> {
        let mask = self.slots.len() - 1;
        let bits = hash_bits(hash);
        let mut i = hash as usize & mask;
        loop {
            // Acquire: the payload pushed before the slot was filled is
            // visible.
            match self.slots[i].load(Ordering::Acquire) {
                0 => return None,
                slot if slot >> 32 == bits => {
                    let id = (slot as u32).wrapping_sub(1);
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
        let mask = self.slots.len() - 1;
        let mut i = hash as usize & mask;
        while self.slots[i].load(Ordering::Relaxed) != 0 {
            i = (i + 1) & mask;
        }
        // Release: a reader that sees the slot sees the payload pushed
        // before it.
        let slot = hash_bits(hash) << 32 | u64::from(id.wrapping_add(1));
        self.slots[i].store(slot, Ordering::Release);
    }

    fn capacity(&self) -> usize {
        self.slots.len()
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

impl<T: UniqueHash + Eq> Interner<T> {
    /// Creates an empty interner.
    pub(crate) fn new() -> Self {
        Interner { items: boxcar::Vec::new(), shards: std::array::from_fn(|_| Shard::new()) }
    }

    /// Returns the id of the payload equal to `key`, creating it with `make`
    /// when it is new. `make(key)` must be equal to `key` and hash the same.
    pub(crate) fn intern_by<Q>(&self, key: &Q, make: impl FnOnce(&Q) -> T) -> u32
    where
        T: Borrow<Q>,
        Q: UniqueHash + Eq + ?Sized,
    {
        let hash = key.unique_hash();
        let shard = self.shard(hash);
        let matches = |id: u32| self.items[id as usize].borrow() == key;
        match self.find_or_lock(shard, hash, matches) {
            Ok(id) => id,
            Err(len) => self.insert_locked(shard, len, hash, make(key)),
        }
    }

    /// Returns the id of `value`, inserting it when it is new.
    pub(crate) fn intern(&self, value: T) -> u32 {
        let hash = value.unique_hash();
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
        // (A slot stores the id plus one, so the largest `u32` is not an id.)
        let id = u32::try_from(index)
            .ok()
            .filter(|&id| id != u32::MAX)
            .expect("more than 2^32 - 1 uniqued values in one context");
        table.insert(hash, id);
        *len += 1;
        id
    }

    /// Makes room for about `additional` more payloads, spread over the
    /// shards as hashes spread them, so that a caller who knows roughly how
    /// many are coming (a parser, from the lines of its file) saves the
    /// rehashes of growing step by step, and the retired tables they leave.
    pub(crate) fn reserve(&self, additional: usize) {
        // Not worth the locks for a few (a parse of one attribute's text).
        if additional < SHARDS * FIRST_CAPACITY {
            return;
        }
        // A little over the even share: shards do not fill evenly.
        let per_shard = additional / SHARDS + additional / SHARDS / 8;
        for shard in &self.shards {
            let len = shard.writer.lock();
            let needed = ((*len + per_shard) * 4).div_ceil(3).next_power_of_two();
            if needed > shard.table().capacity() {
                self.grow_to(shard, needed);
            }
        }
    }

    /// Copies the shard's current table into one twice its size and makes
    /// it current (under the writer lock).
    fn grow<'s>(&self, shard: &'s Shard) -> &'s Table {
        self.grow_to(shard, shard.table().capacity() * 2)
    }

    /// Copies the shard's current table into one of `capacity` slots (a
    /// power of two, larger) and makes it current (under the writer lock).
    fn grow_to<'s>(&self, shard: &'s Shard, capacity: usize) -> &'s Table {
        let old = shard.table();
        let new = Table::with_capacity(capacity);
        for slot in old.slots.iter() {
            let slot = slot.load(Ordering::Relaxed);
            if slot != 0 {
                // The kept bits hold every bit a slot index can use.
                new.insert(slot >> 32, (slot as u32).wrapping_sub(1));
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
    fn sequential_keys_fill_neighbouring_slots_of_one_shard() {
        let stream = 77;
        let first = sequential_hash(stream, 5 << BLOCK_BITS, 0);
        for step in 1..(1 << BLOCK_BITS) - 1 {
            let hash = sequential_hash(stream, (5 << BLOCK_BITS) + step, 0);
            assert_eq!(hash >> 60, first >> 60, "a block stays in one shard");
            assert_eq!(hash as u32, (first as u32).wrapping_add(step as u32));
        }
        // The blocks of one shard fill one dense run of slots, as a table
        // sized for them holds them without wrapping onto itself.
        let mut per_shard: Vec<Vec<u32>> = vec![Vec::new(); SHARDS];
        for position in 0..(1u64 << (BLOCK_BITS + 8)) {
            let hash = sequential_hash(stream, position, 0);
            per_shard[(hash >> 60) as usize].push((hash as u32).wrapping_sub(stream as u32));
        }
        for mut slots in per_shard {
            slots.sort_unstable();
            let dense: Vec<u32> = (0..slots.len() as u32).collect();
            assert_eq!(slots, dense);
        }
    }

    #[test]
    fn reserving_keeps_what_is_there() {
        let interner = Interner::<u64>::new();
        let before: Vec<u32> = (0..100).map(|i| interner.intern(i)).collect();
        interner.reserve(10_000);
        interner.reserve(10);
        let after: Vec<u32> = (0..100).map(|i| interner.intern(i)).collect();
        assert_eq!(before, after);
        assert_eq!(interner.len(), 100);
        for shard in &interner.shards {
            assert!(shard.table().capacity() * 3 >= (10_000 / SHARDS) * 4);
        }
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
