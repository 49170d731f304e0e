//! Buffers: `memref.alloc` (a call to `malloc`, the aligned pointer
//! rounded up inside the larger buffer, or to `aligned_alloc`),
//! `memref.alloca` (`llvm.alloca`), `memref.get_global` (the global's
//! address, a dead allocated pointer), each building the descriptor of an
//! identity layout; `memref.dealloc` (`free`) and `memref.global`
//! (`llvm.mlir.global`).

use mlir_core::context::builtin::types::DYNAMIC;
use mlir_core::conversion::{ConversionPatternRewriter, OpConversionPattern, ValueVector};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{InsertPoint, Op, OpBuilder, Value};
use mlir_core::rewrite::RewriteResult;
use mlir_core::{Attribute, Context, Location, Type, TypeData};

use super::MemRefLoweringOptions;
use super::support::{
    GepArg, buffer_sizes, convertible_with_identity_layout, gep, memref_element, memref_shape,
    ptr_type, round_up, size_in_bytes,
};
use crate::conversion::llvm_common::{
    LlvmTypeConverter, MemRefDescriptor, call_function, converted_operands, index_constant,
    index_valued_constant, lookup_or_create_function,
};
use crate::llvm::{
    AddOp, AddrSpaceCastOp, AddressOfOp, ArrayType, GepNoWrapFlags, IntToPtrOp,
    IntegerOverflowFlags, PtrToIntOp, ReturnOp, UndefOp,
};
use crate::memref;

/// The smallest alignment `aligned_alloc` is given (MLIR's
/// `kMinAlignedAllocAlignment`).
const MIN_ALIGNED_ALLOC_ALIGNMENT: i64 = 16;

/// Which allocation a [`lower_alloc_like`] makes.
#[derive(Clone, Copy, PartialEq, Eq)]
enum AllocKind {
    Heap,
    Stack,
    Global,
}

/// `memref.alloc` on the heap.
pub struct AllocLowering {
    /// The type converter.
    pub converter: LlvmTypeConverter,
    /// The pass options.
    pub options: MemRefLoweringOptions,
}

impl OpConversionPattern for AllocLowering {
    type Op = memref::AllocOp;

    fn generated_ops(&self) -> &[&'static str] {
        &["llvm.call", "llvm.insertvalue"]
    }

    fn match_and_rewrite(
        &self,
        op: memref::AllocOp,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        lower_alloc_like(&self.converter, self.options, AllocKind::Heap, op.as_op(), operands, rw)
    }
}

/// `memref.alloca` on the stack.
pub struct AllocaLowering {
    /// The type converter.
    pub converter: LlvmTypeConverter,
}

impl OpConversionPattern for AllocaLowering {
    type Op = memref::AllocaOp;

    fn generated_ops(&self) -> &[&'static str] {
        &["llvm.alloca", "llvm.insertvalue"]
    }

    fn match_and_rewrite(
        &self,
        op: memref::AllocaOp,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let options = MemRefLoweringOptions::default();
        lower_alloc_like(&self.converter, options, AllocKind::Stack, op.as_op(), operands, rw)
    }
}

/// `memref.get_global`: the address of the global's first element.
pub struct GetGlobalLowering {
    /// The type converter.
    pub converter: LlvmTypeConverter,
}

impl OpConversionPattern for GetGlobalLowering {
    type Op = memref::GetGlobalOp;

    fn generated_ops(&self) -> &[&'static str] {
        &["llvm.mlir.addressof", "llvm.insertvalue"]
    }

    fn match_and_rewrite(
        &self,
        op: memref::GetGlobalOp,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let options = MemRefLoweringOptions::default();
        lower_alloc_like(&self.converter, options, AllocKind::Global, op.as_op(), operands, rw)
    }
}

/// The integer value of `op`'s attribute `name`.
pub(super) fn int_attr(rw: &ConversionPatternRewriter<'_>, op: Op, name: &str) -> Option<i64> {
    op.get_attr(rw, name)?.as_integer(rw.ctx())?.as_i64()
}

