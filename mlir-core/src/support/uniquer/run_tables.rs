//! Tables for payloads that come in long runs of neighbours: the
//! `file:line:col` locations a parser makes, line after line.
//!
//! A random hash puts each new payload of such a run in a random slot of a
//! table the size of all of them, a cache miss per payload. A run key's hash
//! ([`sequential_hash`]) instead gives it a place in a sequence, and its
//! table keeps neighbouring places in neighbouring buckets. A bucket is
//! eight slots, one cache line, for eight consecutive places. A lookup reads
//! one bucket and nothing else, so lookups cost the same whatever the input.
//! When an input crowds more keys into a bucket than it holds (many
//! locations on one line), the extra keys go to the interner's random shards
//! instead. From then on, the run's misses also look there.
//!
//! Because the misses of a crowded run go to the shards, crowded input (a
//! minified file's single line of ops) stays linear. The parser reserves the
//! runs' room from its file's line count before it starts.

use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

use parking_lot::Mutex;

use crate::support::uniquer::SHARDS;

/// Places per block of [`sequential_hash`]: a block's keys share a run.
const BLOCK_BITS: u32 = 12;

/// Slots (and places) per bucket: 2^3 slots of 8 bytes, a cache line.
const BUCKET_BITS: u32 = 3;

/// Buckets of a run's first table.
const FIRST_BUCKETS: usize = 2;

/// A hash for a key with a place in a sequence (`position` in the sequence
/// named `stream`; `mixed` is any hash of the whole key). The keys of one
/// block of consecutive positions fill consecutive buckets of one run. The
/// blocks take the runs in turn, so two threads working on distant parts of
/// a sequence seldom share a run's lock.
pub(crate) fn sequential_hash(stream: u64, position: u64, mixed: u64) -> u64 {
    let block = position >> BLOCK_BITS;
    let run = (block ^ stream) & (SHARDS as u64 - 1);
    // The position among the blocks of the same run: without the bits that
    // chose the run, so the blocks of a run do not overlap.
    let in_run =
        (block >> SHARDS.trailing_zeros()) << BLOCK_BITS | (position & ((1 << BLOCK_BITS) - 1));
    let place = (stream as u32).wrapping_add(in_run as u32);
    run << 60 | (mixed & 0x0fff_ffff_0000_0000) | u64::from(place)
}

/// What a bucket says of a key.
pub(super) enum Probe {
    /// The key's id.
    Found(u32),
    /// Not there, and the bucket has room for it.
    Absent,
    /// Not there, and the bucket is full.
    Full,
}

/// One table of a run: buckets of slots. A slot is as in the random tables:
/// the place's 32 bits above the id plus one, 0 when empty. A bucket fills
/// from its first slot.
struct Buckets {
    slots: Box<[AtomicU64]>,
}

impl Buckets {
    fn with_buckets(buckets: usize) -> Buckets {
        Buckets { slots: (0..buckets << BUCKET_BITS).map(|_| AtomicU64::new(0)).collect() }
    }

    /// The slots of the bucket of place `hash`.
    fn bucket(&self, hash: u64) -> &[AtomicU64] {
        let buckets = self.slots.len() >> BUCKET_BITS;
        let first = ((hash as u32 as usize) >> BUCKET_BITS & (buckets - 1)) << BUCKET_BITS;
        &self.slots[first..first + (1 << BUCKET_BITS)]
    }

    fn probe(&self, hash: u64, matches: impl Fn(u32) -> bool) -> Probe {
        let place = hash & 0xffff_ffff;
        for slot in self.bucket(hash) {
            // Acquire: the payload pushed before the slot was filled is
            // visible.
            match slot.load(Ordering::Acquire) {
                0 => return Probe::Absent,
                slot if slot >> 32 == place => {
                    let id = (slot as u32).wrapping_sub(1);
                    if matches(id) {
                        return Probe::Found(id);
                    }
                }
                _ => {}
            }
        }
        Probe::Full
    }

    /// Puts `id` in the bucket of `hash` (under the run's lock); false when
    /// the bucket is full.
    fn insert(&self, hash: u64, id: u32) -> bool {
        let Some(empty) = self.bucket(hash).iter().find(|s| s.load(Ordering::Relaxed) == 0) else {
            return false;
        };
        // Release: a reader that sees the slot sees the payload.
        empty.store((hash & 0xffff_ffff) << 32 | u64::from(id.wrapping_add(1)), Ordering::Release);
        true
    }

    fn capacity(&self) -> usize {
        self.slots.len()
    }
}

/// What a run's lock guards.
pub(super) struct RunState {
    /// Keys in the run's current table.
    len: usize,
    /// Whether a key of this run went to the random shards because its
    /// bucket was full: misses must then look there too.
    pub(super) overflowed: bool,
}

