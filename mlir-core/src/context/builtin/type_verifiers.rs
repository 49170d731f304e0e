//! The verifiers of the builtin type kinds (MLIR's `BuiltinTypes.cpp`
//! `verify` functions), with mlir-opt's messages: what `get_checked` of
//! [`IntegerType`], [`ComplexType`], [`VectorType`], [`RankedTensorType`],
//! [`UnrankedTensorType`], [`MemRefType`] and [`UnrankedMemRefType`]
//! report, and what the parser reports for the same mistakes. A dialect
//! type is a vector element when its `VectorElementTypeInterface` says so,
//! and a memref layout is checked by what it is (`memref_layout.rs`); both
//! interfaces are defined above this layer and answer through
//! `interface_hooks`.
//!
//! [`IntegerType`]: crate::context::builtin::types::IntegerType
//! [`ComplexType`]: crate::context::builtin::types::ComplexType
//! [`VectorType`]: crate::context::builtin::types::VectorType
//! [`RankedTensorType`]: crate::context::builtin::types::RankedTensorType
//! [`UnrankedTensorType`]: crate::context::builtin::types::UnrankedTensorType
//! [`MemRefType`]: crate::context::builtin::types::MemRefType
//! [`UnrankedMemRefType`]: crate::context::builtin::types::UnrankedMemRefType

use crate::context::Context;
use crate::context::builtin::attributes::{AttrData, Attribute};
use crate::context::builtin::memref_layout::verify_memref_layout;
use crate::context::builtin::types::{DYNAMIC, Type, TypeData};
use crate::context::display_hooks::type_text;
use crate::context::interface_hooks::dialect_vector_element;
use crate::support::apint::Signedness;

/// The widest integer type, in bits (MLIR's `IntegerType::kMaxWidth`).
pub const MAX_INTEGER_WIDTH: u32 = 16_777_215;

/// `iN`: the width is at most [`MAX_INTEGER_WIDTH`].
pub(crate) fn verify_integer(_: &Context, width: &u32, _: &Signedness) -> Result<(), String> {
    if *width > MAX_INTEGER_WIDTH {
        return Err(format!("integer bitwidth is limited to {MAX_INTEGER_WIDTH} bits"));
    }
    Ok(())
}

/// `complex<T>`: the parts are integers or floats.
pub(crate) fn verify_complex(ctx: &Context, element: &Type) -> Result<(), String> {
    match element.data(ctx) {
        TypeData::Integer { .. } | TypeData::Float(_) => Ok(()),
        _ => Err("invalid element type for complex".into()),
    }
}

/// `vector<…>`: positive sizes, one scalability flag per dimension when
/// any is scalable, and an element a vector may hold.
pub(crate) fn verify_vector(
    ctx: &Context,
    shape: &[i64],
    scalable: &[bool],
    element: &Type,
) -> Result<(), String> {
    let builtin_element = matches!(
        element.data(ctx),
        TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_)
    );
    if !builtin_element && !dialect_vector_element(ctx, *element) {
        return Err("failed to verify 'elementType': VectorElementTypeInterface instance".into());
    }
    verify_vector_shape(shape, scalable)
}

/// The shape part of [`verify_vector`]: positive sizes, and scalability
/// flags for every dimension or none.
fn verify_vector_shape(shape: &[i64], scalable: &[bool]) -> Result<(), String> {
    if shape.iter().any(|&d| d <= 0) {
        let dims: Vec<String> = shape.iter().map(i64::to_string).collect();
        return Err(format!(
            "vector types must have positive constant sizes but got {}",
            dims.join(", ")
        ));
    }
    // An empty list stands for "no dimension is scalable".
    if !scalable.is_empty() && scalable.len() != shape.len() {
        return Err(format!(
            "number of dims must match, got {} and {}",
            scalable.len(),
            shape.len()
        ));
    }
    Ok(())
}

