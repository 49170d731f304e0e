//! `affine-loop-unroll`: unrolling the innermost `affine.for` loops of a
//! function, or fully unrolling its short loops (MLIR's `LoopUnroll`).
//!
//! | module | what |
//! |---|---|
//! | `pass` | the pass and its options |
//! | `threshold` | the `unroll-full-threshold` option, which remembers whether it was given |

mod pass;
mod threshold;

pub use pass::AffineLoopUnroll;
pub use threshold::FullUnrollThreshold;
