//! `memref.copy`: `llvm.intr.memcpy` of the whole buffer when both memrefs
//! are contiguous, else a call to the runtime's `memrefCopy` with both
//! descriptors made unranked on the stack (saved and restored around it).

use mlir_core::context::builtin::types::DYNAMIC;
use mlir_core::conversion::{ConversionPatternRewriter, OpConversionPattern, ValueVector};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::Value;
use mlir_core::rewrite::RewriteResult;
use mlir_core::{Context, Location, Type, TypeData};

use super::support::{GepArg, gep, memref_element, memref_shape, mul, ptr_type, size_in_bytes};
use super::views::promote_descriptor;
use crate::conversion::llvm_common::{
    LlvmTypeConverter, MemRefDescriptor, UnrankedMemRefDescriptor, call_function,
    converted_operands, index_constant, int_constant, lookup_or_create_function,
};
use crate::llvm::{
    GepNoWrapFlags, IntegerOverflowFlags, MemcpyOp, StackRestoreOp, StackSaveOp, StructType,
};
use crate::memref;

/// `memref.copy`.
pub struct CopyLowering {
    /// The type converter.
    pub converter: LlvmTypeConverter,
}

/// Whether `ty` is a ranked memref laid out contiguously: the identity
/// layout, or a static shape whose strides are the identity layout's.
fn is_contiguous(ctx: &Context, ty: Type) -> bool {
    let TypeData::MemRef { shape, layout, .. } = ty.data(ctx) else { return false };
    if layout.is_none() {
        return true;
    }
    if shape.contains(&DYNAMIC) {
        return false;
    }
    let Some(strided) = ty.strides_and_offset(ctx) else { return false };
    let mut expected = 1i64;
    for (dim, &size) in shape.iter().enumerate().rev() {
        if size != 1 && strided.strides[dim] != expected {
            return false;
        }
        expected *= size;
    }
    true
}

impl OpConversionPattern for CopyLowering {
    type Op = memref::CopyOp;

    fn generated_ops(&self) -> &[&'static str] {
        &["llvm.intr.memcpy", "llvm.call"]
    }

    fn match_and_rewrite(
        &self,
        copy: memref::CopyOp,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let op = copy.as_op();
        let ctx = rw.ctx_arc().clone();
        let loc = op.loc(rw);
        let values = converted_operands(rw, op, operands)?;
        let src_ty = op.operand(rw, 0).ty(rw);
        let dst_ty = op.operand(rw, 1).ty(rw);
        let conv = &self.converter;
        let Some(element) = memref_element(&ctx, src_ty) else {
            return rw.notify_match_failure(op, "not a memref");
        };
        if conv.convert_type(&ctx, element).is_none() {
            return rw.notify_match_failure(op, "incompatible memref type");
        }
        if is_contiguous(&ctx, src_ty) && is_contiguous(&ctx, dst_ty) {
            memcpy(rw, conv, loc, src_ty, element, values[0], values[1]);
        } else {
            let ptr = ptr_type(rw, 0);
            let saved = StackSaveOp::build(rw, loc, ptr).res(rw);
            let source = unranked(rw, conv, loc, src_ty, values[0]);
            let target = unranked(rw, conv, loc, dst_ty, values[1]);
            let one = index_constant(rw, loc, conv, 1);
            let source_ptr = promote(rw, loc, one, source);
            let target_ptr = promote(rw, loc, one, target);
            let elem_size = size_in_bytes(rw, loc, conv, element).expect("checked above");
            let index = conv.index_type(&ctx);
            if lookup_or_create_function(rw, op, "memrefCopy", &[index, ptr, ptr], None).is_none() {
                return rw.notify_match_failure(op, "not inside a module");
            }
            call_function(rw, loc, "memrefCopy", &[elem_size, source_ptr, target_ptr], None);
            StackRestoreOp::build(rw, loc, saved);
        }
        rw.erase_op(op);
        Ok(())
    }
}

/// `llvm.intr.memcpy` of the elements' count times their size, from the
/// source's first element to the target's.
fn memcpy(
    rw: &mut ConversionPatternRewriter<'_>,
    conv: &LlvmTypeConverter,
    loc: Location,
    src_ty: Type,
    element: Type,
    source: Value,
    target: Value,
) {
    let ctx = rw.ctx_arc().clone();
    let rank = memref_shape(&ctx, src_ty).map_or(0, |s| s.len());
    let src = MemRefDescriptor::new(source);
    let mut count = index_constant(rw, loc, conv, 1);
    for dim in 0..rank {
        let size = src.size(rw, loc, dim);
        count = mul(rw, loc, count, size, IntegerOverflowFlags::NONE);
    }
    let elem_size = size_in_bytes(rw, loc, conv, element).expect("checked by the caller");
    let total = mul(rw, loc, count, elem_size, IntegerOverflowFlags::NONE);
    let llvm_element = conv.convert_type(&ctx, element).expect("checked by the caller");
    let first = |rw: &mut ConversionPatternRewriter<'_>, desc: MemRefDescriptor| {
        let base = desc.aligned_ptr(rw, loc);
        let offset = desc.offset(rw, loc);
        gep(rw, loc, base, llvm_element, &[GepArg::Value(offset)], GepNoWrapFlags::NONE)
    };
    let src_ptr = first(rw, src);
    let dst_ptr = first(rw, MemRefDescriptor::new(target));
    MemcpyOp::build(rw, loc, dst_ptr, src_ptr, total, false, None, None, None, None, None, None);
}

/// An unranked descriptor of a memref operand: ranked ones are promoted
/// to the stack with their rank.
fn unranked(
    rw: &mut ConversionPatternRewriter<'_>,
    conv: &LlvmTypeConverter,
    loc: Location,
    ty: Type,
    desc: Value,
) -> Value {
    let ctx = rw.ctx_arc().clone();
    let Some(shape) = memref_shape(&ctx, ty) else { return desc };
    let index = conv.index_type(&ctx);
    let rank = int_constant(rw, loc, index, shape.len() as i64);
    let ptr = promote_descriptor(rw, conv, loc, desc);
    let fields = vec![index, ptr_type(rw, 0)];
    let unranked_ty: Type = StructType::literal(&ctx, fields, false).into();
    UnrankedMemRefDescriptor::pack(rw, loc, unranked_ty, &[rank, ptr]).value()
}

/// Stores `desc` in a new stack slot.
fn promote(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    one: Value,
    desc: Value,
) -> Value {
    let ptr = ptr_type(rw, 0);
    let ty = desc.ty(rw);
    let slot = super::support::alloca(rw, loc, ptr, one, None, ty);
    super::support::store(rw, loc, desc, slot, None, false);
    slot
}
