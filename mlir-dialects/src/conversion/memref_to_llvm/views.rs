//! New descriptors over the same buffer: `memref.cast` (ranked to ranked
//! keeps the descriptor; to unranked, the descriptor goes on the stack;
//! from unranked, it is loaded), `memref.reinterpret_cast`,
//! `memref.reshape` (with a shape of static length and static sizes),
//! `memref.view`, `memref.transpose` and `memref.memory_space_cast` of a
//! ranked memref (its pointers cast to the new address space).

use mlir_core::context::builtin::types::DYNAMIC;
use mlir_core::conversion::{ConversionPatternRewriter, OpConversionPattern, ValueVector};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Op, Value};
use mlir_core::rewrite::RewriteResult;
use mlir_core::{Location, Type};

use super::queries::operand_is_ranked;
use super::support::{
    GepArg, convert_or_fail, gep, memref_element, memref_shape, mul, ptr_type,
    unranked_aligned_ptr, unranked_allocated_ptr,
};
use crate::conversion::llvm_common::{
    LlvmTypeConverter, MemRefDescriptor, UnrankedMemRefDescriptor, converted_operands,
    index_constant,
};
use crate::llvm::{AddrSpaceCastOp, GepNoWrapFlags, IntegerOverflowFlags};
use crate::memref;

/// The allocated and aligned pointers of the memref operand `original`
/// (converted: `converted`), ranked or unranked (MLIR's
/// `extractPointersAndOffset`).
fn pointers(
    rw: &mut ConversionPatternRewriter<'_>,
    converter: &LlvmTypeConverter,
    loc: Location,
    original: Type,
    converted: Value,
) -> Option<(Value, Value)> {
    let ctx = rw.ctx_arc().clone();
    if memref_shape(&ctx, original).is_some() {
        let desc = MemRefDescriptor::new(converted);
        return Some((desc.allocated_ptr(rw, loc), desc.aligned_ptr(rw, loc)));
    }
    let space = converter.memref_address_space(&ctx, original)?;
    let elem_ptr = ptr_type(rw, space);
    let desc_ptr = UnrankedMemRefDescriptor::new(converted).memref_ptr(rw, loc);
    let allocated = unranked_allocated_ptr(rw, loc, desc_ptr, elem_ptr);
    let aligned = unranked_aligned_ptr(rw, loc, desc_ptr, elem_ptr);
    Some((allocated, aligned))
}

/// Writes the stack copy of a ranked descriptor: an `llvm.alloca` of one
/// descriptor and a store into it (MLIR's `promoteOneMemRefDescriptor`).
pub(super) fn promote_descriptor(
    rw: &mut ConversionPatternRewriter<'_>,
    converter: &LlvmTypeConverter,
    loc: Location,
    desc: Value,
) -> Value {
    let one = index_constant(rw, loc, converter, 1);
    let ptr = ptr_type(rw, 0);
    let ty = desc.ty(rw);
    let slot = super::support::alloca(rw, loc, ptr, one, None, ty);
    super::support::store(rw, loc, desc, slot, None, false);
    slot
}

/// `memref.cast`.
pub struct CastLowering {
    /// The type converter.
    pub converter: LlvmTypeConverter,
}

impl OpConversionPattern for CastLowering {
    type Op = memref::CastOp;

    fn match_and_rewrite(
        &self,
        cast: memref::CastOp,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let op = cast.as_op();
        let ctx = rw.ctx_arc().clone();
        let loc = op.loc(rw);
        let values = converted_operands(rw, op, operands)?;
        let src_ty = op.operand(rw, 0).ty(rw);
        let dst_ty = op.result(rw, 0).ty(rw);
        let src_ranked = memref_shape(&ctx, src_ty).is_some();
        let dst_ranked = memref_shape(&ctx, dst_ty).is_some();
        let target = convert_or_fail(rw, &self.converter, op, dst_ty)?;
        let result = match (src_ranked, dst_ranked) {
            (true, true) => {
                if self.converter.convert_type(&ctx, src_ty) != Some(target) {
                    return rw.notify_match_failure(op, "different descriptors");
                }
                values[0]
            }
            (false, false) => return rw.notify_match_failure(op, "unranked to unranked"),
            (true, false) => {
                let rank = memref_shape(&ctx, src_ty).map_or(0, |s| s.len());
                let ptr = promote_descriptor(rw, &self.converter, loc, values[0]);
                let rank = index_constant(rw, loc, &self.converter, rank as i64);
                UnrankedMemRefDescriptor::pack(rw, loc, target, &[rank, ptr]).value()
            }
            (false, true) => {
                let ptr = UnrankedMemRefDescriptor::new(values[0]).memref_ptr(rw, loc);
                super::support::load(rw, loc, target, ptr, None, false)
            }
        };
        rw.replace_op(op, &[result]);
        Ok(())
    }
}

