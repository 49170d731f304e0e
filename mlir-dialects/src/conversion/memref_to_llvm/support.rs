//! What the memref lowerings share (MLIR's `ConvertToLLVMPattern`
//! helpers): the address of an element from a descriptor's strides and
//! offset, the sizes and strides of a new buffer, element sizes through
//! a `getelementptr` from null, rounding up to an alignment, and the
//! fields of a ranked descriptor an unranked one points to.

use mlir_core::context::builtin::types::DYNAMIC;
use mlir_core::conversion::ConversionPatternRewriter;
use mlir_core::ir::{Op, OpBuilder, Value};
use mlir_core::rewrite::MatchFailure;
use mlir_core::{Location, Type, TypeData};

use crate::conversion::llvm_common::{
    LlvmTypeConverter, MemRefDescriptor, index_constant, match_failure,
};
use crate::llvm::{
    AddOp, AllocaOp, GepNoWrapFlags, GepOp, IntegerOverflowFlags, LoadOp, MulOp, PtrToIntOp,
    PtrType, StoreOp, SubOp, URemOp, ZeroOp,
};

/// `GEP_DYNAMIC_INDEX` in a `getelementptr`'s constant indices: the next
/// dynamic index goes there.
const DYNAMIC_INDEX: i32 = crate::llvm::GEP_DYNAMIC_INDEX;

/// A `getelementptr` from `base` by `indices` (constants or values) over
/// `elem_type`, with `flags`.
pub(super) fn gep(
    b: &mut impl OpBuilder,
    loc: Location,
    base: Value,
    elem_type: Type,
    indices: &[GepArg],
    flags: GepNoWrapFlags,
) -> Value {
    let ty = base.ty(b);
    let mut raw = Vec::with_capacity(indices.len());
    let mut dynamic = Vec::new();
    for index in indices {
        match *index {
            GepArg::Const(c) => raw.push(c),
            GepArg::Value(v) => {
                raw.push(DYNAMIC_INDEX);
                dynamic.push(v);
            }
        }
    }
    let flags = (flags != GepNoWrapFlags::NONE).then_some(flags);
    GepOp::build(b, loc, ty, base, &dynamic, raw, elem_type, flags).res(b)
}

/// One index of a [`gep`].
#[derive(Clone, Copy)]
pub(super) enum GepArg {
    /// A constant index.
    Const(i32),
    /// A dynamic index.
    Value(Value),
}

/// `lhs * rhs` with `flags`.
pub(super) fn mul(
    b: &mut impl OpBuilder,
    loc: Location,
    lhs: Value,
    rhs: Value,
    flags: IntegerOverflowFlags,
) -> Value {
    let ty = lhs.ty(b);
    MulOp::build(b, loc, ty, lhs, rhs, Some(flags)).res(b)
}

/// `lhs + rhs` with `flags`.
pub(super) fn add(
    b: &mut impl OpBuilder,
    loc: Location,
    lhs: Value,
    rhs: Value,
    flags: IntegerOverflowFlags,
) -> Value {
    let ty = lhs.ty(b);
    AddOp::build(b, loc, ty, lhs, rhs, Some(flags)).res(b)
}

/// `lhs - rhs`.
pub(super) fn sub(b: &mut impl OpBuilder, loc: Location, lhs: Value, rhs: Value) -> Value {
    let ty = lhs.ty(b);
    SubOp::build(b, loc, ty, lhs, rhs, Some(IntegerOverflowFlags::NONE)).res(b)
}

/// `ty` (a memref, or a memref's element) converted by `converter`;
/// where it does not convert, the match failure of `op`.
pub(super) fn convert_or_fail(
    rw: &mut ConversionPatternRewriter<'_>,
    converter: &LlvmTypeConverter,
    op: Op,
    ty: Type,
) -> Result<Type, MatchFailure> {
    let ctx = rw.ctx_arc().clone();
    match converter.convert_type(&ctx, ty) {
        Some(converted) => Ok(converted),
        None => match_failure(rw, op, "incompatible memref type"),
    }
}

/// The pointer type of address space `space`.
pub(super) fn ptr_type(b: &impl OpBuilder, space: u32) -> Type {
    PtrType::get(b.ctx(), space).into()
}

