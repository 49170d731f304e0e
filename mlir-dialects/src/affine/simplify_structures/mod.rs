//! `affine-simplify-structures`: simplifying the affine maps and integer
//! sets held by ops, then canonicalizing the affine ops (MLIR's
//! `SimplifyAffineStructures`).
//!
//! | module | what |
//! |---|---|
//! | `pass` | the pass |
//! | `integer_set` | an integer set simplified through its constraint system |

mod integer_set;
mod pass;

pub use integer_set::simplify_integer_set;
pub use pass::SimplifyAffineStructures;