/// `memref.reinterpret_cast`: the source's pointers with the given offset,
/// sizes and strides.
pub struct ReinterpretCastLowering {
    /// The type converter.
    pub converter: LlvmTypeConverter,
}

impl OpConversionPattern for ReinterpretCastLowering {
    type Op = memref::ReinterpretCastOp;

    fn generated_ops(&self) -> &[&'static str] {
        &["llvm.insertvalue"]
    }

    fn match_and_rewrite(
        &self,
        cast: memref::ReinterpretCastOp,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let op = cast.as_op();
        let loc = op.loc(rw);
        let values = converted_operands(rw, op, operands)?;
        let result_ty = op.result(rw, 0).ty(rw);
        let desc_ty = convert_or_fail(rw, &self.converter, op, result_ty)?;
        let src_ty = op.operand(rw, 0).ty(rw);
        let static_offsets = cast.static_offsets(rw).to_vec();
        let static_sizes = cast.static_sizes(rw).to_vec();
        let static_strides = cast.static_strides(rw).to_vec();
        let n_offsets = static_offsets.iter().filter(|&&v| v == DYNAMIC).count();
        let n_sizes = static_sizes.iter().filter(|&&v| v == DYNAMIC).count();
        let offsets = &values[1..1 + n_offsets];
        let sizes = &values[1 + n_offsets..1 + n_offsets + n_sizes];
        let strides = &values[1 + n_offsets + n_sizes..];
        let mut desc = MemRefDescriptor::poison(rw, loc, desc_ty);
        let Some((allocated, aligned)) = pointers(rw, &self.converter, loc, src_ty, values[0])
        else {
            return rw.notify_match_failure(op, "memory space not convertible");
        };
        desc.set_allocated_ptr(rw, loc, allocated);
        desc.set_aligned_ptr(rw, loc, aligned);
        let conv = &self.converter;
        let offset = match static_offsets.first() {
            Some(&DYNAMIC) => offsets[0],
            Some(&o) => index_constant(rw, loc, conv, o),
            None => index_constant(rw, loc, conv, 0),
        };
        desc.set_offset(rw, loc, offset);
        let (mut dyn_size, mut dyn_stride) = (sizes.iter(), strides.iter());
        for dim in 0..static_sizes.len() {
            let size = match static_sizes[dim] {
                DYNAMIC => *dyn_size.next().expect("verified"),
                s => index_constant(rw, loc, conv, s),
            };
            desc.set_size(rw, loc, dim, size);
            let stride = match static_strides[dim] {
                DYNAMIC => *dyn_stride.next().expect("verified"),
                s => index_constant(rw, loc, conv, s),
            };
            desc.set_stride(rw, loc, dim, stride);
        }
        rw.replace_op(op, &[desc.value()]);
        Ok(())
    }
}

/// `memref.reshape` whose shape operand has a static length and whose
/// result has static sizes: the source's pointers with the identity
/// layout's strides.
pub struct ReshapeLowering {
    /// The type converter.
    pub converter: LlvmTypeConverter,
}

impl OpConversionPattern for ReshapeLowering {
    type Op = memref::ReshapeOp;

    fn generated_ops(&self) -> &[&'static str] {
        &["llvm.insertvalue"]
    }

