//! The types op definitions name for folding and canonicalization: fold
//! adaptors and results, rewrite patterns and pattern sets, and the
//! rewriter patterns mutate the IR through. The drivers that apply them
//! (greedy rewriting, canonicalization) build on these.

mod fold;
mod pattern;
mod rewriter;

pub use fold::{FoldAdaptor, FoldFn, FoldResult, OpFoldResult};
pub use pattern::{
    CanonicalizeFn, MatchFailure, PatternsFn, RewritePattern, RewritePatternSet, RewriteResult,
};
pub use rewriter::PatternRewriter;
