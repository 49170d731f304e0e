//! `affine-parallelize`: each `affine.for` that the dependence analysis
//! finds parallel becomes a one-dimensional `affine.parallel` (MLIR's
//! `AffineParallelize`).
//!
//! | module | what |
//! |---|---|
//! | `pass` | the pass: which loops, outermost first, up to `max-nested` |
//! | `convert` | one `affine.for` rewritten as an `affine.parallel` |

mod convert;
mod pass;

pub use convert::affine_parallelize;
pub use pass::AffineParallelize;
