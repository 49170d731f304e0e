//! The op definitions of `arith`, grouped by kind: integer binary ops,
//! casts, and the rest (`select`, `constant`, the extended-precision ops).
//! Each op lists its traits in upstream's order; the ODS predicates
//! (`AllTypesMatch`, `PredOpTrait`) come first, because ODS checks them at
//! the end of the generated invariants, before every other trait.

mod casts;
mod int_binary;
mod other;

pub use casts::*;
pub use int_binary::*;
pub use other::*;
