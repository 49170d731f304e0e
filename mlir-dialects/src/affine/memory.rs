//! `affine.load` and `affine.store`: memory accesses whose indices are
//! affine expressions of dimensions and symbols, written inline
//! (`affine.load %A[%i + 1, symbol(%n)] : memref<…>`).

use mlir_core::asm::parser::{PResult, Parser, UnresolvedOperand};
use mlir_core::asm::printer::AsmPrinter;
use mlir_core::context::builtin::attributes::AttrData;
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Op, OperationState, Value};
use mlir_core::rewrite::{FoldAdaptor, FoldResult, OpFoldResult};
use mlir_core::semantics::constraints::{AffineMapAttr, AnyMemRef, AnyType, Index, Variadic};
use mlir_core::semantics::symbol_table::{lookup_symbol_in, nearest_symbol_table};
use mlir_core::semantics::traits::MemRefsNormalizable;
use mlir_core::{Attribute, NamedAttr, Type};
use mlir_derive::op;

use super::Affine;
use super::access::{
    element_of, parse_colon_memref_type, parse_subscripts, print_subscripts, verify_indexing,
};
use super::memory_interfaces::{AffineReadOpInterface, AffineWriteOpInterface};
use super::simplify_op::*;
use super::syntax::{resolve_indices, set_map_and_attrs};
use crate::memref::{GetGlobalOp, GlobalOp, fold_casts_in_place};

/// affine load operation.
///
/// Reads the element of `memref` at the results of `map` applied to
/// `indices` (its dimensions' values, then its symbols'); each index must
/// be a valid dimension or symbol.
#[op(
    dialect = Affine,
    name = "load",
    traits = [MemRefsNormalizable],
    interfaces = [AffineReadOpInterface],
    custom_format,
    verify,
    fold,
    canonicalize = [SimplifyAffineLoad]
)]
pub struct LoadOp {
    #[operand(effects = [MemRead])]
    memref: AnyMemRef,
    #[operand]
    indices: Variadic<Index>,
    #[attr]
    map: AffineMapAttr,
    #[result]
    result: AnyType,
}

/// affine store operation.
///
/// Writes `value` to the element of `memref` at the results of `map`
/// applied to `indices` (its dimensions' values, then its symbols').
#[op(
    dialect = Affine,
    name = "store",
    traits = [MemRefsNormalizable],
    interfaces = [AffineWriteOpInterface],
    custom_format,
    verify,
    fold,
    canonicalize = [SimplifyAffineStore]
)]
pub struct StoreOp {
    #[operand]
    value: AnyType,
    #[operand(effects = [MemWrite])]
    memref: AnyMemRef,
    #[operand]
    indices: Variadic<Index>,
    #[attr]
    map: AffineMapAttr,
}

/// `[expr, …]` over SSA values, then the attribute dictionary and
/// `: memref-type`; returns the map and its operands, the dictionary and
/// the memref type (the vector forms read `, vector-type` after it).
pub(super) fn parse_access(
    p: &mut Parser<'_>,
) -> PResult<(Attribute, Vec<UnresolvedOperand>, Vec<NamedAttr>, Type)> {
    let (map, operands) = parse_subscripts(p)?;
    let attrs = p.parse_optional_attr_dict()?;
    let ty = parse_colon_memref_type(p)?;
    Ok((map, operands, attrs, ty))
}

/// `%memref[expr, …] {attrs} : type`, the access as the four ops print it
/// (the vector forms then print `, vector-type`).
pub(super) fn print_access(
    pr: &mut AsmPrinter<'_>,
    op: Op,
    memref: Value,
    map: Attribute,
    indices: &[Value],
) {
    print_subscripts(pr, memref, Some(map), indices);
    pr.print_optional_attr_dict(&pr.op_attributes(op), &["map"]);
    pr.write_str(" : ");
    pr.print_type(memref.ty(pr.ir()));
}

