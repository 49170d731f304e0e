//! `memref.cast`: the same buffer seen with more or less static
//! information in its type (sizes, strides, offset, rank).
//!
//! Which pairs of types it converts between is its `CastOpInterface` model
//! (mlir-opt's "operand type … and result type … are cast incompatible");
//! it folds a cast of a cast to one cast of the first source, and an
//! identity cast (the interface's fold) to its operand.
//! [`can_fold_into_consumer`] is the test the folders of its users ask.

use mlir_core::context::builtin::types::DYNAMIC;
use mlir_core::definitions::interfaces::cast::{CastOpInterfaceModel, CastOpInterfaceTrait};
use mlir_core::definitions::interfaces::op_asm::{OpAsmOpInterfaceModel, ResultNames};
use mlir_core::definitions::interfaces::view_like::{ViewLikeOpInterfaceModel, ViewOfFirstOperand};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Value};
use mlir_core::rewrite::{FoldAdaptor, OpUpdate};
use mlir_core::semantics::constraints::{AnyType, RankedOrUnrankedMemRefOf};
use mlir_core::semantics::traits::{Pure, SameOperandsAndResultShape};
use mlir_core::{Context, Type, TypeData};
use mlir_derive::op;

use super::MemRef;

/// Converts a memref to a type with more or less static information.
///
/// The element type and memory space stay; a size, stride or offset may
/// turn static or dynamic, and a ranked memref may become unranked or the
/// reverse. Folds into the ops that use it when it only loses information.
#[op(
    dialect = MemRef,
    name = "cast",
    format = "$source attr-dict `:` type($source) `to` type($dest)",
    // The interface's verifier first, as upstream lists it first.
    traits = [CastOpInterfaceTrait, Pure, SameOperandsAndResultShape],
    interfaces = [
        CastOpInterfaceModel = MemRefCastModel,
        OpAsmOpInterfaceModel = ResultNames(&["cast"]),
        ViewLikeOpInterfaceModel = ViewOfFirstOperand,
    ],
    fold
)]
pub struct CastOp {
    #[operand]
    source: RankedOrUnrankedMemRefOf<AnyType>,
    #[result]
    dest: RankedOrUnrankedMemRefOf<AnyType>,
}

impl CastOp {
    /// A cast of a cast of a ranked memref casts that memref directly
    /// (MLIR's `foldMemRefCast` on the op itself).
    fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor) -> OpUpdate {
        let source = self.source(ir);
        match cast_of_ranked(ir, source) {
            Some(inner) => OpUpdate::new().with_operands(vec![inner]),
            None => OpUpdate::new(),
        }
    }
}

/// The source of the `memref.cast` defining `value`, when that source is
/// a ranked memref.
pub(crate) fn cast_of_ranked(ir: &IrView, value: Value) -> Option<Value> {
    let cast = CastOp::try_from_op(ir, value.defining_op(ir)?)?;
    let inner = cast.source(ir);
    matches!(inner.ty(ir).data(ir.ctx()), TypeData::MemRef { .. }).then_some(inner)
}

/// Whether `cast` only loses static information, between strided memrefs
/// of one element type and rank: then its users may use its source
/// instead (MLIR's `CastOp::canFoldIntoConsumerOp`).
pub fn can_fold_into_consumer(ir: &IrView, cast: CastOp) -> bool {
    let ctx = ir.ctx();
    let (source, result) = (cast.source(ir).ty(ir), cast.dest(ir).ty(ir));
    let (Some(from), Some(to)) = (source.memref_parts(ctx), result.memref_parts(ctx)) else {
        return false;
    };
    if from.element != to.element || from.shape.len() != to.shape.len() {
        return false;
    }
    let (Some(from_layout), Some(to_layout)) =
        (source.strides_and_offset(ctx), result.strides_and_offset(ctx))
    else {
        return false;
    };
    // Towards more static information anywhere: not foldable.
    let gains = |a: i64, b: i64| a != b && a == DYNAMIC && b != DYNAMIC;
    !(from.shape.iter().zip(&to.shape).any(|(&a, &b)| gains(a, b))
        || gains(from_layout.offset, to_layout.offset)
        || from_layout.strides.iter().zip(&to_layout.strides).any(|(&a, &b)| gains(a, b)))
}

/// The casts `memref.cast` allows (MLIR's `CastOp::areCastCompatible`):
/// ranked to ranked of one element type, memory space and rank, static
/// sizes, strides and offset agreeing where both are static; ranked to
/// unranked and back of one element type and memory space.
pub struct MemRefCastModel;

impl CastOpInterfaceModel for MemRefCastModel {
    fn are_cast_compatible(&self, ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        let ([a], [b]) = (inputs, outputs) else { return false };
        match (a.memref_parts(ctx), b.memref_parts(ctx)) {
            (Some(from), Some(to)) => {
                if from.element != to.element {
                    return false;
                }
                if from.layout != to.layout {
                    let (Some(x), Some(y)) = (a.strides_and_offset(ctx), b.strides_and_offset(ctx))
                    else {
                        return false;
                    };
                    let agree = |p: i64, q: i64| p == DYNAMIC || q == DYNAMIC || p == q;
                    if x.strides.len() != y.strides.len()
                        || !agree(x.offset, y.offset)
                        || x.strides.iter().zip(&y.strides).any(|(&p, &q)| !agree(p, q))
                    {
                        return false;
                    }
                }
                from.memory_space == to.memory_space
                    && from.shape.len() == to.shape.len()
                    && from
                        .shape
                        .iter()
                        .zip(&to.shape)
                        .all(|(&p, &q)| p == DYNAMIC || q == DYNAMIC || p == q)
            }
            _ => {
                let unranked = |t: &Type| matches!(t.data(ctx), TypeData::UnrankedMemRef { .. });
                let memref = |t: &Type| unranked(t) || t.memref_parts(ctx).is_some();
                if !memref(a) || !memref(b) || (unranked(a) && unranked(b)) {
                    return false;
                }
                a.element_type(ctx) == b.element_type(ctx)
                    && a.memref_memory_space(ctx) == b.memref_memory_space(ctx)
            }
        }
    }
}
