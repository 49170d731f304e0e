//! `affine-scalrep`: replacing affine loads by the values stored or loaded
//! before them, removing stores that a later store overwrites unread, and
//! buffers left with stores only (MLIR's `AffineScalarReplacement`).
//!
//! | module | what |
//! |---|---|
//! | `pass` | the pass on a function |
//! | `replace` | the three rewrites and their order (`affine_scalar_replace`) |

mod pass;
mod replace;

pub use pass::AffineScalarReplacement;
pub use replace::affine_scalar_replace;
