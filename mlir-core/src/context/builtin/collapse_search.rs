//! Finding the dimension groups that collapse one static shape into
//! another of lower rank (MLIR's `getReassociationIndicesForCollapse`, as
//! of MLIR 22).
//!
//! The search walks the target dimensions once from the left and once from
//! the right. A static target size takes the first run of static source
//! sizes whose product equals it; a dynamic one takes source dimensions up
//! to the first dynamic size. Source dimensions skipped to find a static
//! match join the preceding dynamic group; the last target dimension also
//! takes all that remains (from the left, only trailing unit sizes after a
//! static match). The two walks must agree except on unit dimensions,
//! which may go either way; the left walk's groups are the answer. So
//! `?x2x3x6x?` into `?x6x?` is refused as ambiguous, while `2x3x4` into
//! `6x4` gives `[[0, 1], [2]]`.

use super::types::DYNAMIC;

/// An inclusive range `first..=last` of source dimensions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct DimRange {
    first: usize,
    last: usize,
}

impl DimRange {
    /// The dimensions of the range, as reassociation indices.
    fn indices(self) -> Vec<i64> {
        (self.first..=self.last).map(|d| d as i64).collect()
    }
}

/// The groups of `source` dimensions that collapse into `target`, one per
/// target dimension, or `None` when no unambiguous grouping is found.
/// `source` must have the higher rank; a rank-0 target takes no groups
/// and accepts only unit and dynamic sizes.
pub fn collapse_reassociation(source: &[i64], target: &[i64]) -> Option<Vec<Vec<i64>>> {
    if source.len() <= target.len() {
        return None;
    }
    if target.is_empty() {
        return source.iter().all(|&s| s == 1 || s == DYNAMIC).then(Vec::new);
    }
    let forward = ranges_left_to_right(source, target)?;
    let backward = ranges_right_to_left(source, target)?;
    let mut groups = Vec::with_capacity(target.len());
    for (ahead, behind) in forward.iter().zip(&backward) {
        if differing_dims(*ahead, *behind).any(|d| source[d] != 1) {
            return None;
        }
        groups.push(ahead.indices());
    }
    Some(groups)
}

/// The dimensions in exactly one of two ranges, as upstream counts them: the
/// union when they are disjoint, otherwise what lies left of the later start
/// and right of the earlier end (the later end included only when the two
/// ends are more than one apart).
fn differing_dims(a: DimRange, b: DimRange) -> impl Iterator<Item = usize> {
    let (left, right): (Vec<usize>, Vec<usize>) = if a.last < b.first {
        ((a.first..=a.last).collect(), (b.first..=b.last).collect())
    } else {
        let left = (a.first.min(b.first)..a.first.max(b.first)).collect();
        let (start, end) = (a.last.min(b.last) + 1, a.last.max(b.last));
        let right = if start < end { (start..=end).collect() } else { Vec::new() };
        (left, right)
    };
    left.into_iter().chain(right)
}

/// The left-to-right walk on reversed shapes, its ranges mapped back.
fn ranges_right_to_left(source: &[i64], target: &[i64]) -> Option<Vec<DimRange>> {
    let reversed = |shape: &[i64]| shape.iter().rev().copied().collect::<Vec<_>>();
    let last = source.len() - 1;
    let mut ranges = ranges_left_to_right(&reversed(source), &reversed(target))?;
    ranges.reverse();
    for range in &mut ranges {
        *range = DimRange { first: last - range.last, last: last - range.first };
    }
    Some(ranges)
}

/// One source range per target dimension, walking both shapes from the left.
fn ranges_left_to_right(source: &[i64], target: &[i64]) -> Option<Vec<DimRange>> {
    let mut ranges: Vec<DimRange> = Vec::with_capacity(target.len());
    let mut next = 0usize;
    for (dim, &size) in target.iter().enumerate() {
        let takes_rest = dim + 1 == target.len();
        let range = if size == DYNAMIC {
            range_for_dynamic(source, next, takes_rest)?
        } else {
            range_for_size(source, next, size, takes_rest)?
        };
        if range.first > next {
            // Skipped source dimensions belong to the preceding dynamic group.
            let previous_dynamic = dim > 0 && target[dim - 1] == DYNAMIC;
            ranges.last_mut().filter(|_| previous_dynamic)?.last = range.first - 1;
        }
        next = range.last + 1;
        ranges.push(range);
    }
    (next == source.len()).then_some(ranges)
}

