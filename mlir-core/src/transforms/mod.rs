//! Layer 10, transformations of IR: folding ([`folding`]), the rewrite
//! drivers ([`drivers`]) with region simplification
//! ([`region_simplify`]), common subexpression elimination ([`cse`]), the
//! dead-code queries they share ([`dead_code`]), canonicalization
//! ([`canonicalize`]), the generic canonicalizations of region-branching
//! ops ([`region_branch_canonicalize`]), loop-invariant code motion
//! ([`loop_invariant_code_motion`]), inlining a call ([`inlining`]),
//! control-flow sinking ([`control_flow_sink`]), the topological sort of
//! graph regions ([`topological_sort`]), the walk back to the values a
//! value comes from ([`slice_walk`]), and the runtime `#[pattern]`'s
//! expansion stands on ([`declarative`]).

pub mod canonicalize;
pub mod control_flow_sink;
pub mod cse;
pub mod dead_code;
pub mod declarative;
pub mod drivers;
pub mod folding;
pub mod inlining;
pub mod loop_invariant_code_motion;
pub mod region_branch_canonicalize;
pub mod region_simplify;
pub mod slice_walk;
pub mod topological_sort;