/// One run: its tables (the current one last; retired ones stay allocated
/// for readers still probing them) and its writers' lock.
pub(super) struct Run {
    tables: boxcar::Vec<Buckets>,
    current: AtomicUsize,
    pub(super) writer: Mutex<RunState>,
}

impl Run {
    pub(super) fn new() -> Run {
        let tables = boxcar::Vec::new();
        tables.push(Buckets::with_buckets(FIRST_BUCKETS));
        Run {
            tables,
            current: AtomicUsize::new(0),
            writer: Mutex::new(RunState { len: 0, overflowed: false }),
        }
    }

    fn table(&self) -> &Buckets {
        &self.tables[self.current.load(Ordering::Acquire)]
    }

    /// Looks `hash` up (without a lock: a miss is only final under it).
    pub(super) fn probe(&self, hash: u64, matches: impl Fn(u32) -> bool) -> Probe {
        self.table().probe(hash, matches)
    }

    /// Puts `id` in its bucket under the run's lock `state`, growing the
    /// table first when it is three quarters full; false when the bucket is
    /// full. (A parse fills every other place, so a table that full has
    /// wrapped its places round half again: some buckets hold the keys of
    /// two blocks, up to eight, and still none overflows.)
    pub(super) fn insert(&self, state: &mut RunState, hash: u64, id: u32) -> bool {
        let mut table = self.table();
        if (state.len + 1) * 4 > table.capacity() * 3 {
            table = self.grow_to((table.capacity() >> BUCKET_BITS) * 2);
        }
        let placed = table.insert(hash, id);
        state.len += usize::from(placed);
        placed
    }

    /// Makes room for `additional` more keys spread over the runs (under
    /// the run's lock `state`).
    pub(super) fn reserve(&self, state: &RunState, additional: usize) {
        let slots = ((state.len + additional) * 4).div_ceil(3).next_power_of_two();
        if slots > self.table().capacity() {
            self.grow_to(slots >> BUCKET_BITS);
        }
    }

    /// Copies the current table into one of `buckets` buckets (a power of
    /// two, more than now) and makes it current. A bucket's keys split
    /// between two buckets of the new table, so none overflows.
    fn grow_to(&self, buckets: usize) -> &Buckets {
        let new = Buckets::with_buckets(buckets);
        for slot in self.table().slots.iter() {
            let slot = slot.load(Ordering::Relaxed);
            if slot != 0 {
                let placed = new.insert(slot >> 32, (slot as u32).wrapping_sub(1));
                debug_assert!(placed, "a bucket of a grown table cannot overflow");
            }
        }
        let index = self.tables.push(new);
        self.current.store(index, Ordering::Release);
        &self.tables[index]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_block_fills_neighbouring_places_of_one_run() {
        let stream = 77;
        let first = sequential_hash(stream, 5 << BLOCK_BITS, 0);
        for step in 1..(1 << BLOCK_BITS) - 1 {
            let hash = sequential_hash(stream, (5 << BLOCK_BITS) + step, 0);
            assert_eq!(hash >> 60, first >> 60, "a block stays in one run");
            assert_eq!(hash as u32, (first as u32).wrapping_add(step as u32));
        }
        // The blocks of one run fill one dense range of places, as a table
        // sized for them holds them without wrapping onto itself.
        let mut per_run: Vec<Vec<u32>> = vec![Vec::new(); SHARDS];
        for position in 0..(1u64 << (BLOCK_BITS + 8)) {
            let hash = sequential_hash(stream, position, 0);
            per_run[(hash >> 60) as usize].push((hash as u32).wrapping_sub(stream as u32));
        }
        for mut places in per_run {
            places.sort_unstable();
            let dense: Vec<u32> = (0..places.len() as u32).collect();
            assert_eq!(places, dense);
        }
    }

    #[test]
    fn growing_keeps_every_key() {
        let run = Run::new();
        let mut state = run.writer.lock();
        // Eight keys a bucket, then grown several times by the insertions.
        for id in 0..4_000u32 {
            let hash = u64::from(id);
            assert!(run.insert(&mut state, hash, id));
        }
        for id in 0..4_000u32 {
            let found = run.probe(u64::from(id), |candidate| candidate == id);
            assert!(matches!(found, Probe::Found(i) if i == id));
        }
        // A bucket holds eight keys of one place; a ninth does not fit.
        let one = Buckets::with_buckets(1);
        for id in 0..8 {
            assert!(one.insert(3, id));
        }
        assert!(!one.insert(3, 8));
        assert!(matches!(one.probe(3, |_| false), Probe::Full));
    }
}
