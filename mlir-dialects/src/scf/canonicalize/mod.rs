//! `scf`'s canonicalization patterns, public so that a user's pattern set
//! can take them; each op registers its own in upstream's order (the order
//! the greedy driver tries them): `for_patterns.rs` (`scf.for`),
//! `while_patterns.rs` (`scf.while`), `execute_region_patterns.rs`
//! (`scf.execute_region`), `index_switch_patterns.rs` (`scf.index_switch`);
//! `scf.if`'s: `if_patterns.rs` (a known condition, an empty `else`, the
//! condition's value inside the branches and in the yields),
//! `if_select.rs` (yields of outside values become `arith.select`s) and
//! `if_combine.rs` (merging consecutive and nested `scf.if`s);
//! `parallel_patterns.rs` (`scf.parallel`), `forall_patterns.rs`
//! (`scf.forall`). `trip_count.rs` holds the trip count of a loop
//! dimension the `parallel` and `forall` patterns share. The hand-written
//! ones are declared with the crate's `pattern!`.

mod execute_region_patterns;
mod for_patterns;
mod forall_patterns;
mod if_combine;
mod if_patterns;
mod if_select;
mod index_switch_patterns;
mod parallel_patterns;
mod trip_count;
mod while_patterns;

pub use execute_region_patterns::{MultiBlockExecuteInliner, SingleBlockExecuteInliner};
pub(crate) use execute_region_patterns::{YieldBranchLoc, splice_execute_region};
pub use for_patterns::SimplifyTrivialLoops;
pub(crate) use forall_patterns::value_or_constant;
pub use forall_patterns::*;
pub use if_combine::{CombineIfs, CombineNestedIfs};
pub use if_patterns::{
    ConditionPropagation, RemoveEmptyElseBranch, RemoveStaticCondition,
    ReplaceIfYieldWithConditionOrValue,
};
pub use if_select::ConvertTrivialIfToSelect;
pub use index_switch_patterns::FoldConstantCase;
pub use parallel_patterns::*;
pub use while_patterns::{
    WhileCmpCond, WhileConditionTruth, WhileMoveIfDown, WhileOpAlignBeforeArgs,
};