/// The lowering every allocation shares (MLIR's
/// `AllocLikeOpLLVMLowering`): sizes and strides, the buffer, then the
/// descriptor.
fn lower_alloc_like(
    converter: &LlvmTypeConverter,
    options: MemRefLoweringOptions,
    kind: AllocKind,
    op: Op,
    operands: &[ValueVector],
    rw: &mut ConversionPatternRewriter<'_>,
) -> RewriteResult {
    let ctx = rw.ctx_arc().clone();
    let loc = op.loc(rw);
    let memref = op.result(rw, 0).ty(rw);
    if !convertible_with_identity_layout(&ctx, converter, memref) {
        return rw.notify_match_failure(op, "incompatible memref type");
    }
    let operands = converted_operands(rw, op, operands)?;
    let shape = memref_shape(&ctx, memref).unwrap_or_default();
    let dynamic_count = shape.iter().filter(|&&s| s == DYNAMIC).count();
    let dynamic = &operands[..dynamic_count.min(operands.len())];
    let Some(sizes) = buffer_sizes(rw, loc, converter, memref, dynamic, kind != AllocKind::Stack)
    else {
        return rw.notify_match_failure(op, "incompatible memref type");
    };
    let Some(space) = converter.memref_address_space(&ctx, memref) else {
        return rw.notify_match_failure(op, "memory space not convertible");
    };
    let buffer = match kind {
        AllocKind::Heap if options.use_aligned_alloc => {
            aligned_alloc(rw, converter, options, op, memref, space, sizes.size)
        }
        AllocKind::Heap => malloc(rw, converter, options, op, memref, space, sizes.size),
        AllocKind::Stack => {
            let element = converter.convert_type(&ctx, memref_element(&ctx, memref).unwrap());
            let Some(element) = element else {
                return rw.notify_match_failure(op, "incompatible memref type");
            };
            let alignment = int_attr(rw, op, "alignment").filter(|&a| a != 0);
            let ptr = ptr_type(rw, space);
            let alloca = super::support::alloca(rw, loc, ptr, sizes.size, alignment, element);
            Some((alloca, alloca))
        }
        AllocKind::Global => get_global_address(rw, converter, op, memref, space),
    };
    let Some((allocated, aligned)) = buffer else {
        return rw.notify_match_failure(op, "cannot lower the allocation");
    };
    let desc_ty = converter.convert_type(&ctx, memref).expect("checked above");
    let mut desc = MemRefDescriptor::poison(rw, loc, desc_ty);
    desc.set_allocated_ptr(rw, loc, allocated);
    desc.set_aligned_ptr(rw, loc, aligned);
    let zero = index_constant(rw, loc, converter, 0);
    desc.set_offset(rw, loc, zero);
    for (dim, &size) in sizes.sizes.iter().enumerate() {
        desc.set_size(rw, loc, dim, size);
    }
    for (dim, &stride) in sizes.strides.iter().enumerate() {
        desc.set_stride(rw, loc, dim, stride);
    }
    rw.replace_op(op, &[desc.value()]);
    Ok(())
}

/// The name of the C allocation function `name` (`malloc`,
/// `aligned_alloc`, `free`), or of its generic counterpart when asked
/// (`_mlir_memref_to_llvm_alloc` for `malloc`).
fn runtime_name(options: MemRefLoweringOptions, name: &str) -> String {
    if !options.use_generic_functions {
        return name.into();
    }
    let generic = if name == "malloc" { "alloc" } else { name };
    format!("_mlir_memref_to_llvm_{generic}")
}

/// Calls the allocation function `name` (see [`runtime_name`]; declared
/// if missing) with `args`, giving the pointer it returns in the address
/// space `space`.
fn call_alloc_fn(
    rw: &mut ConversionPatternRewriter<'_>,
    options: MemRefLoweringOptions,
    op: Op,
    name: &str,
    args: &[Value],
    space: u32,
) -> Option<Value> {
    let name = runtime_name(options, name);
    let params: Vec<Type> = args.iter().map(|a| a.ty(rw)).collect();
    let ptr = ptr_type(rw, 0);
    lookup_or_create_function(rw, op, &name, &params, Some(ptr))?;
    let loc = op.loc(rw);
    let raw = call_function(rw, loc, &name, args, Some(ptr))?;
    Some(cast_to_space(rw, loc, raw, space))
}

