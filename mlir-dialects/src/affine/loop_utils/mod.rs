//! The loop utilities the affine loop passes share (MLIR's
//! `LoopAnalysis` and `LoopUtils`): the trip count of an `affine.for`,
//! changing its bounds and step in place, promoting a loop that runs once
//! into its parent block, unrolling, and tiling perfect nests.
//!
//! | module | what |
//! |---|---|
//! | `trip_count` | the trip count as a map of the bound operands, its constant value and largest known divisor |
//! | `bounds` | setting a loop's bounds and step |
//! | `promote` | promoting a single-iteration loop |
//! | `unroll` | unrolling by a factor (with its cleanup loop), fully, or up to a factor |
//! | `nest` | perfect nests of loops (bands) |
//! | `hyper_rect` | whether a band's bounds are independent of each other |
//! | `tile` | tiling a band by constant sizes |
//! | `tile_legality` | whether tiling a band keeps its dependences |
//! | `footprint` | the bytes a nest's affine accesses touch |
//! | `separate` | separating full tiles from partial ones |

mod bounds;
mod footprint;
mod hyper_rect;
mod nest;
mod promote;
mod separate;
mod tile;
mod tile_legality;
mod trip_count;
mod unroll;

pub use bounds::{set_lower_bound, set_step, set_upper_bound};
pub(crate) use footprint::element_size_bytes;
pub use footprint::memory_footprint_bytes;
pub use hyper_rect::is_hyper_rectangular;
pub use nest::{is_perfectly_nested, perfectly_nested_loops};
pub use promote::promote_if_single_iteration;
pub use separate::separate_full_tiles;
pub use tile::tile_perfectly_nested;
pub use tile_legality::is_tiling_legal;
pub use trip_count::{constant_trip_count, largest_divisor_of_trip_count, trip_count_map};
pub use unroll::{loop_unroll_by_factor, loop_unroll_full, loop_unroll_up_to_factor};