/// The address of the element at `indices` of the memref of type
/// `memref` held by `descriptor` (MLIR's `getStridedElementPtr`): the
/// aligned pointer, moved by the offset when it is not 0, then by the sum
/// of each index times its stride (a stride of 1 multiplies nothing).
/// `flags` go on the `getelementptr`; its `inbounds` and `nuw` become
/// `nsw` and `nuw` on the index arithmetic.
pub(super) fn strided_element_ptr(
    b: &mut impl OpBuilder,
    loc: Location,
    converter: &LlvmTypeConverter,
    memref: Type,
    descriptor: Value,
    indices: &[Value],
    flags: GepNoWrapFlags,
) -> Option<Value> {
    let ctx = b.ctx_arc().clone();
    let layout = memref.strides_and_offset(&ctx)?;
    let element = memref_element(&ctx, memref)?;
    let element = converter.convert_type(&ctx, element)?;
    let desc = MemRefDescriptor::new(descriptor);
    let base = buffer_ptr(b, loc, converter, desc, layout.offset, element);
    let mut int_flags = IntegerOverflowFlags::NONE;
    if flags.contains(GepNoWrapFlags::INBOUNDS_FLAG) || flags.contains(GepNoWrapFlags::NUSW) {
        int_flags |= IntegerOverflowFlags::NSW;
    }
    if flags.contains(GepNoWrapFlags::NUW) {
        int_flags |= IntegerOverflowFlags::NUW;
    }
    let mut index: Option<Value> = None;
    for (dim, &increment) in indices.iter().enumerate() {
        let stride = layout.strides[dim];
        let mut increment = increment;
        if stride != 1 {
            let stride = if stride == DYNAMIC {
                desc.stride(b, loc, dim)
            } else {
                index_constant(b, loc, converter, stride)
            };
            increment = mul(b, loc, increment, stride, int_flags);
        }
        index = Some(match index {
            Some(sum) => add(b, loc, sum, increment, int_flags),
            None => increment,
        });
    }
    Some(match index {
        Some(index) => gep(b, loc, base, element, &[GepArg::Value(index)], flags),
        None => base,
    })
}

/// The aligned pointer moved to the first element (MLIR's `bufferPtr`).
fn buffer_ptr(
    b: &mut impl OpBuilder,
    loc: Location,
    converter: &LlvmTypeConverter,
    desc: MemRefDescriptor,
    offset: i64,
    element: Type,
) -> Value {
    let ptr = desc.aligned_ptr(b, loc);
    if offset == 0 {
        return ptr;
    }
    let offset = if offset == DYNAMIC {
        desc.offset(b, loc)
    } else {
        index_constant(b, loc, converter, offset)
    };
    gep(b, loc, ptr, element, &[GepArg::Value(offset)], GepNoWrapFlags::NONE)
}

/// A memref's element type.
pub(super) fn memref_element(ctx: &mlir_core::Context, memref: Type) -> Option<Type> {
    match memref.data(ctx) {
        TypeData::MemRef { element, .. } | TypeData::UnrankedMemRef { element, .. } => {
            Some(*element)
        }
        _ => None,
    }
}

/// A ranked memref's shape.
pub(super) fn memref_shape(ctx: &mlir_core::Context, memref: Type) -> Option<Vec<i64>> {
    match memref.data(ctx) {
        TypeData::MemRef { shape, .. } => Some(shape.to_vec()),
        _ => None,
    }
}

/// Whether a ranked memref converts and has the identity layout.
pub(super) fn convertible_with_identity_layout(
    ctx: &mlir_core::Context,
    converter: &LlvmTypeConverter,
    memref: Type,
) -> bool {
    let TypeData::MemRef { layout, .. } = memref.data(ctx) else { return false };
    let identity = match layout {
        None => true,
        Some(l) => ctx.affine_map_of(*l).is_some_and(|m| m.is_identity()),
    };
    identity && converter.convert_type(ctx, memref).is_some()
}

/// The sizes, the strides (of the identity layout) and the element count
/// or byte size of a new buffer of type `memref` with `dynamic` sizes
/// (MLIR's `getMemRefDescriptorSizes`).
pub(super) struct BufferSizes {
    /// One size per dimension.
    pub sizes: Vec<Value>,
    /// One stride per dimension.
    pub strides: Vec<Value>,
    /// The number of elements, or of bytes when asked.
    pub size: Value,
}

