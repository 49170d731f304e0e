//! The LLVM type converter (MLIR's `LLVMTypeConverter`): how the standard
//! lowerings to the `llvm` dialect change types.
//!
//! | type | becomes |
//! |---|---|
//! | `index` | `i64`, or `iN` with the `index-bitwidth` option |
//! | `iN`, `siN`, `uiN` | `iN` (signless) |
//! | `f16`, `bf16`, `f32`, `f64`, `f80`, `f128` | themselves |
//! | the 4-, 6- and 8-bit floats | the integer of their width |
//! | `complex<T>` | `!llvm.struct<(T', T')>` |
//! | `vector<NxT>` (also scalable) | `vector<NxT'>`; `vector<T>` is `vector<1xT'>` |
//! | `vector<AxBx…xNxT>` | `!llvm.array<A x array<B x … vector<NxT'>>>` (only the last dimension may be scalable) |
//! | `(ins) -> (outs)` | `!llvm.ptr` |
//! | `memref<…xT, space>` (strided layout) | its descriptor, `!llvm.struct<(ptr, ptr, i64, array<R x i64>, array<R x i64>)>` (no arrays at rank 0) |
//! | `memref<*xT, space>` | `!llvm.struct<(i64, ptr)>` |
//! | LLVM types | themselves, their members converted |
//!
//! Anything else (`tensor`, `tuple`, `none`, `tf32`, a memref with a
//! layout that is not strided or a memory space that is not an integer) does
//! not convert. A memref's memory space becomes its pointers' address space
//! through the converter's attribute conversions, an integer attribute by
//! default.
//!
//! Where converted and unconverted values meet, both materializations
//! build `builtin.unrealized_conversion_cast`s.
//!
//! Function signatures (`convert_function_signature`) expand each memref
//! argument into its descriptor's fields, or with the bare-pointer calling
//! convention into one pointer, and pack several results into a struct.

use std::sync::{Arc, OnceLock, Weak};

use mlir_core::context::builtin::types::DYNAMIC;
use mlir_core::conversion::{SignatureConversion, TypeConversion, TypeConverter};
use mlir_core::ir::{Builder, OperationState, Value};
use mlir_core::support::float::FloatKind;
use mlir_core::{Attribute, Context, Location, Type, TypeData};

use crate::llvm::{ArrayType, FunctionType, PtrType, StructType};

/// The options of the lowerings to LLVM (MLIR's `LowerToLLVMOptions`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LowerToLlvmOptions {
    /// The width of `index` once lowered; 0 means the machine word, 64 bits.
    pub index_bitwidth: u32,
    /// Whether functions take and return statically shaped memrefs with an
    /// identity layout as bare pointers to their elements.
    pub use_bare_ptr_call_conv: bool,
}

impl LowerToLlvmOptions {
    /// The options with the given `index-bitwidth` (0: the machine word).
    pub fn with_index_bitwidth(index_bitwidth: u32) -> Self {
        LowerToLlvmOptions { index_bitwidth, ..Self::default() }
    }

    /// The width `index` lowers to.
    pub fn index_width(&self) -> u32 {
        if self.index_bitwidth == 0 { 64 } else { self.index_bitwidth }
    }
}

/// The LLVM type converter: the generic [`TypeConverter`] with the LLVM
/// conversions (see the module doc), and what the lowerings need to know
/// beyond types (the options, descriptor layouts, signatures).
#[derive(Clone)]
pub struct LlvmTypeConverter {
    converter: Arc<TypeConverter>,
    options: LowerToLlvmOptions,
}

impl LlvmTypeConverter {
    /// The converter with `options`.
    pub fn new(options: LowerToLlvmOptions) -> Self {
        Self::with_extra(options, |_| {})
    }

    /// The converter with `options` and the conversions `extend` adds to
    /// the generic converter after the LLVM ones (tried first), so a
    /// user's types lower too.
    pub fn with_extra(
        options: LowerToLlvmOptions,
        extend: impl FnOnce(&mut TypeConverter),
    ) -> Self {
        let whole = Arc::new(OnceLock::new());
        let mut converter = TypeConverter::new();
        add_llvm_conversions(&mut converter, options, whole.clone());
        extend(&mut converter);
        let converter = Arc::new(converter);
        // The converter refers to itself weakly, so dropping it frees it.
        let _ = whole.set(Arc::downgrade(&converter));
        LlvmTypeConverter { converter, options }
    }

    /// The generic converter, to hand to conversion patterns.
    pub fn converter(&self) -> &Arc<TypeConverter> {
        &self.converter
    }

    /// The options.
    pub fn options(&self) -> LowerToLlvmOptions {
        self.options
    }

