//! `affine-loop-invariant-code-motion`: moving the ops of an `affine.for`
//! body that do not depend on the loop before it (MLIR's affine
//! `LoopInvariantCodeMotion`).
//!
//! | module | what |
//! |---|---|
//! | `pass` | the pass: each loop, innermost first |
//! | `invariance` | which ops of a loop's body are invariant on it |

mod invariance;
mod pass;

pub use pass::AffineLoopInvariantCodeMotion;
