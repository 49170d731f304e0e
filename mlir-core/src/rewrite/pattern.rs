//! Rewrite patterns: a root op name (or any op), a benefit, and a
//! match-and-rewrite step through the [`PatternRewriter`].

use crate::context::Context;
use crate::ir::Op;
use crate::rewrite::PatternRewriter;

/// Why a pattern did not apply (kept for debugging output).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct MatchFailure {
    /// The reason, in the pattern author's words.
    pub reason: String,
}

/// The outcome of a match-and-rewrite step.
pub type RewriteResult = Result<(), MatchFailure>;

/// A rewrite pattern.
pub trait RewritePattern: Send + Sync {
    /// The op name the pattern matches (`None`: any op).
    fn root(&self) -> Option<&'static str>;

    /// How much applying this pattern is preferred over others.
    fn benefit(&self) -> u16 {
        1
    }

    /// A name for debugging output.
    fn name(&self) -> &str {
        std::any::type_name::<Self>()
    }

    /// Matches `op` and, on success, rewrites it through `rw`; must not
    /// change the IR when it fails.
    fn match_and_rewrite(&self, op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult;
}

/// An ordered collection of patterns.
#[derive(Default)]
pub struct RewritePatternSet {
    patterns: Vec<Box<dyn RewritePattern>>,
}

impl RewritePatternSet {
    /// An empty set.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a pattern.
    pub fn add(&mut self, pattern: impl RewritePattern + 'static) -> &mut Self {
        self.patterns.push(Box::new(pattern));
        self
    }

    /// The patterns, in insertion order.
    pub fn patterns(&self) -> &[Box<dyn RewritePattern>] {
        &self.patterns
    }

    /// The number of patterns.
    pub fn len(&self) -> usize {
        self.patterns.len()
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }
}

/// Adds an op's canonicalization patterns to a set (`OpDef::canonicalization_patterns`).
pub type PatternsFn = fn(&mut RewritePatternSet, &Context);

/// An op's single canonicalization method (`OpDef::canonicalize`, MLIR's
/// `hasCanonicalizeMethod`).
pub type CanonicalizeFn = fn(Op, &mut PatternRewriter<'_>) -> RewriteResult;
