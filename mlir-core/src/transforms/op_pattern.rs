//! Typed patterns: a pattern on one op type gets the op's typed handle,
//! not a raw op (MLIR's `OpRewritePattern<OpTy>`), and is added to a set
//! with [`RewritePatternSet::add_op`].

use crate::ir::Op;
use crate::op_type::OpType;
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

/// A typed pattern seen as a [`RewritePattern`] rooted at its op's name.
pub struct TypedPattern<P>(pub P);

impl<P: OpRewritePattern> RewritePattern for TypedPattern<P> {
    fn root(&self) -> PatternRoot {
        PatternRoot::Name(<P::Op as OpType>::DEF.name)
    }

    fn benefit(&self) -> u16 {
        self.0.benefit()
    }

    fn generated_ops(&self) -> &[&'static str] {
        self.0.generated_ops()
    }

    fn debug_name(&self) -> &str {
        self.0.debug_name()
    }

    fn match_and_rewrite(&self, op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
        // The applicator only offers ops of the root's name.
        self.0.match_and_rewrite(<P::Op as OpType>::from_op_unchecked(op), rw)
    }
}

impl RewritePatternSet {
    /// Adds a typed pattern.
    pub fn add_op(&mut self, pattern: impl OpRewritePattern) -> &mut Self {
        self.add(TypedPattern(pattern))
    }
}
