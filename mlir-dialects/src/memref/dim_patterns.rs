//! `memref.dim`'s canonicalization: the size of a `memref.reshape`'s
//! dimension is read from its shape operand (MLIR's `DimOfMemRefReshape`).

use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Block, InsertPoint, IrView, OpBuilder, Region, Value, ValueOwner};
use mlir_core::rewrite::{PatternRewriter, RewriteResult};

use super::access::LoadOp;
use super::queries::DimOp;
use super::reshape::ReshapeOp;
use crate::arith::IndexCastOp;

pattern! {
    /// `dim(reshape(x, shape), i)` → `memref.load shape[i]` right after the
    /// reshape (before anything may write the shape), cast to `index` when
    /// the shape holds integers. Applies when `i` is known to dominate the
    /// reshape without a dominance analysis: defined before it in its
    /// block, or in a region enclosing the reshape's.
    DimOfMemRefReshape on DimOp,
    creates ["memref.load", "arith.index_cast"],
    dim_of_reshape
}

fn dim_of_reshape(dim: DimOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let Some(reshape) = dim.source(rw).defining_op(rw).and_then(|d| ReshapeOp::try_from_op(rw, d))
    else {
        return rw.fail("Dim op is not defined by a reshape op.");
    };
    let index = dim.index(rw);
    let reshape_op = reshape.as_op();
    let reshape_block = reshape_op.block(rw);
    if value_block(rw, index) == reshape_block {
        if index.defining_op(rw).is_some_and(|def| reshape_op.is_before_in_block(rw, def)) {
            return rw.fail("dim.getIndex is not defined before reshape in the same block.");
        }
    } else if dim.as_op().block(rw) != reshape_block {
        let index_region = value_block(rw, index).and_then(|b| b.region(rw));
        let reshape_region = reshape_block.and_then(|b| b.region(rw));
        let dominates = match (index_region, reshape_region) {
            (Some(outer), Some(inner)) => is_proper_ancestor(rw, outer, inner),
            _ => false,
        };
        if !dominates {
            return rw.fail("dim.getIndex does not dominate reshape.");
        }
    }
    let loc = dim.as_op().loc(rw);
    let shape = reshape.shape(rw);
    let Some(element) = shape.ty(rw).element_type(rw.ctx()) else {
        return rw.fail("the shape is not a memref");
    };
    rw.set_insertion_point(InsertPoint::After(reshape_op));
    // Upstream's builder writes `nontemporal = false` out.
    let mut load = LoadOp::build(rw, loc, element, shape, &[index], None, Some(false)).result(rw);
    let index_ty = dim.result(rw).ty(rw);
    if load.ty(rw) != index_ty {
        load = IndexCastOp::build(rw, loc, index_ty, load).out(rw);
    }
    rw.replace_op(dim.as_op(), &[load]);
    Ok(())
}

/// The block holding `value`'s definition.
fn value_block(ir: &IrView, value: Value) -> Option<Block> {
    match value.owner(ir) {
        ValueOwner::Result(op, _) => op.block(ir),
        ValueOwner::BlockArg(block, _) => Some(block),
        ValueOwner::Placeholder => None,
    }
}

/// Whether `outer` strictly encloses `inner`.
fn is_proper_ancestor(ir: &IrView, outer: Region, inner: Region) -> bool {
    let mut current = inner;
    while let Some(parent) = current.parent_op(ir).and_then(|op| op.block(ir)?.region(ir)) {
        if parent == outer {
            return true;
        }
        current = parent;
    }
    false
}
