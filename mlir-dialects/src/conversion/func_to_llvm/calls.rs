//! `func.call` and `func.call_indirect` to `llvm.call`, and `func.constant`
//! to `llvm.mlir.addressof`. A call passes each memref argument as its
//! descriptor's fields (sizes before strides), or as its aligned pointer
//! with the bare-pointer convention, and takes several results out of the
//! struct the callee returns; a bare pointer returned becomes a descriptor
//! of the memref's static shape, and an unranked one's ranked descriptor
//! is copied from the callee's heap to the caller's stack.

use mlir_core::conversion::{ConversionPatternRewriter, OpConversionPattern, ValueVector};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Op, Value};
use mlir_core::rewrite::RewriteResult;
use mlir_core::{Location, Type, TypeData};

use super::func_op::descriptor_of_static_memref;
use super::unranked_copies::{CopyTo, copy_unranked_descriptors};
use crate::conversion::llvm_common::{
    LlvmTypeConverter, MemRefDescriptor, UnrankedMemRefDescriptor, build_named,
};
use crate::func::{CallIndirectOp, CallOp, ConstantOp};
use crate::llvm::{ExtractValueOp, PtrType, VoidType};

/// Lowers `func.call`.
pub(super) struct CallLowering {
    pub(super) converter: LlvmTypeConverter,
}

impl OpConversionPattern for CallLowering {
    type Op = CallOp;

    fn generated_ops(&self) -> &[&'static str] {
        &["llvm.call"]
    }

    fn match_and_rewrite(
        &self,
        op: CallOp,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let callee = op.callee_attr(rw);
        lower_call(&self.converter, rw, op.as_op(), Some(callee), None, operands)
    }
}

/// Lowers `func.call_indirect`.
pub(super) struct CallIndirectLowering {
    pub(super) converter: LlvmTypeConverter,
}

impl OpConversionPattern for CallIndirectLowering {
    type Op = CallIndirectOp;

    fn generated_ops(&self) -> &[&'static str] {
        &["llvm.call"]
    }

    fn match_and_rewrite(
        &self,
        op: CallIndirectOp,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let Some((callee, rest)) = operands.split_first() else {
            return rw.notify_match_failure(op.as_op(), "no callee");
        };
        let [callee] = callee.as_slice() else {
            return rw.notify_match_failure(op.as_op(), "the callee converted to several values");
        };
        lower_call(&self.converter, rw, op.as_op(), None, Some(*callee), rest)
    }
}

/// Builds the `llvm.call` of a call op with the converted `operands` (the
/// callee's arguments), directly to `callee` or through the pointer
/// `indirect`, and replaces the op's results.
fn lower_call(
    converter: &LlvmTypeConverter,
    rw: &mut ConversionPatternRewriter<'_>,
    op: Op,
    callee: Option<mlir_core::Attribute>,
    indirect: Option<Value>,
    operands: &[ValueVector],
) -> RewriteResult {
    let ctx = rw.ctx_arc().clone();
    let loc = op.loc(rw);
    let first_arg = usize::from(indirect.is_some());
    let original: Vec<Type> = op.operands(rw).skip(first_arg).map(|v| v.ty(rw)).collect();
    let results: Vec<Type> = op.results(rw).map(|r| r.ty(rw)).collect();
    let Some(packed) = converter.pack_function_results(&ctx, &results) else {
        return rw.notify_match_failure(op, "a result type does not convert");
    };
    let mut args: Vec<Value> = indirect.into_iter().collect();
    for (values, &ty) in operands.iter().zip(&original) {
        let [value] = values.as_slice() else {
            return rw.notify_match_failure(op, "an operand converted to several values");
        };
        match promote_argument(converter, rw, loc, *value, ty) {
            Some(fields) => args.extend(fields),
            None => return rw.notify_match_failure(op, "a memref argument cannot be passed"),
        }
    }
    let result_types: Vec<Type> =
        if VoidType::isa(&ctx, packed) { Vec::new() } else { vec![packed] };
    let mut attrs = vec![("op_bundle_sizes", ctx.dense_i32_array(&[]))];
    attrs.push(("operandSegmentSizes", ctx.dense_i32_array(&[args.len() as i32, 0])));
    if let Some(callee) = callee {
        attrs.push(("callee", callee));
    }
    let call = build_named(rw, loc, "llvm.call", &args, &result_types, &attrs);
    let mut replacements: Vec<Value> = match results.len() {
        0 => Vec::new(),
        1 => vec![call.result(rw, 0)],
        n => {
            let aggregate = call.result(rw, 0);
            (0..n)
                .map(|index| {
                    let ty =
                        converter.convert_result_type(&ctx, results[index]).expect("converted");
                    ExtractValueOp::build(rw, loc, ty, aggregate, vec![index as i64]).res(rw)
                })
                .collect()
        }
    };
    if copy_unranked_descriptors(rw, converter, op, loc, &mut replacements, &results, CopyTo::Stack)
        .is_none()
    {
        return rw.notify_match_failure(op, "outside a module, `free` cannot be declared");
    }
    if converter.options().use_bare_ptr_call_conv {
        for (value, &ty) in replacements.iter_mut().zip(&results) {
            if matches!(ty.data(&ctx), TypeData::MemRef { .. }) {
                *value = descriptor_of_static_memref(converter, rw, loc, ty, *value).value();
            }
        }
    }
    let replacements: Vec<ValueVector> =
        replacements.into_iter().map(|v| std::iter::once(v).collect()).collect();
    rw.replace_op_with_multiple(op, &replacements);
    Ok(())
}

/// What a call passes for an argument of original type `ty` whose converted
/// value is `value`: a memref's descriptor fields (its aligned pointer with
/// the bare-pointer convention), an unranked memref's rank and pointer,
/// any other value itself; `None` for a memref the bare pointer cannot
/// carry.
fn promote_argument(
    converter: &LlvmTypeConverter,
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    value: Value,
    ty: Type,
) -> Option<Vec<Value>> {
    let ctx = rw.ctx_arc().clone();
    match ty.data(&ctx) {
        TypeData::MemRef { shape, .. } => {
            let rank = shape.len();
            let descriptor = MemRefDescriptor::new(value);
            if converter.options().use_bare_ptr_call_conv {
                if !converter.can_convert_to_bare_ptr(&ctx, ty) {
                    return None;
                }
                return Some(vec![descriptor.aligned_ptr(rw, loc)]);
            }
            Some(descriptor.unpack(rw, loc, rank))
        }
        TypeData::UnrankedMemRef { .. } => {
            if converter.options().use_bare_ptr_call_conv {
                return None;
            }
            Some(UnrankedMemRefDescriptor::new(value).unpack(rw, loc))
        }
        _ => Some(vec![value]),
    }
}

/// Lowers `func.constant` (a function's address).
pub(super) struct ConstantLowering;

impl OpConversionPattern for ConstantLowering {
    type Op = ConstantOp;

    fn generated_ops(&self) -> &[&'static str] {
        &["llvm.mlir.addressof"]
    }

    fn match_and_rewrite(
        &self,
        op: ConstantOp,
        _operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let ctx = rw.ctx_arc().clone();
        let loc = op.as_op().loc(rw);
        let symbol = op.value_attr(rw);
        let ptr: Type = PtrType::get(&ctx, 0).into();
        let address =
            build_named(rw, loc, "llvm.mlir.addressof", &[], &[ptr], &[("global_name", symbol)]);
        let value = address.result(rw, 0);
        rw.replace_op(op.as_op(), &[value]);
        Ok(())
    }
}
