//! `memref.memory_space_cast`: the same buffer seen in another memory
//! space. A cast of such a cast casts the first source; an identity cast
//! folds to its operand.

use mlir_core::definitions::interfaces::cast::{CastOpInterfaceModel, CastOpInterfaceTrait};
use mlir_core::definitions::interfaces::op_asm::{OpAsmOpInterfaceModel, ResultNames};
use mlir_core::definitions::interfaces::view_like::{ViewLikeOpInterfaceModel, ViewOfFirstOperand};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::IrView;
use mlir_core::rewrite::{FoldAdaptor, OpUpdate};
use mlir_core::semantics::constraints::{AnyType, RankedOrUnrankedMemRefOf};
use mlir_core::semantics::traits::{
    Pure, SameOperandsAndResultElementType, SameOperandsAndResultShape,
};
use mlir_core::{Context, Type, TypeData};
use mlir_derive::op;

use super::MemRef;

/// Casts a memref from one memory space to another.
///
/// Only the memory space changes: shape, element type and layout stay,
/// and an unranked memref stays unranked.
#[op(
    dialect = MemRef,
    name = "memory_space_cast",
    format = "$source attr-dict `:` type($source) `to` type($dest)",
    // The interface's verifier first, as upstream lists it first.
    traits = [
        CastOpInterfaceTrait,
        Pure,
        SameOperandsAndResultElementType,
        SameOperandsAndResultShape,
    ],
    interfaces = [
        CastOpInterfaceModel = MemorySpaceCastModel,
        OpAsmOpInterfaceModel = ResultNames(&["memspacecast"]),
        ViewLikeOpInterfaceModel = ViewOfFirstOperand,
    ],
    fold
)]
pub struct MemorySpaceCastOp {
    #[operand]
    source: RankedOrUnrankedMemRefOf<AnyType>,
    #[result]
    dest: RankedOrUnrankedMemRefOf<AnyType>,
}

impl MemorySpaceCastOp {
    /// A cast of a cast casts the first source.
    fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor) -> OpUpdate {
        let inner = self.source(ir).defining_op(ir).and_then(|op| Self::try_from_op(ir, op));
        match inner {
            Some(inner) => OpUpdate::new().with_operands(vec![inner.source(ir)]),
            None => OpUpdate::new(),
        }
    }
}

/// The casts `memref.memory_space_cast` allows: ranked memrefs of one
/// element type, layout and shape, or unranked ones of one element type.
pub struct MemorySpaceCastModel;

impl CastOpInterfaceModel for MemorySpaceCastModel {
    fn are_cast_compatible(&self, ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        let ([a], [b]) = (inputs, outputs) else { return false };
        match (a.data(ctx), b.data(ctx)) {
            (
                TypeData::MemRef { shape: s1, element: e1, layout: l1, .. },
                TypeData::MemRef { shape: s2, element: e2, layout: l2, .. },
            ) => e1 == e2 && l1 == l2 && s1 == s2,
            (
                TypeData::UnrankedMemRef { element: e1, .. },
                TypeData::UnrankedMemRef { element: e2, .. },
            ) => e1 == e2,
            _ => false,
        }
    }
}
