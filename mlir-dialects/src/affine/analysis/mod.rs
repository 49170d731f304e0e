//! Affine analysis that passes can call: the memory accesses of affine
//! loads and stores, the iteration domains of the loops around them, the
//! dependences between two accesses with their distance in each common
//! loop, the reductions a loop carries, and whether a loop is parallel.
//! `docs/affine-analysis.md` is the guide, with a user's pass written on
//! these functions.
//!
//! | module | what |
//! |---|---|
//! | `constraints` | a system of affine equalities and inequalities over integers: emptiness, projection, constant bounds |
//! | `system` | building such a system over SSA values and affine expressions |
//! | `relation` | the dependence system eliminated in upstream's order of columns and rows, for its exact bounds |
//! | `access` | one affine access: memref, map and operands |
//! | `contiguity` | whether an access is invariant or varies in one dimension along a loop |
//! | `domain` | the iteration domain of the loops and conditionals around an op |
//! | `dependence` | the dependence between two accesses and its components |
//! | `intervening_effect` | whether an op between two memory ops may write (or read) what the second accesses |
//! | `reductions` | the carried values of a loop that are reductions |
//! | `parallel` | whether a loop is parallel |
//! | `slice` | the iterations of one nest to run inside another for a fusion (computation slices) |
//! | `region` | the elements of a memref an access touches, and their bounding box |

mod access;
mod constraints;
mod contiguity;
mod dependence;
mod domain;
mod intervening_effect;
mod parallel;
mod reductions;
mod region;
mod relation;
mod slice;
mod system;

pub use access::MemRefAccess;
pub use constraints::Constraints;
pub use contiguity::{AccessAlongLoop, access_along_loop, is_invariant_access};
pub use dependence::{
    DependenceComponent, DependenceResult, affine_analysis_scope, check_memref_access_dependence,
    common_block_in_affine_scope, format_components, num_common_surrounding_loops,
};
pub use domain::{IterationDomain, enclosing_affine_ops};
pub use intervening_effect::has_no_intervening_effect;
pub use parallel::{is_loop_memory_parallel, is_loop_parallel};
pub use reductions::{LoopReduction, supported_reductions};
pub use region::{RegionBox, region_box, region_size_bytes};
pub use slice::{
    ComputationSlice, SliceFailure, affine_for_ops_around, compute_slice_union,
    innermost_common_loops,
};
