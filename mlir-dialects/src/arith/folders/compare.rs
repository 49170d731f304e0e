//! The folder of `cmpi`: equal operands, the `i1` and extension
//! identities against 0 and 1, a constant left operand moved to the right
//! (the predicate swapped, in place), and constants element by element
//! (also vectors and tensors).

use mlir_core::definitions::interfaces::int_range_combinators::CmpPredicate;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::IrView;
use mlir_core::rewrite::{FoldAdaptor, FoldResult, OpFoldResult, OpUpdate};
use mlir_core::support::apint::APInt;

use super::super::int_fold::{fold_binary, is_one, is_poison, is_zero};
use super::super::{CmpIOp, CmpIPredicate, ExtSIOp, ExtUIOp};

/// Whether `predicate` holds between `a` and `b` (the predicates of
/// `cmpi` are the range analysis's, in the same order).
fn holds(predicate: CmpIPredicate, a: &APInt, b: &APInt) -> bool {
    CmpPredicate::from_value(predicate as u64).is_some_and(|p| p.holds(a, b))
}

/// The predicate with its operands swapped (`slt` ↔ `sgt`, …).
fn swapped(predicate: CmpIPredicate) -> CmpIPredicate {
    use CmpIPredicate::*;
    match predicate {
        Slt => Sgt,
        Sgt => Slt,
        Sle => Sge,
        Sge => Sle,
        Ult => Ugt,
        Ugt => Ult,
        Ule => Uge,
        Uge => Ule,
        Eq | Ne => predicate,
    }
}

impl CmpIOp {
    /// See the module's documentation.
    pub(crate) fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> FoldResult {
        let ctx = ir.ctx();
        let (lhs, rhs) = (self.lhs(ir), self.rhs(ir));
        let predicate = self.predicate(ir);
        let result_ty = self.result(ir).ty(ir);
        if lhs == rhs {
            let zero = APInt::zero(1);
            let value = APInt::from_u64(1, u64::from(holds(predicate, &zero, &zero)));
            let attr = if result_ty == ctx.integer_type(1) {
                Some(ctx.integer_attr(result_ty, value))
            } else {
                ctx.dense_apint_elements(result_ty, &[value])
            };
            return attr.map(OpFoldResult::Attr).into();
        }
        let i1 = ctx.integer_type(1);
        let is_i1 = lhs.ty(ir).element_type_or_self(ctx) == i1;
        if is_zero(ctx, adaptor.constant(1)) {
            // Upstream looks through scalars and vectors, not tensors.
            let scalar_or_vector_of_i1 = |ty: mlir_core::Type| {
                ty == i1
                    || (matches!(ty.data(ctx), mlir_core::TypeData::Vector { .. })
                        && ty.element_type_or_self(ctx) == i1)
            };
            if let Some(ext) = lhs.defining_op(ir)
                && (ExtSIOp::isa(ir, ext) || ExtUIOp::isa(ir, ext))
                && scalar_or_vector_of_i1(ext.operand(ir, 0).ty(ir))
                && predicate == CmpIPredicate::Ne
            {
                return OpFoldResult::Value(ext.operand(ir, 0)).into();
            }
            if is_i1 && predicate == CmpIPredicate::Ne {
                return OpFoldResult::Value(lhs).into();
            }
        }
        if is_one(ctx, adaptor.constant(1)) && is_i1 && predicate == CmpIPredicate::Eq {
            return OpFoldResult::Value(lhs).into();
        }
        if adaptor.constant(0).is_some() && adaptor.constant(1).is_none() {
            return OpUpdate::new()
                .with_operands(vec![rhs, lhs])
                .with_attr("predicate", Some(swapped(predicate).attr(ctx)))
                .into();
        }
        // Upstream folds constants only when the left one is a typed
        // attribute (so not poison), and a poison right operand does not
        // fold either (the result type differs from the operands').
        let lhs_typed = adaptor.constant(0).is_some_and(|c| c.typed(ctx).is_some());
        if !lhs_typed || is_poison(ctx, adaptor.constant(1)) {
            return FoldResult::Failed;
        }
        fold_binary(ctx, adaptor, result_ty, |a, b| {
            APInt::from_u64(1, u64::from(holds(predicate, a, b)))
        })
        .into()
    }
}
