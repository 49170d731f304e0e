//! The size of a dynamic dimension of a view, where the view's operands
//! give it: the part of `memref.dim`'s folder that knows the views
//! (`memref.view`'s size operands, `memref.subview`'s size operands past
//! its dropped dimensions).

use mlir_core::context::builtin::types::DYNAMIC;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Value};

use super::subview::SubViewOp;
use super::view::ViewOp;

/// The value that is dimension `index` of `source` when `source` is a
/// view whose operands give that dynamic size (MLIR's `DimOp::fold` for
/// `ViewOp` and `SubViewOp`); `None` otherwise, or for a static or
/// out-of-range dimension. `memref.dim`'s folder calls it once it knows a
/// constant, in-range `index` of a dynamic dimension.
pub fn fold_dim_of_view(ir: &IrView, source: Value, index: usize) -> Option<Value> {
    let shape = source.ty(ir).memref_parts(ir.ctx())?.shape;
    if *shape.get(index)? != DYNAMIC {
        return None;
    }
    let def = source.defining_op(ir)?;
    if let Some(view) = ViewOp::try_from_op(ir, def) {
        // The size operands are the dynamic dimensions', in order.
        let position = shape[..index].iter().filter(|&&d| d == DYNAMIC).count();
        return view.sizes(ir).nth(position);
    }
    let subview = SubViewOp::try_from_op(ir, def)?;
    let dropped = subview.dropped_dims(ir)?;
    let source_dim = (0..dropped.len()).filter(|&d| !dropped[d]).nth(index)?;
    match subview.mixed(ir).sizes.get(source_dim)? {
        mlir_core::rewrite::OpFoldResult::Value(size) => Some(*size),
        mlir_core::rewrite::OpFoldResult::Attr(_) => None,
    }
}