/// The pointer an allocation function returned, in the memref's address
/// space.
fn cast_to_space(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    ptr: Value,
    space: u32,
) -> Value {
    if space == 0 {
        return ptr;
    }
    let ty = ptr_type(rw, space);
    AddrSpaceCastOp::build(rw, loc, ty, ptr).res(rw)
}

/// `malloc` of the size plus the alignment, the aligned pointer rounded up
/// inside it.
fn malloc(
    rw: &mut ConversionPatternRewriter<'_>,
    converter: &LlvmTypeConverter,
    options: MemRefLoweringOptions,
    op: Op,
    memref: Type,
    space: u32,
    size: Value,
) -> Option<(Value, Value)> {
    let ctx = rw.ctx_arc().clone();
    let loc = op.loc(rw);
    let element = memref_element(&ctx, memref)?;
    let alignment = if let Some(a) = int_attr(rw, op, "alignment") {
        Some(index_constant(rw, loc, converter, a))
    } else if !is_signless_int_index_or_float(&ctx, element) {
        Some(size_in_bytes(rw, loc, converter, element)?)
    } else {
        None
    };
    let mut size = size;
    if let Some(alignment) = alignment {
        let ty = size.ty(rw);
        size = AddOp::build(rw, loc, ty, size, alignment, Some(IntegerOverflowFlags::NONE)).res(rw);
    }
    let allocated = call_alloc_fn(rw, options, op, "malloc", &[size], space)?;
    let Some(alignment) = alignment else { return Some((allocated, allocated)) };
    let index = converter.index_type(&ctx);
    let as_int = PtrToIntOp::build(rw, loc, index, allocated).res(rw);
    let aligned_int = round_up(rw, loc, converter, as_int, alignment);
    let ptr = ptr_type(rw, space);
    let aligned = IntToPtrOp::build(rw, loc, ptr, aligned_int, None).res(rw);
    Some((allocated, aligned))
}

/// `aligned_alloc` of the size rounded up to the alignment (when the
/// static size is not a multiple of it).
fn aligned_alloc(
    rw: &mut ConversionPatternRewriter<'_>,
    converter: &LlvmTypeConverter,
    options: MemRefLoweringOptions,
    op: Op,
    memref: Type,
    space: u32,
    size: Value,
) -> Option<(Value, Value)> {
    let ctx = rw.ctx_arc().clone();
    let loc = op.loc(rw);
    let element = memref_element(&ctx, memref)?;
    let element_size = element_size_in_bytes(&ctx, converter, element)?;
    let alignment = int_attr(rw, op, "alignment").unwrap_or_else(|| {
        (element_size.max(1) as u64).next_power_of_two().max(MIN_ALIGNED_ALLOC_ALIGNMENT as u64)
            as i64
    });
    let alignment_value = index_constant(rw, loc, converter, alignment);
    let shape = memref_shape(&ctx, memref)?;
    let multiple = !shape.contains(&DYNAMIC)
        && alignment != 0
        && (shape.iter().product::<i64>() * element_size) % alignment == 0;
    let size = if multiple { size } else { round_up(rw, loc, converter, size, alignment_value) };
    let ptr = call_alloc_fn(rw, options, op, "aligned_alloc", &[alignment_value, size], space)?;
    Some((ptr, ptr))
}

/// Whether `ty` is a signless integer, `index` or a float.
fn is_signless_int_index_or_float(ctx: &Context, ty: Type) -> bool {
    match ty.data(ctx) {
        TypeData::Integer { width, .. } => ty.is_signless_integer(ctx, *width),
        TypeData::Index | TypeData::Float(_) => true,
        _ => false,
    }
}

