//! The loop utilities the affine loop passes share (MLIR's
//! `LoopAnalysis` and `LoopUtils`): the trip count of an `affine.for`,
//! changing its bounds and step in place, promoting a loop that runs once
//! into its parent block, and unrolling.
//!
//! | module | what |
//! |---|---|
//! | `trip_count` | the trip count as a map of the bound operands, its constant value and largest known divisor |
//! | `bounds` | setting a loop's bounds and step |
//! | `promote` | promoting a single-iteration loop |
//! | `unroll` | unrolling by a factor (with its cleanup loop), fully, or up to a factor |

mod bounds;
mod promote;
mod trip_count;
mod unroll;

pub use bounds::{set_lower_bound, set_step, set_upper_bound};
pub use promote::promote_if_single_iteration;
pub use trip_count::{constant_trip_count, largest_divisor_of_trip_count, trip_count_map};
pub use unroll::{loop_unroll_by_factor, loop_unroll_full, loop_unroll_up_to_factor};