impl LoadOp {
    /// `load(cast(x)[…])` loads from `x`; a load from a constant
    /// `memref.global` is the element (any element of a splat, else the
    /// one of constant indices).
    fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor) -> FoldResult {
        let cast_folded = fold_casts_in_place(ir, self.as_op(), None);
        if !matches!(cast_folded, FoldResult::Failed) {
            return cast_folded;
        }
        match self.constant_global_element(ir) {
            Some(element) => FoldResult::Replaced(vec![OpFoldResult::Attr(element)]),
            None => FoldResult::Failed,
        }
    }

    /// The element loaded from a constant global's initial value, when it
    /// is known without running the program.
    fn constant_global_element(self, ir: &IrView) -> Option<Attribute> {
        let ctx = ir.ctx();
        let get = GetGlobalOp::try_from_op(ir, self.memref(ir).defining_op(ir)?)?;
        let table = nearest_symbol_table(ir, get.as_op())?;
        let global = GlobalOp::try_from_op(
            ir,
            lookup_symbol_in(ir, table, get.as_op().get_attr(ir, "name")?)?,
        )?;
        if !global.constant(ir) {
            return None;
        }
        let init = global.initial_value(ir)?;
        let map = ctx.affine_map_of(self.map(ir))?;
        let AttrData::DenseElements { ty, splat, .. } = init.data(ctx) else { return None };
        if *splat {
            return ctx.dense_element_at(init, 0);
        }
        let indices = map.constant_results()?;
        let (shape, _) = ty.shape_and_element(ctx)?;
        if indices.len() != shape.len() {
            return None;
        }
        // Row-major position of the indices.
        let mut flat: u64 = 0;
        for (&index, &size) in indices.iter().zip(shape) {
            let (index, size) = (u64::try_from(index).ok()?, u64::try_from(size).ok()?);
            if index >= size {
                return None;
            }
            flat = flat.checked_mul(size)?.checked_add(index)?;
        }
        ctx.dense_element_at(init, flat)
    }

    /// The result type against the element type, then the indexing.
    fn verify(self, ir: &IrView) -> VerifyResult {
        let memref = self.memref(ir);
        if element_of(ir, memref) != Some(self.result(ir).ty(ir)) {
            return Err(self
                .as_op()
                .emit_op_error(ir, "result type must match element type of memref")
                .into());
        }
        let indices: Vec<Value> = self.indices(ir).collect();
        verify_indexing(ir, self.as_op(), self.map(ir), memref, &indices)
    }

    /// `%memref[expr, …] {attrs} : type`.
    pub fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
        let memref = p.parse_operand()?;
        let (map, indices, attrs, ty) = parse_access(p)?;
        state.operands.push(p.resolve_operand(&memref, ty)?);
        resolve_indices(p, &indices, state)?;
        let element = ty.memref_parts(p.context()).map(|parts| parts.element);
        state.result_types.extend(element);
        set_map_and_attrs(p, state, map, attrs)
    }

    /// Prints what `parse` reads.
    pub fn print(self, pr: &mut AsmPrinter<'_>) {
        let ir = pr.ir();
        let indices: Vec<Value> = self.indices(ir).collect();
        pr.write_char(' ');
        print_access(pr, self.as_op(), self.memref(ir), self.map(ir), &indices);
    }
}

impl StoreOp {
    /// `store(v, cast(x)[…])` stores to `x`; the stored value is kept even
    /// when it is a cast.
    fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor) -> FoldResult {
        fold_casts_in_place(ir, self.as_op(), Some(self.value(ir)))
    }

    /// The stored type against the element type, then the indexing.
    fn verify(self, ir: &IrView) -> VerifyResult {
        let memref = self.memref(ir);
        if element_of(ir, memref) != Some(self.value(ir).ty(ir)) {
            return Err(self
                .as_op()
                .emit_op_error(ir, "value to store must have the same type as memref element type")
                .into());
        }
        let indices: Vec<Value> = self.indices(ir).collect();
        verify_indexing(ir, self.as_op(), self.map(ir), memref, &indices)
    }

    /// `%value, %memref[expr, …] {attrs} : type`.
    pub fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
        let value = p.parse_operand()?;
        p.parse_literal(",")?;
        let memref = p.parse_operand()?;
        let (map, indices, attrs, ty) = parse_access(p)?;
        let element = ty.memref_parts(p.context()).map(|parts| parts.element);
        let Some(element) = element else {
            return Err(p.error_at_offset(p.offset(), "expected memref"));
        };
        state.operands.push(p.resolve_operand(&value, element)?);
        state.operands.push(p.resolve_operand(&memref, ty)?);
        resolve_indices(p, &indices, state)?;
        set_map_and_attrs(p, state, map, attrs)
    }

    /// Prints what `parse` reads.
    pub fn print(self, pr: &mut AsmPrinter<'_>) {
        let ir = pr.ir();
        let indices: Vec<Value> = self.indices(ir).collect();
        pr.write_char(' ');
        pr.print_value_use(self.value(ir));
        pr.write_str(", ");
        print_access(pr, self.as_op(), self.memref(ir), self.map(ir), &indices);
    }
}
