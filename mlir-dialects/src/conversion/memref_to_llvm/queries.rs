//! Reading a descriptor: `memref.dim` (a constant, a size field, or for a
//! dynamic index a load from a stack copy of the sizes; unranked: a load
//! from the ranked descriptor), `memref.rank`,
//! `memref.extract_aligned_pointer_as_index` and
//! `memref.extract_strided_metadata`.

use mlir_core::conversion::{ConversionPatternRewriter, OpConversionPattern, ValueVector};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Op, Value};
use mlir_core::rewrite::RewriteResult;
use mlir_core::{Context, Type, TypeData};

use super::support::{
    GepArg, convert_or_fail, gep, memref_element, memref_shape, ptr_type, unranked_aligned_ptr,
};
use crate::conversion::llvm_common::{
    LlvmTypeConverter, MemRefDescriptor, UnrankedMemRefDescriptor, converted_operands,
    extract_value, index_constant, member_type,
};
use crate::llvm::{AddOp, ArrayType, GepNoWrapFlags, IntegerOverflowFlags, PtrToIntOp};
use crate::memref;

/// The constant integer `value` holds, when a constant op defines it.
fn constant_index(rw: &ConversionPatternRewriter<'_>, value: Value) -> Option<i64> {
    let def = value.defining_op(rw)?;
    let name = def.name(rw).as_str(rw.ctx()).to_string();
    if name != "arith.constant" && name != "index.constant" && name != "llvm.mlir.constant" {
        return None;
    }
    def.get_attr(rw, "value")?.as_integer(rw.ctx())?.as_i64()
}

/// Whether `ty` is a ranked memref.
fn is_ranked(ctx: &Context, ty: Type) -> bool {
    matches!(ty.data(ctx), TypeData::MemRef { .. })
}

/// `memref.dim`.
pub struct DimLowering {
    /// The type converter.
    pub converter: LlvmTypeConverter,
}

impl OpConversionPattern for DimLowering {
    type Op = memref::DimOp;

    fn generated_ops(&self) -> &[&'static str] {
        &["llvm.extractvalue", "llvm.load"]
    }

    fn match_and_rewrite(
        &self,
        dim: memref::DimOp,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let op = dim.as_op();
        let ctx = rw.ctx_arc().clone();
        let loc = op.loc(rw);
        let values = converted_operands(rw, op, operands)?;
        let (source, index) = (values[0], values[1]);
        let source_ty = op.operand(rw, 0).ty(rw);
        let conv = &self.converter;
        let index_ty = conv.index_type(&ctx);
        let result = if let Some(shape) = memref_shape(&ctx, source_ty) {
            let rank = shape.len();
            let known = constant_index(rw, op.operand(rw, 1))
                .and_then(|i| usize::try_from(i).ok())
                .filter(|&i| i < rank);
            if let Some(i) = known {
                if shape[i] == mlir_core::context::builtin::types::DYNAMIC {
                    MemRefDescriptor::new(source).size(rw, loc, i)
                } else {
                    index_constant(rw, loc, conv, shape[i])
                }
            } else {
                // A copy of the sizes on the stack, read at the index.
                let array: Type = ArrayType::get(&ctx, index_ty, rank as u64).into();
                let ptr = ptr_type(rw, 0);
                let one = index_constant(rw, loc, conv, 1);
                if member_type(&ctx, source.ty(rw), &[3]).is_none() {
                    return rw.notify_match_failure(op, "a rank-0 memref has no sizes");
                }
                let sizes = extract_value(rw, loc, source, &[3]);
                let slot = super::support::alloca(rw, loc, ptr, one, None, array);
                super::support::store(rw, loc, sizes, slot, None, false);
                let at = gep(
                    rw,
                    loc,
                    slot,
                    array,
                    &[GepArg::Const(0), GepArg::Value(index)],
                    GepNoWrapFlags::NONE,
                );
                super::support::load(rw, loc, index_ty, at, None, false)
            }
        } else {
            if conv.memref_address_space(&ctx, source_ty).is_none() {
                return rw.notify_match_failure(op, "memory space not convertible");
            }
            let element = memref_element(&ctx, source_ty).expect("an unranked memref");
            let scalar = ctx.memref_type(&[], element);
            let scalar_desc = convert_or_fail(rw, conv, op, scalar)?;
            let desc_ptr = UnrankedMemRefDescriptor::new(source).memref_ptr(rw, loc);
            let offset_ptr = gep(
                rw,
                loc,
                desc_ptr,
                scalar_desc,
                &[GepArg::Const(0), GepArg::Const(2)],
                GepNoWrapFlags::NONE,
            );
            let one = index_constant(rw, loc, conv, 1);
            let plus_one =
                AddOp::build(rw, loc, index_ty, one, index, Some(IntegerOverflowFlags::NONE))
                    .res(rw);
            let size_ptr = gep(
                rw,
                loc,
                offset_ptr,
                index_ty,
                &[GepArg::Value(plus_one)],
                GepNoWrapFlags::NONE,
            );
            super::support::load(rw, loc, index_ty, size_ptr, None, false)
        };
        rw.replace_op(op, &[result]);
        Ok(())
    }
}

