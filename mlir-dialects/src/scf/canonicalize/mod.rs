//! `scf`'s canonicalization patterns, each registered on its op in
//! upstream's order: `for_patterns.rs` (`scf.for`), `while_patterns.rs`
//! (`scf.while`), `execute_region_patterns.rs` (`scf.execute_region`, and
//! the inlining of a single-block region the others share),
//! `index_switch_patterns.rs` (`scf.index_switch`); `scf.if`'s:
//! `if_patterns.rs` (a known condition, an empty `else`, the condition's
//! value inside the branches and in the yields), `if_select.rs` (yields of
//! outside values become `arith.select`s) and `if_combine.rs` (merging
//! consecutive and nested `scf.if`s). The hand-written ones are declared
//! with the crate's `pattern!`.

mod execute_region_patterns;
mod for_patterns;
mod if_combine;
mod if_patterns;
mod if_select;
mod index_switch_patterns;
mod while_patterns;

pub(super) use execute_region_patterns::{MultiBlockExecuteInliner, SingleBlockExecuteInliner};
pub(super) use for_patterns::SimplifyTrivialLoops;
pub(super) use if_combine::{CombineIfs, CombineNestedIfs};
pub(super) use if_patterns::{
    ConditionPropagation, RemoveEmptyElseBranch, RemoveStaticCondition,
    ReplaceIfYieldWithConditionOrValue,
};
pub(super) use if_select::ConvertTrivialIfToSelect;
pub(super) use index_switch_patterns::FoldConstantCase;
pub(super) use while_patterns::{
    WhileCmpCond, WhileConditionTruth, WhileMoveIfDown, WhileOpAlignBeforeArgs,
};
