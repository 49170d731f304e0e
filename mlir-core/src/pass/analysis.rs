//! Analyses: facts computed from the IR of an op ([`Analysis`]), cached
//! per op and type by the run's [`AnalysisCache`] and handed to passes
//! through `PassContext::analysis`. After a pass, every analysis of its op
//! and of the ops nested in it is dropped unless the pass marked it
//! preserved ([`Preserved`]); analyses of erased ops are dropped too.
//!
//! Each task of a threaded run owns the cached analyses of its op's
//! subtree (moved in before the task and back after), so analyses only
//! need to be `Send + Sync` to be handed out as `Arc`s.
//!
//! The analyses: [`DominanceInfo`], [`PostDominanceInfo`],
//! [`SymbolTableAnalysis`], [`CallGraph`] and [`LocalAliasAnalysis`].

mod call_graph;
mod dominance_info;
mod local_alias;
mod post_dominance_info;
mod sccs;
mod symbols;

use std::any::{Any, TypeId};
use std::sync::Arc;

use rustc_hash::FxHashMap;

use crate::ir::{IrView, Op};

pub use call_graph::{CallEdge, CallEdgeKind, CallGraph, CallGraphNode, CallGraphNodeId};
pub use dominance_info::DominanceInfo;
pub use local_alias::{AliasResult, LocalAliasAnalysis};
pub use post_dominance_info::PostDominanceInfo;
pub use symbols::SymbolTableAnalysis;

/// A fact about an op's IR, computed on demand and cached until a pass
/// that does not preserve it runs on the op or an ancestor.
pub trait Analysis: Send + Sync + 'static {
    /// The name timing reports show (`DominanceInfo`).
    const NAME: &'static str;
    /// Computes the analysis of `op`.
    fn compute(op: Op, ir: &IrView) -> Self;
}

/// The analyses a pass keeps valid.
#[derive(Clone, Debug, Default)]
pub struct Preserved {
    all: bool,
    kinds: Vec<TypeId>,
}

impl Preserved {
    /// Keeps analysis `A`.
    pub fn preserve<A: Analysis>(&mut self) {
        self.kinds.push(TypeId::of::<A>());
    }

    /// Keeps every analysis (the pass changed nothing they depend on).
    pub fn preserve_all(&mut self) {
        self.all = true;
    }

    /// Whether analyses of type `kind` are kept.
    fn keeps(&self, kind: TypeId) -> bool {
        self.all || self.kinds.contains(&kind)
    }
}

/// A cached analysis, type-erased.
type Entry = (TypeId, Arc<dyn Any + Send + Sync>);

/// The analyses computed so far, per op.
#[derive(Default)]
pub struct AnalysisCache {
    per_op: FxHashMap<Op, Vec<Entry>>,
}

impl AnalysisCache {
    /// Analysis `A` of `op`, if cached.
    pub fn get<A: Analysis>(&self, op: Op) -> Option<Arc<A>> {
        let entries = self.per_op.get(&op)?;
        let (_, any) = entries.iter().find(|(kind, _)| *kind == TypeId::of::<A>())?;
        Arc::clone(any).downcast::<A>().ok()
    }

    /// Caches `analysis` as `op`'s `A`.
    pub fn insert<A: Analysis>(&mut self, op: Op, analysis: Arc<A>) {
        let entries = self.per_op.entry(op).or_default();
        entries.retain(|(kind, _)| *kind != TypeId::of::<A>());
        entries.push((TypeId::of::<A>(), analysis));
    }

    /// How many analyses are cached, over all ops.
    pub fn len(&self) -> usize {
        self.per_op.values().map(Vec::len).sum()
    }

    /// Whether nothing is cached.
    pub fn is_empty(&self) -> bool {
        self.per_op.is_empty()
    }

    /// Drops the analyses of `op` and of the ops nested in it that
    /// `preserved` does not keep, and every analysis of an erased op.
    pub fn invalidate(&mut self, ir: &IrView, op: Op, preserved: &Preserved) {
        if preserved.all {
            self.per_op.retain(|&cached, _| !cached.is_erased(ir));
            return;
        }
        self.per_op.retain(|&cached, entries| {
            if cached.is_erased(ir) {
                return false;
            }
            if is_within(ir, cached, op) {
                entries.retain(|(kind, _)| preserved.keeps(*kind));
            }
            !entries.is_empty()
        });
    }