    fn match_and_rewrite(
        &self,
        reshape: memref::ReshapeOp,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let op = reshape.as_op();
        let ctx = rw.ctx_arc().clone();
        let loc = op.loc(rw);
        let values = converted_operands(rw, op, operands)?;
        let shape_ty = op.operand(rw, 1).ty(rw);
        let result_ty = op.result(rw, 0).ty(rw);
        let static_shape = memref_shape(&ctx, shape_ty).is_some_and(|s| !s.contains(&DYNAMIC));
        let Some(target_shape) = memref_shape(&ctx, result_ty) else {
            return rw.notify_match_failure(op, "an unranked result");
        };
        if !static_shape || target_shape.contains(&DYNAMIC) {
            return rw.notify_match_failure(op, "dynamic sizes");
        }
        let Some(layout) = result_ty.strides_and_offset(&ctx) else {
            return rw.notify_match_failure(op, "failed to get stride and offset exprs");
        };
        if layout.offset == DYNAMIC {
            return rw.notify_match_failure(op, "dynamic offset is unsupported");
        }
        let desc_ty = convert_or_fail(rw, &self.converter, op, result_ty)?;
        let src_ty = op.operand(rw, 0).ty(rw);
        let conv = &self.converter;
        let mut desc = MemRefDescriptor::poison(rw, loc, desc_ty);
        let Some((allocated, aligned)) = pointers(rw, conv, loc, src_ty, values[0]) else {
            return rw.notify_match_failure(op, "memory space not convertible");
        };
        desc.set_allocated_ptr(rw, loc, allocated);
        desc.set_aligned_ptr(rw, loc, aligned);
        let offset = index_constant(rw, loc, conv, layout.offset);
        desc.set_offset(rw, loc, offset);
        let mut stride: Option<Value> = None;
        for dim in (0..target_shape.len()).rev() {
            if layout.strides[dim] != DYNAMIC {
                stride = Some(index_constant(rw, loc, conv, layout.strides[dim]));
            } else if stride.is_none() {
                stride = Some(index_constant(rw, loc, conv, 1));
            }
            let current = stride.expect("set above");
            let size = index_constant(rw, loc, conv, target_shape[dim]);
            desc.set_size(rw, loc, dim, size);
            desc.set_stride(rw, loc, dim, current);
            stride = Some(mul(rw, loc, current, size, IntegerOverflowFlags::NONE));
        }
        rw.replace_op(op, &[desc.value()]);
        Ok(())
    }
}

/// `memref.view`: the source's aligned pointer moved by the byte shift,
/// offset 0, the result's sizes and contiguous strides.
pub struct ViewLowering {
    /// The type converter.
    pub converter: LlvmTypeConverter,
}

impl OpConversionPattern for ViewLowering {
    type Op = memref::ViewOp;

    fn generated_ops(&self) -> &[&'static str] {
        &["llvm.insertvalue", "llvm.getelementptr"]
    }

    fn match_and_rewrite(
        &self,
        view: memref::ViewOp,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let op = view.as_op();
        let ctx = rw.ctx_arc().clone();
        let loc = op.loc(rw);
        let values = converted_operands(rw, op, operands)?;
        let result_ty = op.result(rw, 0).ty(rw);
        let desc_ty = convert_or_fail(rw, &self.converter, op, result_ty)?;
        let Some(layout) = result_ty.strides_and_offset(&ctx) else {
            return rw.notify_match_failure(op, "cannot cast to non-strided shape");
        };
        if layout.strides.last().is_some_and(|&s| s != 1 && s != 0) {
            return rw.notify_match_failure(op, "cannot cast to non-contiguous shape");
        }
        let src_ty = op.operand(rw, 0).ty(rw);
        let Some(src_element) =
            memref_element(&ctx, src_ty).and_then(|e| self.converter.convert_type(&ctx, e))
        else {
            return rw.notify_match_failure(op, "incompatible memref type");
        };
        let shape = memref_shape(&ctx, result_ty).unwrap_or_default();
        let conv = &self.converter;
        let source = MemRefDescriptor::new(values[0]);
        let mut desc = MemRefDescriptor::poison(rw, loc, desc_ty);
        let allocated = source.allocated_ptr(rw, loc);
        desc.set_allocated_ptr(rw, loc, allocated);
        let aligned = source.aligned_ptr(rw, loc);
        let shifted =
            gep(rw, loc, aligned, src_element, &[GepArg::Value(values[1])], GepNoWrapFlags::NONE);
        desc.set_aligned_ptr(rw, loc, shifted);
        let offset = index_constant(rw, loc, conv, layout.offset);
        desc.set_offset(rw, loc, offset);
        let dynamic_sizes = &values[2..];
        let (mut stride, mut next_size): (Option<Value>, Option<Value>) = (None, None);
        for dim in (0..shape.len()).rev() {
            let size = if shape[dim] != DYNAMIC {
                index_constant(rw, loc, conv, shape[dim])
            } else {
                let before = shape[..dim].iter().filter(|&&s| s == DYNAMIC).count();
                dynamic_sizes[before]
            };
            desc.set_size(rw, loc, dim, size);
            let new_stride = if layout.strides[dim] != DYNAMIC {
                index_constant(rw, loc, conv, layout.strides[dim])
            } else if let Some(next) = next_size {
                match stride {
                    Some(running) => mul(rw, loc, running, next, IntegerOverflowFlags::NONE),
                    None => next,
                }
            } else {
                index_constant(rw, loc, conv, 1)
            };
            desc.set_stride(rw, loc, dim, new_stride);
            stride = Some(new_stride);
            next_size = Some(size);
        }
        rw.replace_op(op, &[desc.value()]);
        Ok(())
    }
}

