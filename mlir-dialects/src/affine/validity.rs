//! Which values affine ops may take as dimensions and symbols (MLIR's
//! `isValidDim`, `isValidSymbol` and `getAffineScope`).
//!
//! An affine scope is the region of the nearest enclosing op with the
//! `AffineScope` trait (`func.func`). A symbol is fixed for the scope: a
//! value defined at its top level, a constant, an `affine.apply` or any
//! pure op of symbols (MLIR 22 accepts `arith.addi %n, %n` inside an
//! `scf.for`), a `memref.dim` (any `ShapedDimOpInterface`) of a top-level
//! shaped value or of a size that is a symbol, or a symbol of an enclosing
//! region when the op between is not isolated. A dimension may also vary
//! inside the scope: every symbol, an `affine.for` or `affine.parallel`
//! induction variable, an `affine.apply` of dimensions and symbols, or a
//! `memref.dim` of a top-level value.

use mlir_core::context::builtin::types::DYNAMIC;
use mlir_core::definitions::interfaces::memory_effects::is_memory_effect_free;
use mlir_core::definitions::interfaces::shaped_dim::ShapedDimOpInterfaceRef;
use mlir_core::definitions::interfaces::speculatable::is_speculatable;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Op, Region, Value, ValueOwner};
use mlir_core::semantics::traits::OpTraits;
use mlir_core::transforms::folding::fold_one_op::constant_value;

use super::apply::ApplyOp;
use super::canonical_operands::constant_integer;
use crate::memref::{AllocOp, CastOp, SubViewOp, ViewOp};

/// Whether `op` has the `AffineScope` trait.
pub(super) fn is_affine_scope(ir: &IrView, op: Op) -> bool {
    op.name(ir).traits(ir.ctx()).contains(OpTraits::AFFINE_SCOPE)
}

/// The region of the nearest op enclosing `op` with the `AffineScope`
/// trait (MLIR's `getAffineScope`).
pub fn affine_scope(ir: &IrView, op: Op) -> Option<Region> {
    let mut current = op;
    loop {
        let block = current.block(ir)?;
        let region = block.region(ir)?;
        let parent = region.parent_op(ir)?;
        if is_affine_scope(ir, parent) {
            return Some(region);
        }
        current = parent;
    }
}

/// The region a value is defined in.
fn defining_region(ir: &IrView, value: Value) -> Option<Region> {
    match value.owner(ir) {
        ValueOwner::Result(op, _) => op.block(ir)?.region(ir),
        ValueOwner::BlockArg(block, _) => block.region(ir),
        ValueOwner::Placeholder => None,
    }
}

/// The op owning the block of a block argument.
fn argument_owner(ir: &IrView, value: Value) -> Option<Op> {
    match value.owner(ir) {
        ValueOwner::BlockArg(block, _) => block.parent_op(ir),
        _ => None,
    }
}

/// Whether `value` is defined at the top level of an affine scope (MLIR's
/// `isTopLevelValue`).
pub fn is_top_level_value(ir: &IrView, value: Value) -> bool {
    defining_region(ir, value)
        .and_then(|r| r.parent_op(ir))
        .is_some_and(|parent| is_affine_scope(ir, parent))
}

/// Whether `value` is an induction variable of an `affine.for` or
/// `affine.parallel`.
fn is_affine_induction_variable(ir: &IrView, value: Value) -> bool {
    argument_owner(ir, value)
        .is_some_and(|op| matches!(op.name(ir).as_str(ir.ctx()), "affine.for" | "affine.parallel"))
}

fn is_index(ir: &IrView, value: Value) -> bool {
    value.ty(ir) == ir.ctx().index_type()
}

/// Whether `value` may be a symbol of the affine scope it is used in
/// (MLIR's `isValidSymbol` without a region).
pub fn is_valid_symbol(ir: &IrView, value: Value) -> bool {
    if !is_index(ir, value) {
        return false;
    }
    if is_top_level_value(ir, value) {
        return true;
    }
    match value.defining_op(ir) {
        Some(op) => is_valid_symbol_in(ir, value, affine_scope(ir, op)),
        None => false,
    }
}

/// Whether `value` may be a symbol for uses in `region` (MLIR's
/// `isValidSymbol` with a region).
pub fn is_valid_symbol_in(ir: &IrView, value: Value, region: Option<Region>) -> bool {
    let mut region = region;
    loop {
        if !is_index(ir, value) {
            return false;
        }
        if region.is_some() && defining_region(ir, value) == region {
            return true;
        }
        if let Some(op) = value.defining_op(ir) {
            if constant_value(ir, value).is_some() {
                return true;
            }
            if let Some(apply) = ApplyOp::try_from_op(ir, op) {
                return apply.operands_are_valid_symbols(ir, region);
            }
            if let Some(dim) = ShapedDimOpInterfaceRef::get(ir, op) {
                return is_dim_of_valid_symbol(ir, dim.shaped_value(ir), dim.dimension(ir), region);
            }
            if is_memory_effect_free(ir, op)
                && is_speculatable(ir, op)
                && op.operands(ir).all(|v| is_valid_symbol_in(ir, v, region))
            {
                return true;
            }
        }
        // A value of an enclosing region, past an op that is not isolated.
        let Some(parent) = region.and_then(|r| r.parent_op(ir)) else { return false };
        if parent.name(ir).traits(ir.ctx()).contains(OpTraits::ISOLATED_FROM_ABOVE) {
            return false;
        }
        let Some(outer) = parent.block(ir).and_then(|b| b.region(ir)) else { return false };
        region = Some(outer);
    }
}