/// From `start`, the dimensions up to and including the first dynamic one
/// (to the end with `takes_rest`).
fn range_for_dynamic(source: &[i64], start: usize, takes_rest: bool) -> Option<DimRange> {
    let offset = source.get(start..)?.iter().position(|&s| s == DYNAMIC)?;
    let last = if takes_rest { source.len() - 1 } else { start + offset };
    Some(DimRange { first: start, last })
}

/// From `start`, the first run of static dimensions whose sizes multiply to
/// `size`; a dynamic dimension restarts the run after it. With
/// `takes_rest`, the unit dimensions right after the run join it.
fn range_for_size(source: &[i64], start: usize, size: i64, takes_rest: bool) -> Option<DimRange> {
    let (mut first, mut last) = (start, start);
    let mut product: i64 = 1;
    let found = loop {
        let &dim_size = source.get(last)?;
        if dim_size == DYNAMIC {
            (first, last, product) = (last + 1, last + 1, 1);
            continue;
        }
        product = product.wrapping_mul(dim_size);
        while product > size && first < last {
            product /= source[first];
            first += 1;
        }
        if product == size {
            break DimRange { first, last };
        }
        last += 1;
    };
    let mut range = found;
    if takes_rest {
        while source.get(range.last + 1) == Some(&1) {
            range.last += 1;
        }
    }
    Some(range)
}

#[cfg(test)]
mod tests {
    use super::*;

    const D: i64 = DYNAMIC;

    fn groups(source: &[i64], target: &[i64]) -> Option<Vec<Vec<i64>>> {
        collapse_reassociation(source, target)
    }

    #[test]
    fn static_products_group_left_to_right() {
        assert_eq!(groups(&[2, 3, 4], &[6, 4]), Some(vec![vec![0, 1], vec![2]]));
        assert_eq!(groups(&[2, 3, 4, 5], &[6, 20]), Some(vec![vec![0, 1], vec![2, 3]]));
        assert_eq!(groups(&[2, 3, 4], &[24]), Some(vec![vec![0, 1, 2]]));
    }

    #[test]
    fn unit_dimensions_may_go_either_way() {
        // Left to right the unit joins the second group (the last target
        // dimension takes trailing units); right to left the first: both
        // differ only on a unit, so the left walk's answer stands.
        assert_eq!(groups(&[6, 1, 4], &[6, 4]), Some(vec![vec![0], vec![1, 2]]));
        assert_eq!(groups(&[6, 4, 1], &[6, 4]), Some(vec![vec![0], vec![1, 2]]));
        assert_eq!(groups(&[1, 1], &[1]), Some(vec![vec![0, 1]]));
    }

    #[test]
    fn dynamic_dimensions() {
        assert_eq!(groups(&[D, 3, 4], &[D, 4]), Some(vec![vec![0, 1], vec![2]]));
        // Only the unit differs between the two walks.
        assert_eq!(groups(&[D, 1, D], &[D, D]), Some(vec![vec![0], vec![1, 2]]));
        // ?x2x3x5 into ?x15: 2 is skipped and joins the dynamic group.
        assert_eq!(groups(&[D, 2, 3, 5], &[D, 15]), Some(vec![vec![0, 1], vec![2, 3]]));
    }

    #[test]
    fn ambiguous_or_impossible_groupings_are_refused() {
        assert_eq!(groups(&[D, D, D], &[D, D]), None);
        assert_eq!(groups(&[D, 2, D], &[D, D]), None);
        assert_eq!(groups(&[D, 2, 3, 6, D], &[D, 6, D]), None);
        assert_eq!(groups(&[2, 3], &[5]), None);
        assert_eq!(groups(&[2, 3], &[2, 3]), None, "not a collapse");
    }

    #[test]
    fn rank_zero_targets_take_only_units_and_dynamic_sizes() {
        assert_eq!(groups(&[1, D], &[]), Some(Vec::new()));
        assert_eq!(groups(&[1, 2], &[]), None);
    }
}
