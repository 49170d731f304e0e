//! Canonicalization (MLIR's `canonicalize` pass): the greedy driver with
//! every registered op's canonicalization patterns (its
//! `canonicalize = [...]` list and its `canonicalize` method), folding,
//! dead-code removal and constant unique-ing.

use crate::context::Context;
use crate::context::registrations::OpName;
use crate::ir::{IrView, Op};
use crate::rewrite::frozen_patterns::FrozenPatternSet;
use crate::rewrite::{
    CanonicalizeFn, PatternRewriter, PatternRoot, RewritePattern, RewritePatternSet, RewriteResult,
};
use crate::transforms::drivers::greedy_driver::{GreedyConfig, apply_patterns_greedily};

/// An op's `canonicalize` method as a pattern rooted at the op.
struct CanonicalizeMethod {
    name: &'static str,
    method: CanonicalizeFn,
}

impl RewritePattern for CanonicalizeMethod {
    fn root(&self) -> PatternRoot {
        PatternRoot::Name(self.name)
    }

    fn debug_name(&self) -> &str {
        self.name
    }

    fn match_and_rewrite(&self, op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
        (self.method)(op, rw)
    }
}

/// The canonicalization patterns of every op registered in `ctx`.
pub fn canonicalization_patterns(ctx: &Context) -> RewritePatternSet {
    let mut set = RewritePatternSet::new();
    let ops: Vec<OpName> = ctx.registered_ops();
    for op in ops {
        add_op_canonicalization_patterns(ctx, &mut set, op);
    }
    set
}

/// Adds the canonicalization patterns of the registered op `op` to `set`
/// (MLIR's `getCanonicalizationPatterns` of one op name); nothing for an
/// unregistered op.
pub fn add_op_canonicalization_patterns(ctx: &Context, set: &mut RewritePatternSet, op: OpName) {
    let Some(def) = op.def(ctx) else { return };
    if let Some(add) = def.canonicalization_patterns {
        add(set, ctx);
    }
    if let Some(method) = def.canonicalize {
        set.add(CanonicalizeMethod { name: def.name, method });
    }
}

/// The settings of canonicalization (the options of MLIR's
/// `canonicalize` pass).
#[derive(Clone, Debug, Default)]
pub struct CanonicalizeOptions {
    /// The driver's settings.
    pub config: GreedyConfig,
    /// Patterns left out, by debug name or label.
    pub disabled_patterns: Vec<String>,
    /// When not empty, only these patterns (by debug name or label).
    pub enabled_patterns: Vec<String>,
}

/// Canonicalizes the ops in `root`'s regions with the default settings;
/// whether the driver converged (mlir-opt prints nothing either way).
pub fn canonicalize(ir: &mut IrView, root: Op) -> bool {
    canonicalize_with(ir, root, &CanonicalizeOptions::default())
}

/// Canonicalizes the ops in `root`'s regions with `options`; whether the
/// driver converged.
pub fn canonicalize_with(ir: &mut IrView, root: Op, options: &CanonicalizeOptions) -> bool {
    let set = canonicalization_patterns(ir.ctx());
    let named = |p: &dyn RewritePattern, names: &[String]| {
        names.iter().any(|n| n == p.debug_name() || p.debug_labels().contains(&n.as_str()))
    };
    let patterns = FrozenPatternSet::with_cost_model(ir.ctx(), set, |p| {
        let enabled = options.enabled_patterns.is_empty() || named(p, &options.enabled_patterns);
        (enabled && !named(p, &options.disabled_patterns)).then(|| p.benefit())
    });
    apply_patterns_greedily(ir, root, &patterns, &options.config)
}
