//! Thread-safe interning of immutable payloads into dense `u32` ids.
//!
//! Payloads are appended to `boxcar::Vec`s, whose elements never move, so
//! a payload is read by id without any lock. An interner made
//! [`Interner::partitioned`] keeps a few such stores, a thread adding to
//! the store of its rayon index: the low bits of an id name its store, and
//! threads adding payloads do not contend for one store's shared counter
//! (with one store, that counter's cache line moved between the cores of
//! two parsing threads on every new location). One store keeps ids in
//! interning order. Deduplication goes through 16
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
//!
//! Payloads that come in runs of neighbours have tables of their own
//! ([`run_tables`]), beside the shards.
//!
//! A slot holds an id and 32 bits of its payload's hash, so growing a table
//! rehashes no payload. `UniqueHash` gives each payload kind its hashes (the
//! shards' hash, and the run position of `run_tables`).

mod run_tables;

pub(crate) use run_tables::sequential_hash;
use run_tables::{Probe, Run, RunState};

use std::borrow::Borrow;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

use parking_lot::{Mutex, MutexGuard};

/// Number of shards (and of runs); a power of two so the index is a mask.
const SHARDS: usize = 16;

/// A partitioned interner has `1 << STORE_BITS` payload stores: one for
/// each of a few threads (more stores cost memory: each has a partly
/// filled last bucket).
const STORE_BITS: u32 = 2;

/// Slots of a shard's first table.
const FIRST_CAPACITY: usize = 16;

/// The hashes an interned payload is found by. Equal values, and a value
/// and the key it borrows as, must hash alike.
pub(crate) trait UniqueHash {
    /// The hash of this payload or key (most take their `Hash` through Fx).
    fn unique_hash(&self) -> u64;

    /// For a payload that comes in long runs of neighbours (the
    /// `file:line:col` locations a parser makes, line after line): its
    /// [`sequential_hash`], which places it in the run tables.
    fn run_hash(&self) -> Option<u64> {
        None
    }
}

/// Implements [`UniqueHash`] as the Fx hash of the value.
macro_rules! fx_unique_hash {
    ($($t:ty),* $(,)?) => {$(
        impl $crate::support::uniquer::UniqueHash for $t {
            fn unique_hash(&self) -> u64 {
                std::hash::BuildHasher::hash_one(&rustc_hash::FxBuildHasher, self)
            }
        }
    )*};
}
pub(crate) use fx_unique_hash;

fx_unique_hash!(str, Box<str>, String, u64);

/// An append-only, deduplicating store of `T` values addressed by `u32` ids.
pub(crate) struct Interner<T> {
    /// The payloads: one store, or one per shard (see the module doc).
    stores: Box<[boxcar::Vec<T>]>,
    /// How many low bits of an id name its store (0 or [`STORE_BITS`]).
    store_bits: u32,
    /// Every id is below this (an owner may use the bits above).
    id_limit: u32,
    // On the heap, built one by one: each is a few hundred bytes, and a
    // context holding them inline was large enough to overflow a small
    // thread stack while being built (in debug builds, which copy it).
    shards: Box<[Shard]>,
    runs: Box<[Run]>,
}

/// The shard (or run) of a hash: its top bits; the low bits pick the slot
/// in the shard's table.
fn shard_index(hash: u64) -> usize {
    (hash >> 60) as usize & (SHARDS - 1)
}

