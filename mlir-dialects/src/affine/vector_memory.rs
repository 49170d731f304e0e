//! `affine.vector_load` and `affine.vector_store`: the vector forms of
//! `affine.load` and `affine.store`, reading or writing a contiguous slice
//! of the vector's shape that starts at the subscripts
//! (`affine.vector_load %A[%i, %j + 1] : memref<…>, vector<8xf32>`).

use mlir_core::asm::parser::{PResult, Parser};
use mlir_core::asm::printer::AsmPrinter;
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Op, OperationState, Value};
use mlir_core::semantics::constraints::{
    AffineMapAttr, AnyMemRef, AnyVectorOfNonZeroRank, Index, Variadic,
};
use mlir_core::semantics::traits::MemRefsNormalizable;
use mlir_core::{Attribute, Type};
use mlir_derive::op;

use super::Affine;
use super::access::{element_of, parse_vector_type, verify_indexing};
use super::memory::{parse_access, print_access};
use super::memory_interfaces::{AffineReadOpInterface, AffineWriteOpInterface};
use super::simplify_op::*;
use super::syntax::{resolve_indices, set_map_and_attrs};

/// affine vector load operation.
///
/// Reads a slice of `memref` of the result's vector shape, starting at the
/// results of `map` applied to `indices` (its dimensions' values, then its
/// symbols'); the vector's element type is the memref's.
#[op(
    dialect = Affine,
    name = "vector_load",
    traits = [MemRefsNormalizable],
    interfaces = [AffineReadOpInterface],
    custom_format,
    verify,
    canonicalize = [SimplifyAffineVectorLoad]
)]
pub struct VectorLoadOp {
    #[operand(effects = [MemRead])]
    memref: AnyMemRef,
    #[operand]
    indices: Variadic<Index>,
    #[attr]
    map: AffineMapAttr,
    #[result]
    result: AnyVectorOfNonZeroRank,
}

/// affine vector store operation.
///
/// Writes the vector `value` to the slice of `memref` of its shape that
/// starts at the results of `map` applied to `indices`.
#[op(
    dialect = Affine,
    name = "vector_store",
    traits = [MemRefsNormalizable],
    interfaces = [AffineWriteOpInterface],
    custom_format,
    verify,
    canonicalize = [SimplifyAffineVectorStore]
)]
pub struct VectorStoreOp {
    #[operand]
    value: AnyVectorOfNonZeroRank,
    #[operand(effects = [MemWrite])]
    memref: AnyMemRef,
    #[operand]
    indices: Variadic<Index>,
    #[attr]
    map: AffineMapAttr,
}

/// The indexing, then the vector's element type against the memref's
/// (MLIR's `verifyMemoryOpIndexing`, then `verifyVectorMemoryOp`).
fn verify_vector_access(
    ir: &IrView,
    op: Op,
    (map, memref, indices): (Attribute, Value, &[Value]),
    vector: Type,
) -> VerifyResult {
    verify_indexing(ir, op, map, memref, indices)?;
    if element_of(ir, memref) != vector.element_type(ir.ctx()) {
        let message = "requires memref and vector types of the same elemental type";
        return Err(op.emit_op_error(ir, message).into());
    }
    Ok(())
}

impl VectorLoadOp {
    /// The indexing, then the element types.
    fn verify(self, ir: &IrView) -> VerifyResult {
        let indices: Vec<Value> = self.indices(ir).collect();
        let access = (self.map(ir), self.memref(ir), &indices[..]);
        verify_vector_access(ir, self.as_op(), access, self.result(ir).ty(ir))
    }

    /// `%memref[expr, …] {attrs} : memref-type, vector-type`.
    pub fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
        let memref = p.parse_operand()?;
        let (map, indices, attrs, ty) = parse_access(p)?;
        p.parse_literal(",")?;
        let vector = parse_vector_type(p)?;
        state.operands.push(p.resolve_operand(&memref, ty)?);
        resolve_indices(p, &indices, state)?;
        state.result_types.push(vector);
        set_map_and_attrs(p, state, map, attrs)
    }

    /// Prints what `parse` reads.
    pub fn print(self, pr: &mut AsmPrinter<'_>) {
        let ir = pr.ir();
        let indices: Vec<Value> = self.indices(ir).collect();
        pr.write_char(' ');
        print_access(pr, self.as_op(), self.memref(ir), self.map(ir), &indices);
        pr.write_str(", ");
        pr.print_type(self.result(ir).ty(ir));
    }
}

impl VectorStoreOp {
    /// The indexing, then the element types.
    fn verify(self, ir: &IrView) -> VerifyResult {
        let indices: Vec<Value> = self.indices(ir).collect();
        let access = (self.map(ir), self.memref(ir), &indices[..]);
        verify_vector_access(ir, self.as_op(), access, self.value(ir).ty(ir))
    }

    /// `%value, %memref[expr, …] {attrs} : memref-type, vector-type`.
    pub fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
        let value = p.parse_operand()?;
        p.parse_literal(",")?;
        let memref = p.parse_operand()?;
        let (map, indices, attrs, ty) = parse_access(p)?;
        p.parse_literal(",")?;
        let vector = parse_vector_type(p)?;
        state.operands.push(p.resolve_operand(&value, vector)?);
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
        pr.write_str(", ");
        pr.print_type(self.value(ir).ty(ir));
    }
}
