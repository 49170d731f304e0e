//! The types op definitions name for folding and canonicalization: fold
//! adaptors and results, rewrite patterns and pattern sets, and the
//! rewriter patterns mutate the IR through, with the listener drivers hear
//! its changes with, and the source shapes of declarative patterns. The drivers that apply them (greedy rewriting,
//! canonicalization) build on these.
//!
//! Layer 5: MLIR's `PatternMatch` and `lib/Rewrite`. Files: `fold.rs`
//! (`FoldAdaptor`, `FoldResult`, `OpFoldResult`); `constant_fold.rs` (a
//! constant-like op's value read from its fold without a result list);
//! `missing_fold.rs` (the error for `fold` listed without the method); `pattern.rs`
//! (`RewritePattern`, `RewritePatternSet`, `PatternRoot`: a name, any op, or
//! the ops with an interface); `source_shape.rs` (a declarative pattern's
//! source DAG and `shadowed_patterns`); `rewriter.rs` (`PatternRewriter`);
//! `modification.rs` (in-place changes of one op, told when finalized);
//! `erase_results.rs` (rebuilding an op without some of its results);
//! `block_motion.rs` (inlining regions and blocks, merging and splitting
//! blocks); `clone.rs` (cloning ops and regions, each copy told);
//! `listener.rs` (`RewriteListener`); `materialize.rs` (constants through
//! a dialect's hook, heard by the listener); `journal.rs` (`RewriteJournal`: a
//! driver taking over replacements and recording changes to undo them); `debug_log.rs`
//! (`MLIR_RS_DEBUG=pattern` prints match failures); `frozen_patterns.rs`
//! (`FrozenPatternSet` and its applicator). The drivers are in `transforms`;
//! typed patterns (`OpRewritePattern`) in `definitions`, since they name typed
//! op handles.

mod block_motion;
mod clone;
mod constant_fold;
pub mod debug_log;
mod erase_results;
mod fold;
pub mod frozen_patterns;
pub mod journal;
mod listener;
mod materialize;
mod missing_fold;
mod modification;
mod pattern;
mod rewriter;
mod source_shape;

pub(crate) use constant_fold::single_attribute;
pub use constant_fold::{ConstantFold, ConstantFoldAny, ConstantFoldNone, ConstantValueFn};
pub use fold::{FoldAdaptor, FoldFn, FoldResult, OpFoldResult, OpUpdate};
pub use journal::{Change, RewriteJournal};
pub use listener::{NoListener, RewriteListener};
pub use missing_fold::{FoldMethodWritten, MissingFoldMethod};
pub use modification::OpModification;
pub use pattern::{
    CanonicalizeFn, MatchFailure, PatternRoot, PatternsFn, RewritePattern, RewritePatternSet,
    RewriteResult,
};
pub use rewriter::PatternRewriter;
pub use source_shape::{ShapeKey, ShapeNode, SourceShape, shadowed_patterns};