    /// Moves out the analyses of the ops in the subtree of each of
    /// `roots`, one cache per root, in order (for the tasks of a threaded
    /// run; [`AnalysisCache::absorb`] takes them back).
    pub(crate) fn split_for(&mut self, ir: &IrView, roots: &[Op]) -> Vec<AnalysisCache> {
        let mut parts: Vec<AnalysisCache> =
            roots.iter().map(|_| AnalysisCache::default()).collect();
        if self.per_op.is_empty() {
            return parts;
        }
        let index: FxHashMap<Op, usize> = roots.iter().enumerate().map(|(i, &r)| (r, i)).collect();
        let cached: Vec<Op> = self.per_op.keys().copied().collect();
        for op in cached {
            let mut at = Some(op);
            while let Some(current) = at {
                if let Some(&i) = index.get(&current) {
                    if let Some(entries) = self.per_op.remove(&op) {
                        parts[i].per_op.insert(op, entries);
                    }
                    break;
                }
                at = current.parent_op(ir);
            }
        }
        parts
    }

    /// Takes back the analyses of a task's cache.
    pub(crate) fn absorb(&mut self, other: AnalysisCache) {
        self.per_op.extend(other.per_op);
    }
}

/// Whether `op` is `ancestor` or nested in it.
pub(crate) fn is_within(ir: &IrView, op: Op, ancestor: Op) -> bool {
    let mut at = Some(op);
    while let Some(current) = at {
        if current == ancestor {
            return true;
        }
        at = current.parent_op(ir);
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Context;
    use crate::asm::parser::{ParseConfig, ParsedFile, parse_source};

    /// Parses `text`, unregistered ops allowed.
    pub(crate) fn parse(text: &str) -> ParsedFile {
        let ctx = Arc::new(Context::new());
        ctx.set_allow_unregistered_dialects(true);
        parse_source(ctx, text, &ParseConfig::new("t.mlir")).expect("test input parses")
    }

    /// The ops directly inside `op`'s first block.
    pub(crate) fn children(ir: &IrView, op: Op) -> Vec<Op> {
        op.regions(ir).flat_map(|r| r.blocks(ir)).flat_map(|b| b.ops(ir)).collect()
    }

    struct OpCount(usize);

    impl Analysis for OpCount {
        const NAME: &'static str = "OpCount";
        fn compute(op: Op, ir: &IrView) -> OpCount {
            OpCount(children(ir, op).len())
        }
    }

    struct Marker;

    impl Analysis for Marker {
        const NAME: &'static str = "Marker";
        fn compute(_: Op, _: &IrView) -> Marker {
            Marker
        }
    }

    #[test]
    fn invalidation_keeps_preserved_kinds_and_other_subtrees() {
        let parsed = parse(
            "\"a.outer\"() ({\n  \"a.inner\"() : () -> ()\n}) : () -> ()\n\"a.other\"() : () -> ()",
        );
        let ir = &parsed.ir;
        let top = children(ir, parsed.module());
        let (outer, other) = (top[0], top[1]);
        let inner = children(ir, outer)[0];
        let mut cache = AnalysisCache::default();
        cache.insert(outer, Arc::new(OpCount::compute(outer, ir)));
        cache.insert(outer, Arc::new(Marker));
        cache.insert(inner, Arc::new(Marker));
        cache.insert(other, Arc::new(Marker));
        assert_eq!(cache.get::<OpCount>(outer).map(|c| c.0), Some(1));
        let mut preserved = Preserved::default();
        preserved.preserve::<OpCount>();
        cache.invalidate(ir, outer, &preserved);
        assert!(cache.get::<OpCount>(outer).is_some());
        assert!(cache.get::<Marker>(outer).is_none());
        assert!(cache.get::<Marker>(inner).is_none());
        assert!(cache.get::<Marker>(other).is_some());
        assert_eq!(cache.len(), 2);
        let parts = cache.split_for(ir, &[outer, other]);
        assert_eq!((parts[0].len(), parts[1].len(), cache.len()), (1, 1, 0));
    }
}