/// The size in bytes the data layout gives an element (MLIR's
/// `getMemRefEltSizeInBytes` with the default layout): integers and floats
/// their bytes, vectors their elements' bits rounded up to a power of
/// two.
fn element_size_in_bytes(ctx: &Context, converter: &LlvmTypeConverter, ty: Type) -> Option<i64> {
    let bits = match ty.data(ctx) {
        TypeData::Index => i64::from(converter.index_bitwidth()),
        TypeData::Vector { shape, element, .. } => {
            let elem = i64::from(element.int_or_float_bit_width(ctx)?);
            let total = shape.iter().product::<i64>() * elem;
            (total.max(1) as u64).next_power_of_two() as i64
        }
        _ => i64::from(ty.int_or_float_bit_width(ctx)?),
    };
    Some((bits + 7) / 8)
}

/// The address of a global's first element, and `0xdeadbeef` as the
/// allocated pointer (the buffer is never freed).
fn get_global_address(
    rw: &mut ConversionPatternRewriter<'_>,
    converter: &LlvmTypeConverter,
    op: Op,
    memref: Type,
    space: u32,
) -> Option<(Value, Value)> {
    let ctx = rw.ctx_arc().clone();
    let loc = op.loc(rw);
    let array = global_type(&ctx, converter, memref)?;
    let ptr = ptr_type(rw, space);
    let name = memref::GetGlobalOp::from_op_unchecked(op).global_name(rw).to_string();
    let address = AddressOfOp::build(rw, loc, ptr, &name).res(rw);
    let rank = memref_shape(&ctx, memref)?.len();
    let zeros = vec![GepArg::Const(0); rank + 1];
    let first = gep(rw, loc, address, array, &zeros, GepNoWrapFlags::NONE);
    // The pointer width of the data layout, whatever `index` lowers to.
    let int_ptr = ctx.integer_type(64);
    let dead_beef = index_valued_constant(rw, loc, int_ptr, 0xdead_beef);
    let dead = IntToPtrOp::build(rw, loc, ptr, dead_beef, None).res(rw);
    Some((dead, first))
}

/// The LLVM type of a global holding a memref: nested arrays of the
/// converted element, the element itself at rank 0.
fn global_type(ctx: &Context, converter: &LlvmTypeConverter, memref: Type) -> Option<Type> {
    let mut ty = converter.convert_type(ctx, memref_element(ctx, memref)?)?;
    for &size in memref_shape(ctx, memref)?.iter().rev() {
        ty = ArrayType::get(ctx, ty, u64::try_from(size).ok()?).into();
    }
    Some(ty)
}

/// `memref.dealloc`: `free` of the allocated pointer.
pub struct DeallocLowering {
    /// The type converter.
    pub converter: LlvmTypeConverter,
    /// The pass options.
    pub options: MemRefLoweringOptions,
}

impl OpConversionPattern for DeallocLowering {
    type Op = memref::DeallocOp;

    fn generated_ops(&self) -> &[&'static str] {
        &["llvm.call"]
    }

    fn match_and_rewrite(
        &self,
        op: memref::DeallocOp,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let op = op.as_op();
        let ctx = rw.ctx_arc().clone();
        let loc = op.loc(rw);
        let [source] = operands else { return rw.notify_match_failure(op, "one operand") };
        let [source] = source.as_slice() else {
            return rw.notify_match_failure(op, "an operand converted to several values");
        };
        let memref = op.operand(rw, 0).ty(rw);
        let ptr = match memref.data(&ctx) {
            TypeData::MemRef { .. } => MemRefDescriptor::new(*source).allocated_ptr(rw, loc),
            _ => {
                let Some(space) = self.converter.memref_address_space(&ctx, memref) else {
                    return rw.notify_match_failure(op, "memory space not convertible");
                };
                let desc_ptr =
                    crate::conversion::llvm_common::UnrankedMemRefDescriptor::new(*source)
                        .memref_ptr(rw, loc);
                let elem_ptr = ptr_type(rw, space);
                super::support::unranked_allocated_ptr(rw, loc, desc_ptr, elem_ptr)
            }
        };
        // Upstream passes a pointer of another address space as it is.
        let name = runtime_name(self.options, "free");
        let generic = ptr_type(rw, 0);
        if lookup_or_create_function(rw, op, &name, &[generic], None).is_none() {
            return rw.notify_match_failure(op, "not inside a module");
        }
        call_function(rw, loc, &name, &[ptr], None);
        rw.erase_op(op);
        Ok(())
    }
}