/// Whether a type may be a tensor element (MLIR's
/// `TensorType::isValidElementType`): not `none`, a function, a tuple, a
/// tensor or a memref.
pub(crate) fn is_valid_tensor_element(ctx: &Context, ty: Type) -> bool {
    matches!(
        ty.data(ctx),
        TypeData::Integer { .. }
            | TypeData::Index
            | TypeData::Float(_)
            | TypeData::Complex(_)
            | TypeData::Vector { .. }
            | TypeData::Opaque { .. }
            | TypeData::Dialect(_)
    )
}

/// The element check both tensor kinds share.
fn verify_tensor_element(ctx: &Context, element: Type) -> Result<(), String> {
    if is_valid_tensor_element(ctx, element) {
        Ok(())
    } else {
        Err(format!("invalid tensor element type: {}", type_text(ctx, element)))
    }
}

/// `tensor<4x?xf32>`: sizes are non-negative or dynamic, and the element
/// is one a tensor may hold.
pub(crate) fn verify_ranked_tensor(
    ctx: &Context,
    shape: &[i64],
    element: &Type,
    _: &Option<Attribute>,
) -> Result<(), String> {
    if shape.iter().any(|&d| d < 0 && d != DYNAMIC) {
        return Err("invalid tensor dimension size".into());
    }
    verify_tensor_element(ctx, *element)
}

/// `tensor<*xf32>`: the element is one a tensor may hold.
pub(crate) fn verify_unranked_tensor(ctx: &Context, element: &Type) -> Result<(), String> {
    verify_tensor_element(ctx, *element)
}

/// Whether a type may be a memref element (MLIR's
/// `BaseMemRefType::isValidElementType` for the builtin kinds: integers,
/// indices, floats, complex numbers, vectors and memrefs).
pub(crate) fn is_valid_memref_element(ctx: &Context, ty: Type) -> bool {
    matches!(
        ty.data(ctx),
        TypeData::Integer { .. }
            | TypeData::Index
            | TypeData::Float(_)
            | TypeData::Complex(_)
            | TypeData::Vector { .. }
            | TypeData::MemRef { .. }
            | TypeData::UnrankedMemRef { .. }
    )
}

/// The memory spaces the builtin kinds accept: an integer, a string, a
/// dictionary, or a registered dialect's attribute.
fn verify_memory_space(ctx: &Context, memory_space: Option<Attribute>) -> Result<(), String> {
    let supported = memory_space.is_none_or(|space| {
        matches!(
            space.data(ctx),
            AttrData::Integer { .. }
                | AttrData::String { .. }
                | AttrData::Dictionary(_)
                // An unregistered dialect's attribute (`#a.b`) is builtin's
                // opaque attribute, which is not a memory space.
                | AttrData::Dialect(_)
        )
    });
    if supported { Ok(()) } else { Err("unsupported memory space Attribute".into()) }
}

/// `memref<4x?xf32, layout, space>`: an element a memref may hold, sizes
/// non-negative or dynamic, a layout that fits the shape, and a
/// supported memory space.
pub(crate) fn verify_memref(
    ctx: &Context,
    shape: &[i64],
    element: &Type,
    layout: &Option<Attribute>,
    memory_space: &Option<Attribute>,
) -> Result<(), String> {
    if !is_valid_memref_element(ctx, *element) {
        return Err("invalid memref element type".into());
    }
    if shape.iter().any(|&d| d < 0 && d != DYNAMIC) {
        return Err("invalid memref size".into());
    }
    if let Some(layout) = layout {
        verify_memref_layout(ctx, *layout, shape)?;
    }
    verify_memory_space(ctx, *memory_space)
}

/// `memref<*xf32, space>`: an element a memref may hold and a supported
/// memory space.
pub(crate) fn verify_unranked_memref(
    ctx: &Context,
    element: &Type,
    memory_space: &Option<Attribute>,
) -> Result<(), String> {
    if !is_valid_memref_element(ctx, *element) {
        return Err("invalid memref element type".into());
    }
    verify_memory_space(ctx, *memory_space)
}