/// `memref.rank`: a constant, or an unranked descriptor's rank.
pub struct RankLowering {
    /// The type converter.
    pub converter: LlvmTypeConverter,
}

impl OpConversionPattern for RankLowering {
    type Op = memref::RankOp;

    fn match_and_rewrite(
        &self,
        rank: memref::RankOp,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let op = rank.as_op();
        let ctx = rw.ctx_arc().clone();
        let loc = op.loc(rw);
        let values = converted_operands(rw, op, operands)?;
        let ty = op.operand(rw, 0).ty(rw);
        let result = match memref_shape(&ctx, ty) {
            Some(shape) => index_constant(rw, loc, &self.converter, shape.len() as i64),
            None => UnrankedMemRefDescriptor::new(values[0]).rank(rw, loc),
        };
        rw.replace_op(op, &[result]);
        Ok(())
    }
}

/// `memref.extract_aligned_pointer_as_index`: `llvm.ptrtoint` of the
/// aligned pointer.
pub struct ExtractAlignedPointerLowering {
    /// The type converter.
    pub converter: LlvmTypeConverter,
}

impl OpConversionPattern for ExtractAlignedPointerLowering {
    type Op = memref::ExtractAlignedPointerAsIndexOp;

    fn generated_ops(&self) -> &[&'static str] {
        &["llvm.ptrtoint"]
    }

    fn match_and_rewrite(
        &self,
        extract_op: memref::ExtractAlignedPointerAsIndexOp,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let op = extract_op.as_op();
        let ctx = rw.ctx_arc().clone();
        let loc = op.loc(rw);
        let values = converted_operands(rw, op, operands)?;
        let ty = op.operand(rw, 0).ty(rw);
        let aligned = if is_ranked(&ctx, ty) {
            MemRefDescriptor::new(values[0]).aligned_ptr(rw, loc)
        } else {
            let Some(space) = self.converter.memref_address_space(&ctx, ty) else {
                return rw.notify_match_failure(op, "memory space not convertible");
            };
            let desc_ptr = UnrankedMemRefDescriptor::new(values[0]).memref_ptr(rw, loc);
            let elem_ptr = ptr_type(rw, space);
            unranked_aligned_ptr(rw, loc, desc_ptr, elem_ptr)
        };
        let index_ty = self.converter.index_type(&ctx);
        let result = PtrToIntOp::build(rw, loc, index_ty, aligned).res(rw);
        rw.replace_op(op, &[result]);
        Ok(())
    }
}

/// `memref.extract_strided_metadata`: the base buffer as a rank-0
/// descriptor of the same pointers, then the offset, sizes and strides
/// fields.
pub struct ExtractStridedMetadataLowering {
    /// The type converter.
    pub converter: LlvmTypeConverter,
}

impl OpConversionPattern for ExtractStridedMetadataLowering {
    type Op = memref::ExtractStridedMetadataOp;

    fn generated_ops(&self) -> &[&'static str] {
        &["llvm.extractvalue", "llvm.insertvalue"]
    }

    fn match_and_rewrite(
        &self,
        extract_op: memref::ExtractStridedMetadataOp,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let op = extract_op.as_op();
        let ctx = rw.ctx_arc().clone();
        let loc = op.loc(rw);
        let values = converted_operands(rw, op, operands)?;
        let source = MemRefDescriptor::new(values[0]);
        let Some(shape) = memref_shape(&ctx, op.operand(rw, 0).ty(rw)) else {
            return rw.notify_match_failure(op, "an unranked source");
        };
        let base_ty = op.result(rw, 0).ty(rw);
        let base_desc_ty = convert_or_fail(rw, &self.converter, op, base_ty)?;
        let allocated = source.allocated_ptr(rw, loc);
        let aligned = source.aligned_ptr(rw, loc);
        let mut base = MemRefDescriptor::poison(rw, loc, base_desc_ty);
        base.set_allocated_ptr(rw, loc, allocated);
        base.set_aligned_ptr(rw, loc, aligned);
        let zero = index_constant(rw, loc, &self.converter, 0);
        base.set_offset(rw, loc, zero);
        let mut results = vec![base.value(), source.offset(rw, loc)];
        for dim in 0..shape.len() {
            results.push(source.size(rw, loc, dim));
        }
        for dim in 0..shape.len() {
            results.push(source.stride(rw, loc, dim));
        }
        rw.replace_op(op, &results);
        Ok(())
    }
}

/// The values of a descriptor as the op's operand `at` (used by the
/// view lowerings).
pub(super) fn operand_is_ranked(rw: &ConversionPatternRewriter<'_>, op: Op, at: usize) -> bool {
    is_ranked(rw.ctx(), op.operand(rw, at).ty(rw))
}
