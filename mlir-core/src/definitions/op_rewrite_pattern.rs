//! Typed patterns: a pattern on one op type gets the op's typed handle,
//! not a raw op (MLIR's `OpRewritePattern<OpTy>`); each is a
//! [`RewritePattern`] rooted at its op's name.
//!
//! `RewritePatternSet::add_op` adds one to a pattern set.

use crate::definitions::op_type::OpType;
use crate::ir::Op;
use crate::rewrite::{
    PatternRewriter, PatternRoot, RewritePattern, RewritePatternSet, RewriteResult,
};

/// A pattern rooted at one op type.
pub trait OpRewritePattern: Send + Sync + 'static {
    /// The op the pattern matches.
    type Op: OpType;

    /// The pattern's benefit (see [`RewritePattern::benefit`]).
    fn benefit(&self) -> u16 {
        1
    }

    /// The names of the ops the pattern may create.
    fn generated_ops(&self) -> &[&'static str] {
        &[]
    }

    /// A name for debugging output.
    fn debug_name(&self) -> &str {
        std::any::type_name::<Self>()
    }

    /// Matches `op` and, on success, rewrites it through `rw`; must not
    /// change the IR when it fails.
    fn match_and_rewrite(&self, op: Self::Op, rw: &mut PatternRewriter<'_>) -> RewriteResult;
}

/// Every typed pattern is a [`RewritePattern`] rooted at its op's name,
/// so it goes wherever patterns go: [`RewritePatternSet::add`], and an
/// op's `canonicalize = [...]` list when it is also `Default`.
impl<P: OpRewritePattern> RewritePattern for P {
    fn root(&self) -> PatternRoot {
        PatternRoot::Name(<P::Op as OpType>::DEF.name)
    }

    fn benefit(&self) -> u16 {
        OpRewritePattern::benefit(self)
    }

    fn generated_ops(&self) -> &[&'static str] {
        OpRewritePattern::generated_ops(self)
    }

    fn debug_name(&self) -> &str {
        OpRewritePattern::debug_name(self)
    }

    fn match_and_rewrite(&self, op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
        // The applicator only offers ops of the root's name.
        OpRewritePattern::match_and_rewrite(self, <P::Op as OpType>::from_op_unchecked(op), rw)
    }
}

impl RewritePatternSet {
    /// Adds a typed pattern (the same as [`RewritePatternSet::add`]).
    pub fn add_op(&mut self, pattern: impl OpRewritePattern) -> &mut Self {
        self.add(pattern)
    }
}
