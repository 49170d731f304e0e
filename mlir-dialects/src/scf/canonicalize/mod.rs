//! `scf`'s canonicalization patterns, as upstream registers them, one
//! file per op or theme. `scf.if`'s: `if_patterns.rs` (a known condition,
//! an empty `else`, the condition's value inside the branches and in the
//! yields), `if_select.rs` (yields of outside values become
//! `arith.select`s) and `if_combine.rs` (merging consecutive and nested
//! `scf.if`s).

mod if_combine;
mod if_patterns;
mod if_select;

pub(super) use if_combine::{CombineIfs, CombineNestedIfs};
pub(super) use if_patterns::{
    ConditionPropagation, RemoveEmptyElseBranch, RemoveStaticCondition,
    ReplaceIfYieldWithConditionOrValue,
};
pub(super) use if_select::ConvertTrivialIfToSelect;
