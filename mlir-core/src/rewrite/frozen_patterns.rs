//! [`FrozenPatternSet`]: a pattern set prepared for application (MLIR's
//! `FrozenRewritePatternSet` with its `PatternApplicator`). Freezing
//! resolves every root against the context: a name root to its op name, an
//! interface root to every registered op with that interface; each op's
//! list is ordered by benefit once. Trying an op costs one hash lookup of
//! its name, then a merge with the any-op patterns by benefit. A frozen set
//! is immutable and shared across threads by cloning (an `Arc`).
//!
//! The order within an op's list is by benefit, or by the benefit a cost model
//! gives (`with_cost_model`), which may also drop patterns.

use std::sync::Arc;

use rustc_hash::FxHashMap;

use crate::context::Context;
use crate::context::registrations::OpName;
use crate::ir::Op;
use crate::rewrite::{PatternRewriter, PatternRoot, RewritePattern, RewritePatternSet};

/// A frozen, shareable pattern set.
#[derive(Clone)]
pub struct FrozenPatternSet {
    inner: Arc<Frozen>,
}

struct Frozen {
    /// The kept patterns, in insertion order.
    patterns: Vec<Box<dyn RewritePattern>>,
    /// The benefit of each kept pattern (after the cost model).
    benefits: Vec<u16>,
    /// Per op name, the patterns tried on it (name and interface roots),
    /// highest benefit first, ties in insertion order.
    by_name: FxHashMap<OpName, Vec<usize>>,
    /// The patterns tried on every op, in the same order.
    any: Vec<usize>,
}

impl FrozenPatternSet {
    /// Freezes `set` with each pattern's own benefit.
    pub fn new(ctx: &Context, set: RewritePatternSet) -> FrozenPatternSet {
        Self::with_cost_model(ctx, set, |p| Some(p.benefit()))
    }

    /// Freezes `set`, asking `cost` for each pattern's benefit, once per
    /// pattern in insertion order; a pattern it answers `None` for is
    /// dropped (MLIR's impossible benefit).
    pub fn with_cost_model(
        ctx: &Context,
        set: RewritePatternSet,
        cost: impl Fn(&dyn RewritePattern) -> Option<u16>,
    ) -> FrozenPatternSet {
        let mut patterns = Vec::new();
        let mut benefits = Vec::new();
        for pattern in set.into_patterns() {
            if let Some(benefit) = cost(pattern.as_ref()) {
                patterns.push(pattern);
                benefits.push(benefit);
            }
        }
        let mut by_name: FxHashMap<OpName, Vec<usize>> = FxHashMap::default();
        let mut any = Vec::new();
        let mut registered: Option<Vec<OpName>> = None;
        for (index, pattern) in patterns.iter().enumerate() {
            match pattern.root() {
                PatternRoot::Name(name) => {
                    by_name.entry(ctx.op_name(name)).or_default().push(index)
                }
                PatternRoot::Any => any.push(index),
                PatternRoot::Interface(id) => {
                    let ops = registered.get_or_insert_with(|| ctx.registered_ops());
                    for &op in ops.iter().filter(|op| op.has_interface_id(ctx, id)) {
                        by_name.entry(op).or_default().push(index);
                    }
                }
            }
        }
        // Stable: equal benefits keep insertion order.
        let by_benefit =
            |list: &mut Vec<usize>| list.sort_by_key(|&i| std::cmp::Reverse(benefits[i]));
        by_name.values_mut().for_each(by_benefit);
        by_benefit(&mut any);
        FrozenPatternSet { inner: Arc::new(Frozen { patterns, benefits, by_name, any }) }
    }

    /// Freezes `set` with the benefits `benefits` gives, one per pattern
    /// in insertion order; a pattern given `None` is dropped.
    pub fn with_benefits(
        ctx: &Context,
        set: RewritePatternSet,
        benefits: &[Option<u16>],
    ) -> FrozenPatternSet {
        assert_eq!(benefits.len(), set.len(), "one benefit per pattern");
        let next = std::cell::Cell::new(0);
        Self::with_cost_model(ctx, set, |_| {
            let index = next.get();
            next.set(index + 1);
            benefits[index]
        })
    }

    /// The number of patterns kept.
    pub fn len(&self) -> usize {
        self.inner.patterns.len()
    }

    /// Whether no pattern was kept.
    pub fn is_empty(&self) -> bool {
        self.inner.patterns.is_empty()
    }

    /// The patterns tried on ops named `name`, in the order they are tried:
    /// highest benefit first; on a tie, a pattern rooted at the op (by name
    /// or interface) before an any-op pattern, then insertion order.
    pub fn patterns_for(&self, name: OpName) -> impl Iterator<Item = &dyn RewritePattern> + '_ {
        self.pattern_indices_for(name).map(|index| self.pattern(index))
    }

    /// The indices of the patterns [`patterns_for`](Self::patterns_for)
    /// gives, in the same order; an index names one kept pattern
    /// ([`pattern`](Self::pattern)), however small its type.
    pub fn pattern_indices_for(&self, name: OpName) -> impl Iterator<Item = usize> + '_ {
        let frozen = &*self.inner;
        let specific = frozen.by_name.get(&name).map_or(&[][..], Vec::as_slice);
        let (mut s, mut a) = (0, 0);
        std::iter::from_fn(move || {
            let next = match (specific.get(s), frozen.any.get(a)) {
                (Some(&i), Some(&j)) if frozen.benefits[j] > frozen.benefits[i] => {
                    a += 1;
                    j
                }
                (Some(&i), _) => {
                    s += 1;
                    i
                }
                (None, Some(&j)) => {
                    a += 1;
                    j
                }
                (None, None) => return None,
            };
            Some(next)
        })
    }

    /// The kept pattern at `index` (in insertion order among those kept).
    pub fn pattern(&self, index: usize) -> &dyn RewritePattern {
        self.inner.patterns[index].as_ref()
    }

    /// Tries the patterns for `op` in order until one succeeds, skipping
    /// those `can_apply` refuses; returns the one that applied.
    pub fn apply_first(
        &self,
        op: Op,
        rw: &mut PatternRewriter<'_>,
        mut can_apply: impl FnMut(&dyn RewritePattern) -> bool,
    ) -> Option<&dyn RewritePattern> {
        let name = op.name(rw);
        self.patterns_for(name)
            .filter(|p| can_apply(*p))
            .find(|pattern| pattern.match_and_rewrite(op, rw).is_ok())
    }
}