    /// The integer type `index` lowers to.
    pub fn index_type(&self, ctx: &Context) -> Type {
        ctx.integer_type(self.options.index_width())
    }

    /// The width of `index` once lowered.
    pub fn index_bitwidth(&self) -> u32 {
        self.options.index_width()
    }

    /// The single type `ty` converts to.
    pub fn convert_type(&self, ctx: &Context, ty: Type) -> Option<Type> {
        self.converter.convert_type_1to1(ctx, ty)
    }

    /// The address space a memref's pointers get, or `None` when its
    /// memory space does not convert to one.
    pub fn memref_address_space(&self, ctx: &Context, memref: Type) -> Option<u32> {
        address_space(&self.converter, ctx, memref)
    }

    /// The types of a ranked memref's descriptor fields: allocated and
    /// aligned pointers, offset, then sizes and strides (grouped, as in the
    /// struct, when `unpack` is false; one index per size and stride when it
    /// is true, as function arguments are expanded).
    pub fn memref_descriptor_fields(
        &self,
        ctx: &Context,
        memref: Type,
        unpack: bool,
    ) -> Option<Vec<Type>> {
        descriptor_fields(&self.converter, self.options, ctx, memref, unpack)
    }

    /// The types of an unranked memref's descriptor fields: rank, then a
    /// pointer to the ranked descriptor.
    pub fn unranked_descriptor_fields(&self, ctx: &Context, memref: Type) -> Option<Vec<Type>> {
        let space = address_space(&self.converter, ctx, memref)?;
        Some(vec![self.index_type(ctx), PtrType::get(ctx, space).into()])
    }

    /// Whether `ty` is a memref the bare-pointer convention passes as one
    /// pointer: ranked, with a static shape and an identity (or strided
    /// canonical) layout.
    pub fn can_convert_to_bare_ptr(&self, ctx: &Context, ty: Type) -> bool {
        let TypeData::MemRef { shape, .. } = ty.data(ctx) else { return false };
        if shape.contains(&DYNAMIC) {
            return false;
        }
        let Some(layout) = ty.strides_and_offset(ctx) else { return false };
        layout.offset != DYNAMIC && layout.strides.iter().all(|&s| s != DYNAMIC)
    }

    /// The type a function argument of type `ty` becomes, one or several:
    /// a memref's descriptor fields (or one pointer with the bare-pointer
    /// convention), any other type converted.
    pub fn convert_call_argument(&self, ctx: &Context, ty: Type) -> Option<Vec<Type>> {
        match ty.data(ctx) {
            TypeData::MemRef { .. } if self.options.use_bare_ptr_call_conv => {
                if !self.can_convert_to_bare_ptr(ctx, ty) {
                    return None;
                }
                let space = address_space(&self.converter, ctx, ty)?;
                Some(vec![PtrType::get(ctx, space).into()])
            }
            TypeData::MemRef { .. } => self.memref_descriptor_fields(ctx, ty, true),
            TypeData::UnrankedMemRef { .. } => self.unranked_descriptor_fields(ctx, ty),
            _ => self.convert_type(ctx, ty).map(|t| vec![t]),
        }
    }

    /// The converted signature of a function of `inputs` (each argument's
    /// types, memrefs expanded) and its one LLVM result type (`!llvm.void`
    /// for none, a literal struct packing several), or `None` when a type
    /// does not convert.
    pub fn convert_function_signature(
        &self,
        ctx: &Context,
        inputs: &[Type],
        results: &[Type],
    ) -> Option<(SignatureConversion, Type)> {
        let mut signature = SignatureConversion::new(inputs.len());
        for (index, &ty) in inputs.iter().enumerate() {
            signature.add_inputs(index, &self.convert_call_argument(ctx, ty)?);
        }
        Some((signature, self.pack_function_results(ctx, results)?))
    }

    /// The single LLVM type a function's results are returned as: the one
    /// converted result, `!llvm.void` for none, or a literal struct of them.
    /// With the bare-pointer convention a result memref is one pointer.
    pub fn pack_function_results(&self, ctx: &Context, results: &[Type]) -> Option<Type> {
        let mut converted = Vec::with_capacity(results.len());
        for &ty in results {
            converted.push(self.convert_result_type(ctx, ty)?);
        }
        Some(match converted.as_slice() {
            [] => crate::llvm::VoidType::get(ctx).into(),
            [one] => *one,
            _ => StructType::literal(ctx, converted, false).into(),
        })
    }

    /// The type a function result of type `ty` is returned as.
    pub fn convert_result_type(&self, ctx: &Context, ty: Type) -> Option<Type> {
        if self.options.use_bare_ptr_call_conv && matches!(ty.data(ctx), TypeData::MemRef { .. }) {
            if !self.can_convert_to_bare_ptr(ctx, ty) {
                return None;
            }
            let space = address_space(&self.converter, ctx, ty)?;
            return Some(PtrType::get(ctx, space).into());
        }
        self.convert_type(ctx, ty)
    }