/// See [`BufferSizes`].
pub(super) fn buffer_sizes(
    b: &mut impl OpBuilder,
    loc: Location,
    converter: &LlvmTypeConverter,
    memref: Type,
    dynamic: &[Value],
    in_bytes: bool,
) -> Option<BufferSizes> {
    let ctx = b.ctx_arc().clone();
    let shape = memref_shape(&ctx, memref)?;
    let mut dynamic = dynamic.iter();
    let mut sizes = Vec::with_capacity(shape.len());
    for &size in &shape {
        sizes.push(if size == DYNAMIC {
            *dynamic.next()?
        } else {
            index_constant(b, loc, converter, size)
        });
    }
    let mut strides: Vec<Option<Value>> = vec![None; shape.len()];
    let mut stride = 1i64;
    let mut running = index_constant(b, loc, converter, 1);
    for i in (0..shape.len()).rev() {
        strides[i] = Some(running);
        let use_size = stride == 1;
        if shape[i] == DYNAMIC {
            stride = DYNAMIC;
        }
        if stride != DYNAMIC {
            stride *= shape[i];
        }
        running = if use_size {
            sizes[i]
        } else if stride == DYNAMIC {
            mul(b, loc, running, sizes[i], IntegerOverflowFlags::NONE)
        } else {
            index_constant(b, loc, converter, stride)
        };
    }
    let size = if in_bytes {
        let element = converter.convert_type(&ctx, memref_element(&ctx, memref)?)?;
        let ptr = ptr_type(b, 0);
        let null = ZeroOp::build(b, loc, ptr).res(b);
        let end = gep(b, loc, null, element, &[GepArg::Value(running)], GepNoWrapFlags::NONE);
        let index = converter.index_type(&ctx);
        PtrToIntOp::build(b, loc, index, end).res(b)
    } else {
        running
    };
    let strides = strides.into_iter().map(|s| s.expect("set for every dimension")).collect();
    Some(BufferSizes { sizes, strides, size })
}

/// The size in bytes of one element of type `element` (converted), as
/// `ptrtoint (getelementptr null[1])` (MLIR's `getSizeInBytes`).
pub(super) fn size_in_bytes(
    b: &mut impl OpBuilder,
    loc: Location,
    converter: &LlvmTypeConverter,
    element: Type,
) -> Option<Value> {
    let ctx = b.ctx_arc().clone();
    let element = converter.convert_type(&ctx, element)?;
    let ptr = ptr_type(b, 0);
    let null = ZeroOp::build(b, loc, ptr).res(b);
    let end = gep(b, loc, null, element, &[GepArg::Const(1)], GepNoWrapFlags::NONE);
    let index = converter.index_type(&ctx);
    Some(PtrToIntOp::build(b, loc, index, end).res(b))
}

/// `input` rounded up to a multiple of `alignment` (MLIR's
/// `createAligned`): `(input + alignment - 1) - (input + alignment - 1) %
/// alignment`.
pub(super) fn round_up(
    b: &mut impl OpBuilder,
    loc: Location,
    converter: &LlvmTypeConverter,
    input: Value,
    alignment: Value,
) -> Value {
    let one = index_constant(b, loc, converter, 1);
    let bump = sub(b, loc, alignment, one);
    let bumped = add(b, loc, input, bump, IntegerOverflowFlags::NONE);
    let ty = bumped.ty(b);
    let rem = URemOp::build(b, loc, ty, bumped, alignment).res(b);
    sub(b, loc, bumped, rem)
}

/// Loads the allocated pointer of the ranked descriptor `desc_ptr` points
/// to.
pub(super) fn unranked_allocated_ptr(
    b: &mut impl OpBuilder,
    loc: Location,
    desc_ptr: Value,
    elem_ptr: Type,
) -> Value {
    load(b, loc, elem_ptr, desc_ptr, None, false)
}

/// Loads the aligned pointer of the ranked descriptor `desc_ptr` points
/// to.
pub(super) fn unranked_aligned_ptr(
    b: &mut impl OpBuilder,
    loc: Location,
    desc_ptr: Value,
    elem_ptr: Type,
) -> Value {
    let field = gep(b, loc, desc_ptr, elem_ptr, &[GepArg::Const(1)], GepNoWrapFlags::NONE);
    load(b, loc, elem_ptr, field, None, false)
}

/// `llvm.load %ptr : ty`, with an alignment when non-zero.
pub(super) fn load(
    b: &mut impl OpBuilder,
    loc: Location,
    ty: Type,
    ptr: Value,
    alignment: Option<i64>,
    nontemporal: bool,
) -> Value {
    LoadOp::build(
        b,
        loc,
        ty,
        ptr,
        alignment,
        false,
        nontemporal,
        false,
        false,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
    )
    .res(b)
}

/// `llvm.store %value, %ptr`, with an alignment when non-zero.
pub(super) fn store(
    b: &mut impl OpBuilder,
    loc: Location,
    value: Value,
    ptr: Value,
    alignment: Option<i64>,
    nontemporal: bool,
) {
    StoreOp::build(
        b,
        loc,
        value,
        ptr,
        alignment,
        false,
        nontemporal,
        false,
        None,
        None,
        None,
        None,
        None,
        None,
    );
}

/// `llvm.alloca %count x elem_type`, with an alignment when non-zero.
pub(super) fn alloca(
    b: &mut impl OpBuilder,
    loc: Location,
    ptr: Type,
    count: Value,
    alignment: Option<i64>,
    elem_type: Type,
) -> Value {
    AllocaOp::build(b, loc, ptr, count, alignment, elem_type, false).res(b)
}
