//! Builders for the common shapes of affine code, as lowerings write it:
//! a loop with constant bounds, a nest of them around a body, and loads
//! and stores whose subscripts are the index values themselves (MLIR's
//! `AffineForOp` builder with constant bounds, `buildAffineLoopNest`, and
//! the `AffineLoadOp`/`AffineStoreOp` builders taking indices).

use mlir_core::context::builtin::affine::AffineMap;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{InsertPoint, OpBuilder, Value};
use mlir_core::rewrite::PatternRewriter;
use mlir_core::{Location, Type};

use super::{ForOp, LoadOp, StoreOp, YieldOp};

impl ForOp {
    /// `affine.for %iv = lower to upper step step {}` at the insertion
    /// point, carrying no values: its body holds only the `affine.yield`.
    /// Returns the loop and its induction variable; the insertion point
    /// is left before the yield, inside the body.
    pub fn build_constant(
        rw: &mut PatternRewriter<'_>,
        loc: Location,
        lower: i64,
        upper: i64,
        step: i64,
    ) -> (ForOp, Value) {
        let lower = rw.ctx().affine_map_attr(AffineMap::constant(lower));
        let upper = rw.ctx().affine_map_attr(AffineMap::constant(upper));
        let for_op = ForOp::build(rw, loc, &[], &[], &[], &[], lower, upper, step);
        let index = rw.ctx().index_type();
        let body = rw.create_block(for_op.region(rw), None, &[(index, loc)]);
        let yield_op = YieldOp::build(rw, loc, &[]);
        rw.set_insertion_point(InsertPoint::Before(yield_op.as_op()));
        let iv = body.arg(rw, 0);
        (for_op, iv)
    }
}

/// Builds a nest of `affine.for` loops with constant bounds, outermost
/// first (one per entry of `lowers`, `uppers` and `steps`, which have the
/// same length), and calls `body` inside the innermost with the induction
/// variables, outermost first. With no loops, `body` runs at the
/// insertion point with no induction variables. The insertion point is
/// left after the outermost loop.
///
/// # Panics
///
/// When the three slices differ in length (a caller's mistake).
pub fn build_affine_loop_nest(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    lowers: &[i64],
    uppers: &[i64],
    steps: &[i64],
    body: impl FnOnce(&mut PatternRewriter<'_>, Location, &[Value]),
) {
    assert!(
        lowers.len() == uppers.len() && uppers.len() == steps.len(),
        "build_affine_loop_nest: {} lower bounds, {} upper bounds, {} steps",
        lowers.len(),
        uppers.len(),
        steps.len()
    );
    let mut ivs = Vec::with_capacity(lowers.len());
    let mut outermost = None;
    for ((&lower, &upper), &step) in lowers.iter().zip(uppers).zip(steps) {
        let (for_op, iv) = ForOp::build_constant(rw, loc, lower, upper, step);
        outermost.get_or_insert(for_op);
        ivs.push(iv);
    }
    body(rw, loc, &ivs);
    if let Some(outermost) = outermost {
        rw.set_insertion_point(InsertPoint::After(outermost.as_op()));
    }
}

impl LoadOp {
    /// `affine.load %memref[%i, %j, …]`: the element at `indices`, one per
    /// dimension of the memref (the identity map). The result type is the
    /// memref's element type.
    ///
    /// # Panics
    ///
    /// When `memref` is not of a memref type.
    pub fn build_at(
        b: &mut impl OpBuilder,
        loc: Location,
        memref: Value,
        indices: &[Value],
    ) -> Self {
        let element = memref_element(b, memref);
        let map = b.ctx().affine_map_attr(AffineMap::identity(indices.len() as u32));
        LoadOp::build(b, loc, element, memref, indices, map)
    }
}

impl StoreOp {
    /// `affine.store %value, %memref[%i, %j, …]`: writes the element at
    /// `indices`, one per dimension of the memref (the identity map).
    pub fn build_at(
        b: &mut impl OpBuilder,
        loc: Location,
        value: Value,
        memref: Value,
        indices: &[Value],
    ) -> Self {
        let map = b.ctx().affine_map_attr(AffineMap::identity(indices.len() as u32));
        StoreOp::build(b, loc, value, memref, indices, map)
    }
}

/// The element type of `memref`'s type.
fn memref_element(b: &impl OpBuilder, memref: Value) -> Type {
    let ty = memref.ty(b);
    ty.shape_and_element(b.ctx())
        .map(|(_, element)| element)
        .unwrap_or_else(|| panic!("affine.load of a value that is not a memref"))
}
