//! Transformations of IR, the layer above verification: common
//! subexpression elimination ([`cse`]), the dead-code queries it and the
//! rewrite drivers share ([`dead_code`]), folding one op ([`folding`]),
//! creating an op or its folded values ([`create_or_fold`]), keeping
//! folded constants unique ([`operation_folder`]), typed patterns
//! ([`op_pattern`]), what `#[pattern]`'s expansion stands on
//! ([`declarative`]) and the predicates its guards ask
//! ([`pattern_predicates`]), frozen pattern sets with their applicator
//! ([`frozen_patterns`]), the greedy rewrite driver ([`greedy_driver`])
//! with its region simplification ([`region_simplify`]), the same driver
//! on a list of ops with strict modes ([`op_list_driver`]), the one-sweep
//! walk driver ([`walk_driver`]) and canonicalization ([`canonicalize`]).

pub mod canonicalize;
pub mod create_or_fold;
pub mod cse;
pub mod dead_code;
pub mod declarative;
pub mod folding;
pub mod frozen_patterns;
pub mod greedy_driver;
mod op_equivalence;
pub mod op_list_driver;
pub mod op_pattern;
pub mod operation_folder;
pub mod pattern_predicates;
pub mod region_simplify;
pub mod walk_driver;