/// `memref.global`: `llvm.mlir.global` of the nested arrays, private when
/// the memref global is not public, its initial value kept (the element
/// of a splat at rank 0), `undef` for an uninitialized one.
pub struct GlobalLowering {
    /// The type converter.
    pub converter: LlvmTypeConverter,
}

impl OpConversionPattern for GlobalLowering {
    type Op = memref::GlobalOp;

    fn generated_ops(&self) -> &[&'static str] {
        &["llvm.mlir.global"]
    }

    fn match_and_rewrite(
        &self,
        global: memref::GlobalOp,
        _operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let op = global.as_op();
        let ctx = rw.ctx_arc().clone();
        let loc = op.loc(rw);
        let memref = global.global_type(rw);
        if !convertible_with_identity_layout(&ctx, &self.converter, memref) {
            return rw.notify_match_failure(op, "incompatible memref type");
        }
        let Some(array) = global_type(&ctx, &self.converter, memref) else {
            return rw.notify_match_failure(op, "incompatible memref type");
        };
        let Some(space) = self.converter.memref_address_space(&ctx, memref) else {
            return rw.notify_match_failure(op, "memory space not convertible");
        };
        let public = global.sym_visibility(rw).is_none_or(|v| v == "public");
        let linkage =
            if public { crate::llvm::Linkage::External } else { crate::llvm::Linkage::Private };
        let initial = op.get_attr(rw, "initial_value");
        let uninitialized = initial.is_some_and(|a| a == ctx.unit_attr());
        let mut value: Option<Attribute> = initial.filter(|_| !uninitialized);
        let rank = memref_shape(&ctx, memref).map_or(0, |s| s.len());
        if rank == 0 {
            value = value.and_then(|v| ctx.dense_element_at(v, 0));
        }
        let mut attrs: Vec<(&str, Attribute)> = vec![
            ("global_type", ctx.type_attr(array)),
            ("sym_name", ctx.string_attr(global.sym_name(rw))),
            ("linkage", linkage.attr(&ctx)),
            ("addr_space", ctx.integer_attr_i64(ctx.integer_type(32), i64::from(space))),
        ];
        if global.constant(rw) {
            attrs.push(("constant", ctx.unit_attr()));
        }
        if let Some(v) = value {
            attrs.push(("value", v));
        }
        if let Some(a) = int_attr(rw, op, "alignment").filter(|&a| a != 0) {
            attrs.push(("alignment", ctx.integer_attr_i64(ctx.integer_type(64), a)));
        }
        let new = build_global(rw, loc, &attrs);
        if uninitialized {
            let block = rw.create_block(new.region(rw, 0), None, &[]);
            let saved = rw.insertion_point();
            rw.set_insertion_point(InsertPoint::BlockEnd(block));
            let undef = UndefOp::build(rw, loc, array).res(rw);
            ReturnOp::build(rw, loc, Some(undef));
            rw.set_insertion_point(saved);
        }
        rw.replace_op(op, &[]);
        Ok(())
    }
}

/// `llvm.mlir.global` with `attrs` and its (empty) initializer region.
fn build_global(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    attrs: &[(&str, Attribute)],
) -> Op {
    let ctx = rw.ctx_arc().clone();
    let op_name = ctx.op_name("llvm.mlir.global");
    let mut state = mlir_core::ir::OperationState::new(op_name, loc);
    let properties = op_name.property_names(&ctx);
    state.props = vec![None; properties.len()];
    state.num_new_regions = 1;
    for &(attr_name, value) in attrs {
        match properties.iter().position(|p| *p == attr_name) {
            Some(slot) => state.props[slot] = Some(value),
            None => state.attrs.push(mlir_core::NamedAttr { name: ctx.ident(attr_name), value }),
        }
    }
    rw.build(state)
}
