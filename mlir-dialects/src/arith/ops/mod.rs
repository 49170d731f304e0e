//! The op definitions of `arith`, grouped by kind: integer binary ops
//! (with and without overflow flags), float arithmetic, comparisons,
//! integer and float casts, and the rest (`select`, `constant`, the
//! extended-precision ops). Each op lists its traits in upstream's order;
//! the ODS predicates (`AllTypesMatch`, `PredOpTrait`) come first, because
//! ODS checks them at the end of the generated invariants, before every
//! other trait. The casts' folders are in `cast_folds`.

mod cast_folds;
mod casts;
mod compare;
mod float_binary;
mod float_casts;
mod int_binary;
mod int_overflow;
mod other;

pub use casts::*;
pub use compare::*;
pub use float_binary::*;
pub use float_casts::*;
pub use int_binary::*;
pub use int_overflow::*;
pub use other::*;