/// Whether a dimension query is a symbol for `region` (MLIR's
/// `isDimOpValidSymbol`): its shaped value is defined at the top level of
/// an affine scope, or, at a constant index and through `memref.cast`s, is
/// a `memref.alloc`, `memref.view` or `memref.subview` whose size there is
/// static or a symbol.
fn is_dim_of_valid_symbol(
    ir: &IrView,
    shaped: Value,
    dimension: Value,
    region: Option<Region>,
) -> bool {
    if is_top_level_value(ir, shaped) {
        return true;
    }
    let Some(index) = constant_integer(ir, dimension) else { return false };
    let mut source = shaped;
    let op = loop {
        let Some(op) = source.defining_op(ir) else { return false };
        match CastOp::try_from_op(ir, op) {
            Some(cast) => {
                source = cast.source(ir);
                if source.ty(ir).memref_parts(ir.ctx()).is_none() {
                    return false;
                }
            }
            None => break op,
        }
    };
    let (ty, sizes): (_, Vec<Value>) = if let Some(alloc) = AllocOp::try_from_op(ir, op) {
        (alloc.memref(ir).ty(ir), alloc.dynamic_sizes(ir).collect())
    } else if let Some(view) = ViewOp::try_from_op(ir, op) {
        (view.result(ir).ty(ir), view.sizes(ir).collect())
    } else if let Some(subview) = SubViewOp::try_from_op(ir, op) {
        (subview.result(ir).ty(ir), subview.sizes(ir).collect())
    } else {
        return false;
    };
    let Some(shape) = ty.memref_parts(ir.ctx()).map(|parts| parts.shape) else { return false };
    let Some(&size) = usize::try_from(index).ok().and_then(|i| shape.get(i)) else { return false };
    if size != DYNAMIC {
        return true;
    }
    // The dynamic size's position among the dynamic dimensions.
    let position = shape[..index as usize].iter().filter(|&&s| s == DYNAMIC).count();
    sizes.get(position).is_some_and(|&v| is_valid_symbol_in(ir, v, region))
}

/// Whether `value` may be a dimension of the affine scope it is used in
/// (MLIR's `isValidDim` without a region).
pub fn is_valid_dim(ir: &IrView, value: Value) -> bool {
    if !is_index(ir, value) {
        return false;
    }
    match value.defining_op(ir) {
        Some(op) => is_valid_dim_in(ir, value, affine_scope(ir, op)),
        None => {
            is_affine_induction_variable(ir, value)
                || argument_owner(ir, value).is_some_and(|op| is_affine_scope(ir, op))
        }
    }
}

/// Whether `value` may be a dimension for uses in `region` (MLIR's
/// `isValidDim` with a region).
pub fn is_valid_dim_in(ir: &IrView, value: Value, region: Option<Region>) -> bool {
    if !is_index(ir, value) {
        return false;
    }
    if is_valid_symbol_in(ir, value, region) {
        return true;
    }
    let Some(op) = value.defining_op(ir) else {
        return is_affine_induction_variable(ir, value);
    };
    if let Some(apply) = ApplyOp::try_from_op(ir, op) {
        return apply.operands_are_valid_dims(ir, region);
    }
    if let Some(dim) = ShapedDimOpInterfaceRef::get(ir, op) {
        return is_top_level_value(ir, dim.shaped_value(ir));
    }
    false
}

/// Whether `value` may index an affine access in `region`: a dimension or
/// a symbol (MLIR's `isValidAffineIndexOperand`).
pub fn is_valid_affine_index_operand(ir: &IrView, value: Value, region: Option<Region>) -> bool {
    is_valid_dim_in(ir, value, region) || is_valid_symbol_in(ir, value, region)
}

/// Checks that the first `num_dims` of `operands` are valid dimensions and
/// the others valid symbols for `op`'s affine scope, with mlir-opt's
/// messages (MLIR's `verifyDimAndSymbolIdentifiers`).
pub fn verify_dim_and_symbol_operands(
    ir: &IrView,
    op: Op,
    operands: &[Value],
    num_dims: usize,
) -> mlir_core::context::diagnostics::VerifyResult {
    let scope = affine_scope(ir, op);
    for (position, &operand) in operands.iter().enumerate() {
        if position < num_dims {
            if !is_valid_dim_in(ir, operand, scope) {
                return Err(op
                    .emit_op_error(ir, "operand cannot be used as a dimension id")
                    .into());
            }
        } else if !is_valid_symbol_in(ir, operand, scope) {
            return Err(op.emit_op_error(ir, "operand cannot be used as a symbol").into());
        }
    }
    Ok(())
}
