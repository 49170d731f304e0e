//! Unranked memrefs crossing a call boundary (MLIR's
//! `copyUnrankedDescriptors`). An unranked descriptor points to a ranked
//! one, usually on the stack of the function that made it; so a function
//! returning one copies the ranked descriptor to the heap (`malloc`), and
//! its caller copies it back to its own stack (`alloca`) and frees the heap
//! copy.

use mlir_core::ir::{Op, OpBuilder, Value};
use mlir_core::{Location, Type, TypeData};

use crate::conversion::llvm_common::{
    LlvmTypeConverter, UnrankedMemRefDescriptor, call_function, lookup_or_create_function,
};
use crate::llvm::{AllocaOp, MemcpyOp, PtrType};

/// Where the copies of the ranked descriptors go.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum CopyTo {
    /// The heap, for a function returning the descriptors.
    Heap,
    /// The stack, for the caller receiving them; the heap copies are freed.
    Stack,
}

/// Replaces each value of `values` whose original type (`types`) is an
/// unranked memref by a descriptor pointing to a fresh copy of its ranked
/// descriptor, in the order of the values. `None` when `op` is outside a
/// module (the runtime functions cannot be declared).
pub(super) fn copy_unranked_descriptors(
    b: &mut impl OpBuilder,
    converter: &LlvmTypeConverter,
    op: Op,
    loc: Location,
    values: &mut [Value],
    types: &[Type],
    to: CopyTo,
) -> Option<()> {
    let ctx = b.ctx_arc().clone();
    let ptr: Type = PtrType::get(&ctx, 0).into();
    for (value, ty) in values.iter_mut().zip(types) {
        if !matches!(ty.data(&ctx), TypeData::UnrankedMemRef { .. }) {
            continue;
        }
        let descriptor = UnrankedMemRefDescriptor::new(*value);
        let size = descriptor.ranked_descriptor_size(b, loc, converter);
        let copy = match to {
            CopyTo::Heap => {
                let index = converter.index_type(&ctx);
                lookup_or_create_function(b, op, "malloc", &[index], Some(ptr))?;
                call_function(b, loc, "malloc", &[size], Some(ptr))?
            }
            CopyTo::Stack => {
                let i8_ty = ctx.integer_type(8);
                AllocaOp::build(b, loc, ptr, size, None, i8_ty, false).res(b)
            }
        };
        let source = descriptor.memref_ptr(b, loc);
        MemcpyOp::build(b, loc, copy, source, size, false, None, None, None, None, None, None);
        if to == CopyTo::Stack {
            lookup_or_create_function(b, op, "free", &[ptr], None)?;
            call_function(b, loc, "free", &[source], None);
        }
        let descriptor_type = value.ty(b);
        *value = descriptor.with_memref_ptr(b, loc, descriptor_type, copy).value();
    }
    Some(())
}
