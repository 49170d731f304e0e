//! Handing back the source of a parse in parallel as its threads finish
//! the deferred regions (see `parallel.rs`): the text is cut into blocks,
//! each counting the deferred regions that overlap it; once the main pass
//! is over, a block no region overlaps is handed to
//! `ParseConfig::release_read_source` at once, and any other when the last
//! region overlapping it is parsed. Regions finish in any order, on any
//! thread.

use std::ops::Range;
use std::sync::atomic::{AtomicU32, Ordering};

use crate::asm::parser::ReleaseSourceFn;

/// The size of a block of text: big enough that a function of a few KiB
/// rarely holds one back alone, small enough to free the text steadily.
const BLOCK: usize = 1 << 20;

/// The blocks of a source and the deferred regions still unparsed in each.
pub(super) struct PendingText {
    release: ReleaseSourceFn,
    /// Per block, the regions overlapping it that are not parsed yet.
    pending: Box<[AtomicU32]>,
    len: usize,
}

impl PendingText {
    /// Counts `regions` (byte ranges of a source `len` bytes long) into
    /// their blocks and hands back every block at or after `from` (where
    /// the main pass stopped handing back) that none overlaps.
    pub(super) fn new(
        release: ReleaseSourceFn,
        len: usize,
        from: usize,
        regions: impl Iterator<Item = Range<usize>>,
    ) -> PendingText {
        let pending: Box<[AtomicU32]> =
            (0..len.div_ceil(BLOCK)).map(|_| AtomicU32::new(0)).collect();
        for region in regions {
            for block in blocks_of(&region) {
                if let Some(count) = pending.get(block) {
                    count.fetch_add(1, Ordering::Relaxed);
                }
            }
        }
        let text = PendingText { release, pending, len };
        for (block, count) in text.pending.iter().enumerate() {
            if count.load(Ordering::Relaxed) == 0 && (block + 1) * BLOCK > from {
                text.hand_back(block, from);
            }
        }
        text
    }

    /// Records `region` as parsed, handing back the blocks it was the last
    /// to hold.
    pub(super) fn done(&self, region: Range<usize>) {
        for block in blocks_of(&region) {
            if let Some(count) = self.pending.get(block)
                && count.fetch_sub(1, Ordering::AcqRel) == 1
            {
                self.hand_back(block, 0);
            }
        }
    }

    /// Hands block `block` back, from `from` on.
    fn hand_back(&self, block: usize, from: usize) {
        let start = (block * BLOCK).max(from);
        let end = ((block + 1) * BLOCK).min(self.len);
        if start < end {
            (self.release.0)(start..end);
        }
    }
}

/// The blocks a non-empty byte range overlaps.
fn blocks_of(range: &Range<usize>) -> Range<usize> {
    if range.is_empty() {
        return 0..0;
    }
    range.start / BLOCK..(range.end - 1) / BLOCK + 1
}
