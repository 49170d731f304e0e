//! The op definitions of `index`: the binary ops (`binary`), the
//! comparison (`cmp`), the casts (`casts`) and the ops without operands
//! (`constants`: the two constants and `sizeof`). Traits are listed in
//! upstream's order.

mod binary;
mod casts;
mod cmp;
mod constants;

pub use binary::*;
pub use casts::*;
pub use cmp::*;
pub use constants::*;
