//! `scf`'s canonicalization patterns, one file per op or family, each in
//! upstream's registration order (the order the greedy driver tries
//! them). `trip_count.rs` holds the trip count of a loop dimension the
//! loop patterns share.

mod forall_patterns;
mod parallel_patterns;
mod trip_count;

pub use forall_patterns::*;
pub use parallel_patterns::*;
