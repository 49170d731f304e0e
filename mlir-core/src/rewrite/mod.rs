//! The types op definitions name for folding and canonicalization: fold
//! adaptors and results, rewrite patterns and pattern sets, and the
//! rewriter patterns mutate the IR through, with the listener drivers hear
//! its changes with, and the source shapes of declarative patterns. The drivers that apply them (greedy rewriting,
//! canonicalization) build on these.

mod block_motion;
pub mod debug_log;
mod fold;
pub mod frozen_patterns;
mod listener;
mod modification;
mod pattern;
mod rewriter;
mod source_shape;

pub use fold::{FoldAdaptor, FoldFn, FoldResult, OpFoldResult, OpUpdate};
pub use listener::{NoListener, RewriteListener};
pub use modification::OpModification;
pub use pattern::{
    CanonicalizeFn, MatchFailure, PatternRoot, PatternsFn, RewritePattern, RewritePatternSet,
    RewriteResult,
};
pub use rewriter::PatternRewriter;
pub use source_shape::{ShapeKey, ShapeNode, SourceShape, shadowed_patterns};
