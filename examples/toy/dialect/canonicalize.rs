//! Chapter 3 of the Toy tutorial: the canonicalizations, as `#[pattern]`s —
//! a transpose of a transpose is the original tensor, a reshape of a
//! reshape is one reshape, a reshape to the type the tensor has is the
//! tensor, and a reshape of a constant is a constant of the new shape.

use mlir_rs::prelude::*;

use super::ops::{ConstantOp, ReshapeOp, TransposeOp};

/// `transpose(transpose(x))` is `x`.
#[pattern(TransposeOp(TransposeOp(x)) => x)]
pub struct SimplifyRedundantTranspose;

/// `reshape(reshape(x))` is `reshape(x)`, to the outer reshape's type.
#[pattern(ReshapeOp(ReshapeOp(x)) => ReshapeOp(x))]
pub struct ReshapeReshapeOptPattern;

/// `reshape(x)` to `x`'s own type is `x`.
#[pattern(r @ ReshapeOp(x) if x.ty(rw) == r.output(rw).ty(rw) => x)]
pub struct RedundantReshapeOptPattern;

/// `reshape(constant(v))` is the constant `v` reshaped.
#[pattern(
    r @ ReshapeOp(ConstantOp(v))
        if rw.ctx().dense_reshape(v, r.output(rw).ty(rw)).is_some()
    => ConstantOp({ rw.ctx().dense_reshape(v, r.output(rw).ty(rw)).unwrap_or(v) })
)]
pub struct FoldConstantReshapeOptPattern;
