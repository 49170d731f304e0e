//! The order labels of the ops of a block (O(1) `is_before_in_block`),
//! kept by list labelling as ops are inserted.

use crate::ir::body::{Body, ORDER_STRIDE};
use crate::ir::entity::OpId;

/// Gives a newly linked op an order index between its neighbours. When
/// there is no gap left, relabels the smallest aligned range of labels
/// around the insertion point that is sparse enough (the list-labelling
/// scheme of Bender et al., "Two simplified algorithms for maintaining order
/// in a list"), so repeated insertion at one place costs amortized
/// O(log n) relabels instead of renumbering the whole block each time.
pub(super) fn assign_order(b: &mut Body, op: OpId) {
    let prev = b.ops[op.index()].prev;
    let next = b.ops[op.index()].next;
    let lo = prev.expand().map_or(0, |p| b.ops[p.index()].order);
    let order = match next.expand().map(|n| b.ops[n.index()].order) {
        None => lo
            .checked_add(ORDER_STRIDE)
            .or_else(|| (u32::MAX - lo > 1).then(|| lo + (u32::MAX - lo) / 2)),
        Some(hi) => (hi - lo > 1).then(|| lo + (hi - lo) / 2),
    };
    match order {
        Some(o) => b.ops[op.index()].order = o,
        None => relabel_around(b, op, lo),
    }
}

/// Relabels the ops whose labels fall in the smallest aligned label range
/// containing `pivot` (the label of `op`'s predecessor, 0 at the block
/// start) whose density is low enough, `op` included; at the top level the
/// whole block. `op`'s own (stale) label is never read.
fn relabel_around(b: &mut Body, op: OpId, pivot: u32) {
    /// Density threshold base: a range of 2^i labels may hold (2/T)^i ops.
    const T: f64 = 1.25;
    let label = |b: &Body, o: OpId| u64::from(b.ops[o.index()].order);
    let (mut first, mut last, mut count) = (op, op, 1u64);
    for level in 1..=32u32 {
        let size = 1u64 << level;
        let start = u64::from(pivot) & !(size - 1);
        let end = start + size - 1;
        while let Some(p) = b.ops[first.index()].prev.expand() {
            if label(b, p) < start {
                break;
            }
            first = p;
            count += 1;
        }
        while let Some(n) = b.ops[last.index()].next.expand() {
            if label(b, n) > end {
                break;
            }
            last = n;
            count += 1;
        }
        let threshold = (2.0 / T).powi(level as i32);
        if (count as f64) <= threshold || level == 32 {
            // Spread the window evenly over the range, leaving label 0 free.
            let step = (size / (count + 1)).max(1);
            let mut cur = first;
            let mut l = start;
            loop {
                l += step;
                b.ops[cur.index()].order =
                    u32::try_from(l.min(u64::from(u32::MAX))).unwrap_or(u32::MAX);
                if cur == last {
                    break;
                }
                cur = b.ops[cur.index()].next;
            }
            return;
        }
    }
}
