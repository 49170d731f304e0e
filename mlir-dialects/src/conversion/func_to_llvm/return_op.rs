//! `func.return` to `llvm.return`: no value, the one value, or several
//! packed into the struct the function returns. With the bare-pointer
//! convention a returned memref is its pointer; an unranked memref's
//! ranked descriptor is copied to the heap first (`unranked_copies.rs`).

use mlir_core::conversion::{ConversionPatternRewriter, OpConversionPattern, ValueVector};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{InsertPoint, OpBuilder, Value};
use mlir_core::rewrite::RewriteResult;
use mlir_core::{Type, TypeData};

use super::unranked_copies::{CopyTo, copy_unranked_descriptors};
use crate::conversion::llvm_common::{LlvmTypeConverter, MemRefDescriptor, build_named};
use crate::func::ReturnOp;
use crate::llvm::{InsertValueOp, PoisonOp};

/// Lowers `func.return`.
pub(super) struct ReturnLowering {
    pub(super) converter: LlvmTypeConverter,
}

impl OpConversionPattern for ReturnLowering {
    type Op = ReturnOp;

    fn generated_ops(&self) -> &[&'static str] {
        &["llvm.return"]
    }

    fn match_and_rewrite(
        &self,
        op: ReturnOp,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let op = op.as_op();
        let ctx = rw.ctx_arc().clone();
        let loc = op.loc(rw);
        // The new terminator goes after the old one, which stays in the
        // block until the conversion ends.
        rw.set_insertion_point(InsertPoint::After(op));
        let original: Vec<Type> = op.operands(rw).map(|v| v.ty(rw)).collect();
        let mut values: Vec<Value> = Vec::with_capacity(operands.len());
        for (values_of, &ty) in operands.iter().zip(&original) {
            let [value] = values_of.as_slice() else {
                return rw.notify_match_failure(op, "an operand converted to several values");
            };
            let bare = self.converter.options().use_bare_ptr_call_conv
                && matches!(ty.data(&ctx), TypeData::MemRef { .. });
            if bare {
                if !self.converter.can_convert_to_bare_ptr(&ctx, ty) {
                    return rw.notify_match_failure(op, "a memref the bare pointer cannot carry");
                }
                values.push(MemRefDescriptor::new(*value).allocated_ptr(rw, loc));
            } else {
                values.push(*value);
            }
        }
        if copy_unranked_descriptors(
            rw,
            &self.converter,
            op,
            loc,
            &mut values,
            &original,
            CopyTo::Heap,
        )
        .is_none()
        {
            return rw.notify_match_failure(op, "outside a module, `malloc` cannot be declared");
        }
        let returned = match values.as_slice() {
            [] | [_] => values,
            _ => {
                let Some(packed) = self.converter.pack_function_results(&ctx, &original) else {
                    return rw.notify_match_failure(op, "a result type does not convert");
                };
                let mut aggregate = PoisonOp::build(rw, loc, packed).res(rw);
                for (index, value) in values.into_iter().enumerate() {
                    aggregate =
                        InsertValueOp::build(rw, loc, packed, aggregate, value, vec![index as i64])
                            .res(rw);
                }
                vec![aggregate]
            }
        };
        build_named(rw, loc, "llvm.return", &returned, &[], &[]);
        rw.erase_op(op);
        Ok(())
    }
}