/// `memref.transpose`: the sizes and strides permuted.
pub struct TransposeLowering {
    /// The type converter.
    pub converter: LlvmTypeConverter,
}

impl OpConversionPattern for TransposeLowering {
    type Op = memref::TransposeOp;

    fn generated_ops(&self) -> &[&'static str] {
        &["llvm.insertvalue"]
    }

    fn match_and_rewrite(
        &self,
        transpose: memref::TransposeOp,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let op = transpose.as_op();
        let ctx = rw.ctx_arc().clone();
        let loc = op.loc(rw);
        let values = converted_operands(rw, op, operands)?;
        let Some(map) = ctx.affine_map_of(transpose.permutation_attr(rw)) else {
            return rw.notify_match_failure(op, "not an affine map");
        };
        let source = MemRefDescriptor::new(values[0]);
        if map.is_identity() {
            rw.replace_op(op, &[values[0]]);
            return Ok(());
        }
        let positions: Option<Vec<u32>> = map.results().iter().map(|e| e.as_dim()).collect();
        let Some(positions) = positions else {
            return rw.notify_match_failure(op, "not a permutation");
        };
        let in_ty = op.operand(rw, 0).ty(rw);
        let desc_ty = convert_or_fail(rw, &self.converter, op, in_ty)?;
        let mut desc = MemRefDescriptor::poison(rw, loc, desc_ty);
        let allocated = source.allocated_ptr(rw, loc);
        desc.set_allocated_ptr(rw, loc, allocated);
        let aligned = source.aligned_ptr(rw, loc);
        desc.set_aligned_ptr(rw, loc, aligned);
        let offset = source.offset(rw, loc);
        desc.set_offset(rw, loc, offset);
        for (target, &from) in positions.iter().enumerate() {
            let size = source.size(rw, loc, from as usize);
            desc.set_size(rw, loc, target, size);
            let stride = source.stride(rw, loc, from as usize);
            desc.set_stride(rw, loc, target, stride);
        }
        rw.replace_op(op, &[desc.value()]);
        Ok(())
    }
}

/// `memref.memory_space_cast` of a ranked memref: both pointers
/// `llvm.addrspacecast` to the result's address space.
pub struct MemorySpaceCastLowering {
    /// The type converter.
    pub converter: LlvmTypeConverter,
}

impl OpConversionPattern for MemorySpaceCastLowering {
    type Op = memref::MemorySpaceCastOp;

    fn generated_ops(&self) -> &[&'static str] {
        &["llvm.addrspacecast", "llvm.insertvalue"]
    }

    fn match_and_rewrite(
        &self,
        cast: memref::MemorySpaceCastOp,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let op: Op = cast.as_op();
        let ctx = rw.ctx_arc().clone();
        let loc = op.loc(rw);
        let values = converted_operands(rw, op, operands)?;
        if !operand_is_ranked(rw, op, 0) {
            return rw.notify_match_failure(op, "an unranked memref");
        }
        let result_ty = op.result(rw, 0).ty(rw);
        let desc_ty = convert_or_fail(rw, &self.converter, op, result_ty)?;
        let rank = memref_shape(&ctx, result_ty).map_or(0, |s| s.len());
        let Some(new_ptr) = crate::conversion::llvm_common::member_type(&ctx, desc_ty, &[0]) else {
            return rw.notify_match_failure(op, "incompatible memref type");
        };
        let mut fields = MemRefDescriptor::new(values[0]).unpack(rw, loc, rank);
        fields[0] = AddrSpaceCastOp::build(rw, loc, new_ptr, fields[0]).res(rw);
        fields[1] = AddrSpaceCastOp::build(rw, loc, new_ptr, fields[1]).res(rw);
        let packed = MemRefDescriptor::pack(rw, loc, desc_ty, rank, &fields);
        rw.replace_op(op, &[packed.value()]);
        Ok(())
    }
}