    /// The `!llvm.func` type of a function with `inputs` and `results`
    /// after conversion.
    pub fn convert_function_type(
        &self,
        ctx: &Context,
        inputs: &[Type],
        results: &[Type],
        var_arg: bool,
    ) -> Option<(SignatureConversion, FunctionType)> {
        let (signature, result) = self.convert_function_signature(ctx, inputs, results)?;
        let ty = FunctionType::get(ctx, result, signature.converted_types().to_vec(), var_arg);
        Some((signature, ty))
    }
}

/// Adds the LLVM conversions of the module doc to `converter`. A
/// memref's element type is converted by the whole converter (a user's
/// conversions included), which the callback reaches through `whole`, set
/// once the converter is built.
fn add_llvm_conversions(
    converter: &mut TypeConverter,
    options: LowerToLlvmOptions,
    whole: Arc<OnceLock<Weak<TypeConverter>>>,
) {
    let index_width = options.index_width();
    // Values whose types stay unconverted meet converted ones through
    // unrealized casts, left for a later conversion to cancel.
    converter.add_source_materialization(unrealized_cast);
    converter.add_target_materialization(unrealized_cast);
    converter.add_conversion_with(move |ctx, ty| convert_builtin(ctx, ty, index_width));
    converter.add_conversion_with(move |ctx, ty| {
        let Some(whole) = whole.get().and_then(Weak::upgrade) else {
            return TypeConversion::NotHandled;
        };
        match ty.data(ctx) {
            TypeData::MemRef { .. } => match descriptor_fields(&whole, options, ctx, ty, false) {
                Some(fields) => converted(StructType::literal(ctx, fields, false).into()),
                None => TypeConversion::Failed,
            },
            TypeData::UnrankedMemRef { .. } => match address_space(&whole, ctx, ty) {
                Some(space) => {
                    let fields =
                        vec![ctx.integer_type(index_width), PtrType::get(ctx, space).into()];
                    converted(StructType::literal(ctx, fields, false).into())
                }
                None => TypeConversion::Failed,
            },
            _ => TypeConversion::NotHandled,
        }
    });
}

/// `builtin.unrealized_conversion_cast` of `inputs` to `outputs`.
fn unrealized_cast(
    b: &mut Builder<'_>,
    outputs: &[Type],
    inputs: &[Value],
    loc: Location,
) -> Option<Vec<Value>> {
    let mut state = OperationState::new(b.ctx().op_name("builtin.unrealized_conversion_cast"), loc);
    state.operands = inputs.to_vec();
    state.result_types = outputs.to_vec();
    let op = b.build(state);
    Some(op.results(b).collect())
}

fn converted(ty: Type) -> TypeConversion {
    TypeConversion::Converted(std::iter::once(ty).collect())
}

/// The conversion of every kind but memrefs (which need the element type's
/// conversion, this function, again).
fn convert_builtin(ctx: &Context, ty: Type, index_width: u32) -> TypeConversion {
    match convert_non_memref(ctx, ty, index_width) {
        Some(Some(t)) => converted(t),
        Some(None) => TypeConversion::Failed,
        None => TypeConversion::NotHandled,
    }
}

/// `None`: not a kind this converts (memrefs, unknown types); `Some(None)`:
/// a kind it refuses; `Some(Some(t))`: the converted type.
fn convert_non_memref(ctx: &Context, ty: Type, index_width: u32) -> Option<Option<Type>> {
    let recurse = |t: Type| -> Option<Type> {
        // A memref inside an LLVM aggregate or a vector is not converted
        // by this rule.
        convert_non_memref(ctx, t, index_width).unwrap_or_default()
    };
    Some(match ty.data(ctx) {
        TypeData::Index => Some(ctx.integer_type(index_width)),
        TypeData::Integer { width, .. } => Some(ctx.integer_type(*width)),
        TypeData::Float(kind) => convert_float(ctx, ty, *kind),
        TypeData::Complex(element) => {
            recurse(*element).map(|e| StructType::literal(ctx, vec![e, e], false).into())
        }
        TypeData::Function { .. } => Some(PtrType::get(ctx, 0).into()),
        TypeData::Vector { shape, scalable, element } => {
            convert_vector(ctx, shape, scalable, recurse(*element))
        }
        TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. } => return None,
        TypeData::Dialect(_) => return convert_llvm_type(ctx, ty, &recurse),
        _ => return None,
    })
}

