//! `mulf` and `divf` of two negations are the op of the negated values
//! (the outer op's fast-math flags kept, the negations' ignored).

use mlir_derive::pattern;

use super::super::ops::{DivFOp, MulFOp, NegFOp};

/// `mulf(negf(x), negf(y))` is `mulf(x, y)`.
#[pattern(MulFOp(NegFOp(x, _), NegFOp(y, _), fm) => MulFOp(x, y, fm))]
pub struct MulFOfNegF;

/// `divf(negf(x), negf(y))` is `divf(x, y)`.
#[pattern(DivFOp(NegFOp(x, _), NegFOp(y, _), fm) => DivFOp(x, y, fm))]
pub struct DivFOfNegF;