/// Where a missing payload goes, with the locks that keep it missing.
enum Vacancy<'s> {
    /// A shard's table, under the shard's lock (which guards its length).
    Shard { shard: &'s Shard, len: MutexGuard<'s, usize>, hash: u64 },
    /// A run's bucket, under the run's lock.
    Run { run: &'s Run, state: MutexGuard<'s, RunState>, hash: u64, shard_hash: u64 },
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
    /// Creates an empty interner whose ids follow the interning order.
    pub(crate) fn new() -> Self {
        Interner::with_stores(0)
    }

    /// Creates an empty interner with a payload store for each of a few
    /// threads, for payloads several threads create at once (types,
    /// attributes, locations); ids do not follow the interning order.
    pub(crate) fn partitioned() -> Self {
        Interner::with_stores(STORE_BITS)
    }

    /// A [`Interner::partitioned`] interner whose ids stay below
    /// `id_limit`, leaving the bits above to its owner.
    pub(crate) fn partitioned_below(id_limit: u32) -> Self {
        Interner { id_limit, ..Interner::with_stores(STORE_BITS) }
    }

    fn with_stores(store_bits: u32) -> Self {
        Interner {
            stores: (0..1 << store_bits).map(|_| boxcar::Vec::new()).collect(),
            store_bits,
            id_limit: u32::MAX,
            shards: (0..SHARDS).map(|_| Shard::new()).collect(),
            runs: (0..SHARDS).map(|_| Run::new()).collect(),
        }
    }

    /// Returns the id of the payload equal to `key`, creating it with `make`
    /// when it is new. `make(key)` must be equal to `key` and hash the same.
    pub(crate) fn intern_by<Q>(&self, key: &Q, make: impl FnOnce(&Q) -> T) -> u32
    where
        T: Borrow<Q>,
        Q: UniqueHash + Eq + ?Sized,
    {
        match self.find_or_vacancy(key) {
            Ok(id) => id,
            Err(vacancy) => self.insert(vacancy, make(key)),
        }
    }

    /// Returns the id of the payload of hash `hash` for which `is_it`
    /// holds, creating it with `make` when there is none: a lookup by parts
    /// of a payload, without building it. The made payload must satisfy
    /// `is_it` and have `hash` as its [`UniqueHash::unique_hash`] (and no
    /// run hash).
    pub(crate) fn intern_hashed(
        &self,
        hash: u64,
        is_it: impl Fn(&T) -> bool,
        make: impl FnOnce() -> T,
    ) -> u32 {
        let shard = self.shard(hash);
        match self.find_or_lock(shard, hash, |id| is_it(self.get(id))) {
            Ok(id) => id,
            Err(len) => {
                let item = make();
                debug_assert!(
                    item.unique_hash() == hash && item.run_hash().is_none() && is_it(&item)
                );
                self.insert(Vacancy::Shard { shard, len, hash }, item)
            }
        }
    }

    /// Returns the id of `value`, inserting it when it is new.
    pub(crate) fn intern(&self, value: T) -> u32 {
        match self.find_or_vacancy(&value) {
            Ok(id) => id,
            Err(vacancy) => self.insert(vacancy, value),
        }
    }

    /// The id of the payload equal to `key`, or where it goes, locked.
    fn find_or_vacancy<Q>(&self, key: &Q) -> Result<u32, Vacancy<'_>>
    where
        T: Borrow<Q>,
        Q: UniqueHash + Eq + ?Sized,
    {
        let hash = key.unique_hash();
        let matches = |id: u32| self.get(id).borrow() == key;
        let Some(run_hash) = key.run_hash() else {
            let shard = self.shard(hash);
            return self.find_or_lock(shard, hash, matches).map_err(|len| Vacancy::Shard {
                shard,
                len,
                hash,
            });
        };
        let run = &self.runs[shard_index(run_hash)];
        if let Probe::Found(id) = run.probe(run_hash, matches) {
            return Ok(id);
        }
        // Under the run's lock every key of the run is placed, so a miss in
        // its bucket, and in the shard when the run overflowed, is final.
        let state = run.writer.lock();
        let probe = run.probe(run_hash, matches);
        if let Probe::Found(id) = probe {
            return Ok(id);
        }
        if state.overflowed || matches!(probe, Probe::Full) {
            // The shard's current table or a later one holds every key put
            // there before the run's lock was taken.
            if let Some(id) = self.shard(hash).table().find(hash, matches) {
                return Ok(id);
            }
        }
        Err(Vacancy::Run { run, state, hash: run_hash, shard_hash: hash })
    }

    /// Adds `item` where `vacancy` says.
    fn insert(&self, vacancy: Vacancy<'_>, item: T) -> u32 {
        match vacancy {
            Vacancy::Shard { shard, len, hash } => self.insert_locked(shard, len, hash, item),
            Vacancy::Run { run, mut state, hash, shard_hash } => {
                let id = self.push(item);
                if !run.insert(&mut state, hash, id) {
                    // Its bucket is full: the key goes to the shards, and
                    // the run's misses look there from now on.
                    state.overflowed = true;
                    let shard = self.shard(shard_hash);
                    let mut len = shard.writer.lock();
                    self.place_locked(shard, &mut len, shard_hash, id);
                }
                id
            }
        }
    }

    fn shard(&self, hash: u64) -> &Shard {
        &self.shards[shard_index(hash)]
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
        let id = self.push(item);
        self.place_locked(shard, &mut len, hash, id);
        id
    }

    /// Appends `item` to the payloads, in this thread's store when there
    /// are several (rayon's workers each their own, up to the number of
    /// stores; other threads the first); its id.
    fn push(&self, item: T) -> u32 {
        let mask = (1 << self.store_bits) - 1;
        let store = rayon::current_thread_index().map_or(0, |i| i + 1) & mask;
        let index = self.stores[store].push(item);
        // (A slot stores the id plus one, so the largest `u32` is not an id.)
        u32::try_from(index)
            .ok()
            .filter(|&index| index < self.id_limit >> self.store_bits)
            .map(|index| index << self.store_bits | store as u32)
            .expect("too many uniqued values of one kind in one context")
    }

    /// Puts `id` in the shard's table under its writer lock `len`, growing
    /// the table first when it is three quarters full.
    fn place_locked(&self, shard: &Shard, len: &mut usize, hash: u64, id: u32) {
        let mut table = shard.table();
        if (*len + 1) * 4 > table.capacity() * 3 {
            table = self.grow(shard);
        }
        table.insert(hash, id);
        *len += 1;
    }

    /// Makes room in the run tables for about `additional` more payloads
    /// that come in runs, so that a caller who knows roughly how many are
    /// coming (a parser, one location per line of its file) saves the copies
    /// of growing step by step, and the retired tables they leave.
    pub(crate) fn reserve_runs(&self, additional: usize) {
        // Not worth the locks for a few (a parse of one attribute's text).
        if additional < 1024 {
            return;
        }
        for run in &self.runs {
            let state = run.writer.lock();
            run.reserve(&state, additional / SHARDS);
        }
    }

    /// Copies the shard's current table into one twice its size and makes
    /// it current (under the writer lock).
    fn grow<'s>(&self, shard: &'s Shard) -> &'s Table {
        let old = shard.table();
        let new = Table::with_capacity(old.capacity() * 2);
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
        let store = id as usize & ((1 << self.store_bits) - 1);
        &self.stores[store][(id >> self.store_bits) as usize]
    }

    /// Number of payloads interned so far.
    pub(crate) fn len(&self) -> usize {
        self.stores.iter().map(boxcar::Vec::count).sum()
    }

    /// The ids and payloads interned so far: in interning order with one
    /// store, store by store when partitioned.
    pub(crate) fn iter(&self) -> impl Iterator<Item = (u32, &T)> {
        let bits = self.store_bits;
        self.stores.iter().enumerate().flat_map(move |(store, items)| {
            items.iter().map(move |(index, item)| ((index as u32) << bits | store as u32, item))
        })
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

    /// A payload of a run: `place` in the sequence, and a value that tells
    /// payloads of one place apart.
    #[derive(PartialEq, Eq, Hash, Debug, Clone, Copy)]
    struct Placed {
        place: u64,
        value: u64,
    }

    impl UniqueHash for Placed {
        fn unique_hash(&self) -> u64 {
            std::hash::BuildHasher::hash_one(&rustc_hash::FxBuildHasher, self)
        }
        fn run_hash(&self) -> Option<u64> {
            Some(sequential_hash(7, self.place, self.unique_hash()))
        }
    }

    #[test]
    fn runs_keep_each_payload_once() {
        let interner = Interner::<Placed>::new();
        interner.reserve_runs(5_000);
        // One payload a place, then a crowd at a few places (their buckets
        // overflow into the shards), then a pass over all of them again.
        let mut all: Vec<Placed> = (0..20_000).map(|place| Placed { place, value: 0 }).collect();
        all.extend((1..200).flat_map(|value| [3, 4, 9_000].map(|place| Placed { place, value })));
        let ids: Vec<u32> = all.iter().map(|&p| interner.intern(p)).collect();
        let again: Vec<u32> = all.iter().map(|&p| interner.intern(p)).collect();
        assert_eq!(ids, again);
        assert_eq!(interner.len(), all.len());
        for (p, id) in all.iter().zip(&ids) {
            assert_eq!(interner.get(*id), p);
        }
    }

    #[test]
    fn a_crowded_place_keeps_each_payload_once() {
        // Many payloads at one place (the locations of a minified file's
        // one line): all but eight live in the shards, found again there.
        let interner = Interner::<Placed>::new();
        let ids: Vec<u32> =
            (0..50_000).map(|value| interner.intern(Placed { place: 1, value })).collect();
        let again: Vec<u32> =
            (0..50_000).map(|value| interner.intern(Placed { place: 1, value })).collect();
        assert_eq!(ids, again);
        assert_eq!(interner.len(), 50_000);
        assert!(interner.runs.iter().any(|run| run.writer.lock().overflowed));
    }

    #[test]
    fn concurrent_interning_agrees() {
        for interner in [Interner::<u64>::new(), Interner::<u64>::partitioned()] {
            interning_races_agree(Arc::new(interner));
        }
    }

    #[test]
    fn a_partitioned_interner_names_its_payloads_by_store() {
        let interner = Interner::<u64>::partitioned();
        // Rayon's three workers add to stores of their own, other threads
        // to the first.
        let pool = rayon::ThreadPoolBuilder::new().num_threads(3).build().unwrap();
        let by_workers = pool.broadcast(|worker| interner.intern(worker.index() as u64));
        let mut ids = by_workers.clone();
        ids.extend((3..10_000).map(|i| interner.intern(i)));
        let stores: Vec<u32> = by_workers.iter().map(|id| id & 3).collect();
        assert_eq!(stores, [1, 2, 3]);
        assert!(ids[3..].iter().all(|id| id & 3 == 0));
        let distinct: rustc_hash::FxHashSet<u32> = ids.iter().copied().collect();
        assert_eq!(distinct.len(), ids.len());
        for (i, &id) in ids.iter().enumerate() {
            assert_eq!(*interner.get(id), i as u64);
            assert_eq!(interner.intern(i as u64), id);
        }
        let mut listed: Vec<(u32, u64)> = interner.iter().map(|(id, &v)| (id, v)).collect();
        listed.sort_unstable();
        let mut expected: Vec<(u32, u64)> = ids.iter().zip(0..).map(|(&id, v)| (id, v)).collect();
        expected.sort_unstable();
        assert_eq!(listed, expected);
        // One store keeps the interning order.
        let ordered = Interner::<u64>::new();
        let ids: Vec<u32> = (0..100).map(|i| ordered.intern(i * 7)).collect();
        assert_eq!(ids, (0..100).collect::<Vec<u32>>());
    }

    fn interning_races_agree(interner: Arc<Interner<u64>>) {
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
