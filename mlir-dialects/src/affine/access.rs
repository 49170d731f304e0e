//! What the affine memory ops share: subscripts written as affine
//! expressions over SSA values (`%A[%i + 1, symbol(%n)]`), the typed
//! `: memref<…>` after them, and the checks of their index operands.
//!
//! `affine.load`, `affine.store` and their vector forms check each
//! subscript against its position in the map (a dimension, then a
//! symbol); `affine.prefetch` and the DMA ops only ask that each be a
//! dimension or a symbol.

use mlir_core::asm::parser::{PResult, Parser, UnresolvedOperand};
use mlir_core::asm::printer::{AsmPrinter, type_to_string};
use mlir_core::context::builtin::affine::SsaListDelimiter;
use mlir_core::context::builtin::types::TypeData;
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::ir::{IrView, Op, Value};
use mlir_core::{Attribute, Context, Type};

use super::validity::{
    affine_scope, is_valid_affine_index_operand, is_valid_dim_in, is_valid_symbol_in,
};

/// The element type of a memref type.
pub(super) fn element_of(ir: &IrView, memref: Value) -> Option<Type> {
    memref.ty(ir).memref_parts(ir.ctx()).map(|parts| parts.element)
}

/// Whether `ty` is a ranked memref (MLIR's `MemRefType`).
pub(super) fn is_ranked_memref(ctx: &Context, ty: Type) -> bool {
    matches!(ty.data(ctx), TypeData::MemRef { .. })
}

/// The map against the memref's rank and the index operands, and each
/// dimension operand a valid dimension, each symbol operand a valid symbol
/// (MLIR's `verifyMemoryOpIndexing`).
pub(super) fn verify_indexing(
    ir: &IrView,
    op: Op,
    map: Attribute,
    memref: Value,
    indices: &[Value],
) -> VerifyResult {
    let fail = |message: &str| -> VerifyResult { Err(op.emit_op_error(ir, message).into()) };
    let Some(map) = ir.ctx().affine_map_of(map) else { return Ok(()) };
    let rank = memref.ty(ir).memref_parts(ir.ctx()).map_or(0, |parts| parts.shape.len());
    if map.results().len() != rank {
        return fail("affine map num results must equal memref rank");
    }
    if (map.num_dims() + map.num_symbols()) as usize != indices.len() {
        return fail("expects as many subscripts as affine map inputs");
    }
    let scope = affine_scope(ir, op);
    for (position, &index) in indices.iter().enumerate() {
        if position < map.num_dims() as usize {
            if !is_valid_dim_in(ir, index, scope) {
                return fail("operand cannot be used as a dimension id");
            }
        } else if !is_valid_symbol_in(ir, index, scope) {
            return fail("operand cannot be used as a symbol");
        }
    }
    Ok(())
}

/// Whether every one of `indices` is a dimension or a symbol where `op`
/// uses it (MLIR's `isValidAffineIndexOperand` in `op`'s affine scope).
pub(super) fn all_valid_indices(ir: &IrView, op: Op, indices: &[Value]) -> bool {
    let scope = affine_scope(ir, op);
    indices.iter().all(|&index| is_valid_affine_index_operand(ir, index, scope))
}

/// Each of `indices` of `index` type, else `type_error`, then each a
/// dimension or a symbol, else `validity_error` (the DMA ops' checks).
pub(super) fn verify_untyped_indices(
    ir: &IrView,
    op: Op,
    indices: &[Value],
    type_error: &str,
    validity_error: &str,
) -> VerifyResult {
    if !indices.iter().all(|index| index.ty(ir).is_index(ir.ctx())) {
        return Err(op.emit_op_error(ir, type_error).into());
    }
    if !all_valid_indices(ir, op, indices) {
        return Err(op.emit_op_error(ir, validity_error).into());
    }
    Ok(())
}

/// `[expr, …]` over SSA values: the map attribute and its operands
/// (dimensions, then symbols).
pub(super) fn parse_subscripts(p: &mut Parser<'_>) -> PResult<(Attribute, Vec<UnresolvedOperand>)> {
    let (map, operands) = p.parse_affine_map_of_ssa_ids(SsaListDelimiter::Square)?;
    Ok((p.context().affine_map_attr(map), operands))
}

/// `: memref-type`; a type of another kind (an unranked memref too) is
/// reported at the colon (MLIR's typed `parseColonType`).
pub(super) fn parse_colon_memref_type(p: &mut Parser<'_>) -> PResult<Type> {
    let at = p.offset();
    p.parse_literal(":")?;
    let ty = p.parse_any_type()?;
    expect_kind(p, at, ty, is_ranked_memref(p.context(), ty), "builtin.memref")?;
    Ok(ty)
}

/// A vector type (MLIR's typed `parseType`), reported at its start when
/// it is of another kind.
pub(super) fn parse_vector_type(p: &mut Parser<'_>) -> PResult<Type> {
    let at = p.offset();
    let ty = p.parse_any_type()?;
    let is_vector = matches!(ty.data(p.context()), TypeData::Vector { .. });
    expect_kind(p, at, ty, is_vector, "builtin.vector")?;
    Ok(ty)
}

/// The error of a typed parse that read a type of another kind.
fn expect_kind(p: &mut Parser<'_>, at: usize, ty: Type, ok: bool, kind: &str) -> PResult<()> {
    if ok {
        return Ok(());
    }
    let found = type_to_string(p.context(), ty);
    let message = format!("invalid kind of type specified: expected {kind}, but found '{found}'");
    Err(p.error_at_offset(at, message))
}

/// Prints `%memref[expr, …]`: `map` applied to `indices`.
pub(super) fn print_subscripts(
    pr: &mut AsmPrinter<'_>,
    memref: Value,
    map: Option<Attribute>,
    indices: &[Value],
) {
    pr.print_value_use(memref);
    pr.write_char('[');
    if let Some(map) = map.and_then(|map| pr.ctx().affine_map_of(map)) {
        pr.print_affine_map_of_ssa_ids(&map, indices);
    }
    pr.write_char(']');
}
