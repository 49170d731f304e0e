//! Canonicalization (MLIR's `canonicalize` pass): the greedy driver with
//! every registered op's canonicalization patterns (its
//! `canonicalize = [...]` list and its `canonicalize` method), folding,
//! dead-code removal and constant unique-ing.

use crate::context::Context;
use crate::ir::{IrView, Op};
use crate::registration::OpName;
use crate::rewrite::{
    CanonicalizeFn, PatternRewriter, PatternRoot, RewritePattern, RewritePatternSet, RewriteResult,
};
use crate::transforms::frozen_patterns::FrozenPatternSet;
use crate::transforms::greedy_driver::{GreedyConfig, apply_patterns_greedily};

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
        let Some(def) = op.def(ctx) else { continue };
        if let Some(add) = def.canonicalization_patterns {
            add(&mut set, ctx);
        }
        if let Some(method) = def.canonicalize {
            set.add(CanonicalizeMethod { name: def.name, method });
        }
    }
    set
}

/// Canonicalizes the ops in `root`'s regions with the default settings;
/// whether the driver converged (mlir-opt prints nothing either way).
pub fn canonicalize(ir: &mut IrView, root: Op) -> bool {
    let patterns = FrozenPatternSet::new(ir.ctx(), canonicalization_patterns(ir.ctx()));
    apply_patterns_greedily(ir, root, &patterns, &GreedyConfig::default())
}