/// The floats LLVM has stay; the small ones become integers of their
/// width; `tf32` does not convert.
fn convert_float(ctx: &Context, ty: Type, kind: FloatKind) -> Option<Type> {
    match kind {
        FloatKind::F16
        | FloatKind::BF16
        | FloatKind::F32
        | FloatKind::F64
        | FloatKind::F80
        | FloatKind::F128 => Some(ty),
        FloatKind::TF32 => None,
        _ => ty.int_or_float_bit_width(ctx).map(|w| ctx.integer_type(w)),
    }
}

/// A vector: one dimension stays a vector, more become nested arrays of
/// the innermost dimension's vector. Only that dimension may be scalable.
fn convert_vector(
    ctx: &Context,
    shape: &[i64],
    scalable: &[bool],
    element: Option<Type>,
) -> Option<Type> {
    let element = element?;
    let is_scalable = |i: usize| scalable.get(i).copied().unwrap_or(false);
    if shape.is_empty() {
        return Some(ctx.vector_type(&[1], element));
    }
    let last = shape.len() - 1;
    if (0..last).any(is_scalable) {
        return None;
    }
    let innermost = if is_scalable(last) {
        ctx.get_type(TypeData::Vector {
            shape: Box::new([shape[last]]),
            scalable: Box::new([true]),
            element,
        })
    } else {
        ctx.vector_type(&[shape[last]], element)
    };
    let mut ty = innermost;
    for &size in shape[..last].iter().rev() {
        ty = ArrayType::get(ctx, ty, u64::try_from(size).ok()?).into();
    }
    Some(ty)
}

/// LLVM types keep their kind with their members converted; `None` for a
/// dialect type of another dialect.
fn convert_llvm_type(
    ctx: &Context,
    ty: Type,
    recurse: &dyn Fn(Type) -> Option<Type>,
) -> Option<Option<Type>> {
    if let Some(array) = ArrayType::try_from(ctx, ty) {
        let element = recurse(array.element_type(ctx));
        return Some(element.map(|e| ArrayType::get(ctx, e, array.num_elements(ctx)).into()));
    }
    if let Some(st) = StructType::try_from(ctx, ty) {
        if st.is_identified(ctx) {
            return Some(Some(ty));
        }
        let body: Option<Vec<Type>> = st.body(ctx).into_iter().map(recurse).collect();
        return Some(body.map(|b| StructType::literal(ctx, b, st.is_packed(ctx)).into()));
    }
    if let Some(func) = FunctionType::try_from(ctx, ty) {
        let result = recurse(func.return_type(ctx));
        let params: Option<Vec<Type>> = func.params(ctx).iter().copied().map(recurse).collect();
        return Some(match (result, params) {
            (Some(r), Some(p)) => Some(FunctionType::get(ctx, r, p, func.var_arg(ctx)).into()),
            _ => None,
        });
    }
    if ty.as_dialect_type(ctx).is_some_and(|d| d.def.dialect == "llvm") {
        return Some(Some(ty));
    }
    None
}

/// The address space of a memref's memory space: none is 0, an integer is
/// its value, anything else goes through the converter's attribute
/// conversions (which must give an integer).
fn address_space(converter: &TypeConverter, ctx: &Context, memref: Type) -> Option<u32> {
    let space = match memref.data(ctx) {
        TypeData::MemRef { memory_space, .. } | TypeData::UnrankedMemRef { memory_space, .. } => {
            *memory_space
        }
        _ => return None,
    };
    let Some(space) = space else { return Some(0) };
    let as_u32 = |attr: Attribute| {
        attr.as_integer(ctx).and_then(|v| u32::try_from(v.as_u64().unwrap_or(u64::MAX)).ok())
    };
    as_u32(space).or_else(|| converter.convert_attribute(ctx, memref, space).and_then(as_u32))
}

/// The descriptor fields of a ranked memref (see
/// [`LlvmTypeConverter::memref_descriptor_fields`]).
fn descriptor_fields(
    converter: &TypeConverter,
    options: LowerToLlvmOptions,
    ctx: &Context,
    memref: Type,
    unpack: bool,
) -> Option<Vec<Type>> {
    let TypeData::MemRef { shape, element, .. } = memref.data(ctx) else { return None };
    memref.strides_and_offset(ctx)?;
    converter.convert_type_1to1(ctx, *element)?;
    let space = address_space(converter, ctx, memref)?;
    let ptr: Type = PtrType::get(ctx, space).into();
    let index = ctx.integer_type(options.index_width());
    let rank = shape.len();
    let mut fields = vec![ptr, ptr, index];
    if rank == 0 {
        return Some(fields);
    }
    if unpack {
        fields.extend(std::iter::repeat_n(index, 2 * rank));
    } else {
        let array: Type = ArrayType::get(ctx, index, rank as u64).into();
        fields.extend([array, array]);
    }
    Some(fields)
}
