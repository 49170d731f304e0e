//! The order a conversion tries patterns in (MLIR's legalization graph and
//! its cost model). From each pattern's root and the ops it says it
//! creates (`generated_ops`), an op's *depth* is the fewest pattern
//! applications that make it legal (0 for an op that needs none), and a
//! pattern's depth is one more than the deepest op it creates. Per root
//! op, patterns are tried by depth, shallowest first, then by benefit.
//!
//! A pattern creating an op that no pattern can legalize and the target
//! does not allow (illegal, or unknown to it) can never lead to legal IR,
//! and is dropped, unless some pattern matches any op: then nothing can be
//! concluded and every pattern stays, in benefit order.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::context::Context;
use crate::context::registrations::OpName;
use crate::conversion::target::{ConversionTarget, LegalizationAction};
use crate::rewrite::{PatternRoot, RewritePatternSet};

/// What the model needs of one pattern.
struct PatternInfo {
    root: Option<OpName>,
    generated: Vec<OpName>,
    benefit: u16,
}

/// The benefit each pattern of `set` is tried with (`None`: dropped), in
/// insertion order: the higher, the earlier, per root op.
pub(crate) fn legalization_benefits(
    ctx: &Context,
    target: &ConversionTarget,
    set: &RewritePatternSet,
) -> Vec<Option<u16>> {
    let infos: Vec<PatternInfo> = set
        .patterns()
        .iter()
        .map(|p| PatternInfo {
            root: match p.root() {
                PatternRoot::Name(name) => Some(ctx.op_name(name)),
                PatternRoot::Any | PatternRoot::Interface(_) => None,
            },
            generated: p.generated_ops().iter().map(|g| ctx.op_name(g)).collect(),
            benefit: p.benefit(),
        })
        .collect();
    let mut graph = Graph { ctx, target, infos: &infos, by_op: FxHashMap::default() };
    let any_op: Vec<usize> = (0..infos.len()).filter(|&i| infos[i].root.is_none()).collect();
    graph.build(!any_op.is_empty());

    let mut depths: FxHashMap<OpName, u32> = FxHashMap::default();
    let ops: Vec<OpName> = graph.by_op.keys().copied().collect();
    for op in ops {
        graph.op_depth(op, &mut depths);
    }
    let mut any_sorted = any_op;
    graph.sort_by_depth(&mut any_sorted, &mut depths);

    let mut benefits = vec![None; infos.len()];
    let mut assign = |list: &[usize]| {
        for (position, &index) in list.iter().enumerate() {
            benefits[index] = Some(u16::try_from(list.len() - position).unwrap_or(u16::MAX));
        }
    };
    for list in graph.by_op.values() {
        assign(list);
    }
    assign(&any_sorted);
    benefits
}

/// The legalization graph: per root op, the patterns that can make it
/// legal.
struct Graph<'a> {
    ctx: &'a Context,
    target: &'a ConversionTarget,
    infos: &'a [PatternInfo],
    by_op: FxHashMap<OpName, Vec<usize>>,
}

impl Graph<'_> {
    /// Collects, per root op, the patterns whose created ops can all end
    /// legal (every pattern when `keep_all`).
    fn build(&mut self, keep_all: bool) {
        let mut parents: FxHashMap<OpName, FxHashSet<OpName>> = FxHashMap::default();
        let mut invalid: FxHashMap<OpName, Vec<usize>> = FxHashMap::default();
        let mut worklist: Vec<usize> = Vec::new();
        for (index, info) in self.infos.iter().enumerate() {
            let Some(root) = info.root else { continue };
            if self.target.op_action(self.ctx, root) == Some(LegalizationAction::Legal) {
                continue;
            }
            invalid.entry(root).or_default().push(index);
            for &generated in &info.generated {
                parents.entry(generated).or_default().insert(root);
            }
            worklist.push(index);
        }
        if keep_all {
            for index in worklist {
                let root = self.infos[index].root.expect("a rooted pattern");
                self.by_op.entry(root).or_default().push(index);
            }
            return;
        }
        // Insertion order of a set, popped from the back.
        let mut queued: FxHashSet<usize> = worklist.iter().copied().collect();
        while let Some(index) = worklist.pop() {
            queued.remove(&index);
            let info = &self.infos[index];
            let blocked = info.generated.iter().any(|&op| {
                let action = self.target.op_action(self.ctx, op);
                !self.by_op.contains_key(&op)
                    && matches!(action, None | Some(LegalizationAction::Illegal))
            });
            if blocked {
                continue;
            }
            let root = info.root.expect("a rooted pattern");
            let list = self.by_op.entry(root).or_default();
            if list.contains(&index) {
                continue;
            }
            list.push(index);
            if let Some(pending) = invalid.get_mut(&root) {
                pending.retain(|&i| i != index);
            }
            for parent in parents.get(&root).into_iter().flatten() {
                for &pattern in invalid.get(parent).into_iter().flatten() {
                    if queued.insert(pattern) {
                        worklist.push(pattern);
                    }
                }
            }
        }
    }

    /// The depth of `op` (see the module doc), sorting its patterns on the
    /// way.
    fn op_depth(&mut self, op: OpName, depths: &mut FxHashMap<OpName, u32>) -> u32 {
        if let Some(&depth) = depths.get(&op) {
            return depth;
        }
        let Some(mut list) = self.by_op.get(&op).filter(|l| !l.is_empty()).cloned() else {
            return 0;
        };
        // Seen: a cycle back to it counts as unreachable.
        depths.insert(op, u32::MAX);
        let depth = self.sort_by_depth(&mut list, depths);
        self.by_op.insert(op, list);
        depths.insert(op, depth);
        depth
    }

    /// Sorts `list` by depth, then benefit (stable); returns the least
    /// depth.
    fn sort_by_depth(&mut self, list: &mut Vec<usize>, depths: &mut FxHashMap<OpName, u32>) -> u32 {
        let mut with_depth: Vec<(usize, u32)> = Vec::with_capacity(list.len());
        for &index in list.iter() {
            let generated = self.infos[index].generated.clone();
            let mut depth = 1u32;
            for op in generated {
                depth = depth.max(self.op_depth(op, depths).saturating_add(1));
            }
            with_depth.push((index, depth));
        }
        let least = with_depth.iter().map(|&(_, d)| d).min().unwrap_or(u32::MAX);
        if with_depth.len() > 1 {
            with_depth.sort_by(|a, b| {
                a.1.cmp(&b.1).then(self.infos[b.0].benefit.cmp(&self.infos[a.0].benefit))
            });
        }
        *list = with_depth.into_iter().map(|(index, _)| index).collect();
        least
    }
}
