//! `affine-loop-tile`: tiling the perfect loop nests of a function (MLIR's
//! `LoopTiling`).
//!
//! | module | what |
//! |---|---|
//! | `pass` | the pass and its options |
//! | `sizes` | the tile sizes of a band: given, or derived from the cache size and the band's memory footprint |

mod pass;
mod sizes;

pub use pass::AffineLoopTiling;
