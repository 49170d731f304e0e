//! `scf`'s canonicalization patterns, one file per op, each registered on
//! its op in upstream's order: `for_patterns.rs` (`scf.for`),
//! `while_patterns.rs` (`scf.while`), `execute_region_patterns.rs`
//! (`scf.execute_region`, and the inlining of a single-block region the
//! others share), `index_switch_patterns.rs` (`scf.index_switch`). The
//! hand-written ones are declared with the crate's `pattern!`.

mod execute_region_patterns;
mod for_patterns;
mod index_switch_patterns;
mod while_patterns;

pub(super) use execute_region_patterns::{MultiBlockExecuteInliner, SingleBlockExecuteInliner};
pub(super) use for_patterns::SimplifyTrivialLoops;
pub(super) use index_switch_patterns::FoldConstantCase;
pub(super) use while_patterns::{
    WhileCmpCond, WhileConditionTruth, WhileMoveIfDown, WhileOpAlignBeforeArgs,
};
