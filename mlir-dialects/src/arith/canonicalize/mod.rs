//! arith's canonicalization patterns, MLIR 22's (`docs/arith-canonicalizations.md`
//! catalogues them), written with `#[pattern]`.

mod casts;

pub(crate) use casts::*;
