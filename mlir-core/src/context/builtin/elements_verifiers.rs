//! The verifiers of the builtin attributes that hold many elements: dense
//! arrays, dense elements (numbers and strings), dense resources and sparse
//! elements. What `get_checked` of [`DenseArrayAttr`], [`DenseElementsAttr`],
//! [`DenseStringElementsAttr`], [`DenseResourceElementsAttr`] and
//! [`SparseElementsAttr`] report.
//!
//! MLIR verifies dense arrays and sparse elements with these messages; the
//! parser reports the sparse ones through `verify_sparse` too. It only
//! asserts the invariants of dense elements in its constructors, so their
//! messages here are our own, worded like the parser's.
//!
//! [`DenseArrayAttr`]: crate::context::builtin::attributes::DenseArrayAttr
//! [`DenseElementsAttr`]: crate::context::builtin::attributes::DenseElementsAttr
//! [`DenseStringElementsAttr`]: crate::context::builtin::attributes::DenseStringElementsAttr
//! [`DenseResourceElementsAttr`]: crate::context::builtin::attributes::DenseResourceElementsAttr
//! [`SparseElementsAttr`]: crate::context::builtin::attributes::SparseElementsAttr

use crate::context::builtin::attributes::{AttrData, Attribute};
use crate::context::builtin::dense::{ElementKind, read_int};
use crate::context::builtin::types::{Type, TypeData};
use crate::context::display_hooks::type_text;
use crate::context::{Context, Identifier};

/// `array<i32: 1, 2>`: an integer, index or float element type, and
/// ⌈bits/8⌉ bytes per element.
pub(crate) fn verify_dense_array(
    ctx: &Context,
    element: &Type,
    len: &usize,
    data: &[u8],
) -> Result<(), String> {
    let width = match *element.data(ctx) {
        TypeData::Integer { width, .. } => width,
        TypeData::Index => 64,
        TypeData::Float(kind) => kind.bit_width(),
        _ => return Err("expected integer or floating point element type".into()),
    };
    let element_bytes = width.div_ceil(8) as usize;
    if len.checked_mul(element_bytes) != Some(data.len()) {
        return Err(format!(
            "expected data size ({len} elements, {element_bytes} bytes each) does not match: {} bytes",
            data.len()
        ));
    }
    Ok(())
}

/// The shape and element type of an elements attribute's type: a ranked
/// tensor, vector or memref of static shape (the parser's messages).
fn static_elements_shape(ctx: &Context, ty: Type) -> Result<(&[i64], Type), String> {
    match ty.data(ctx) {
        TypeData::RankedTensor { shape, element, .. }
        | TypeData::Vector { shape, element, .. }
        | TypeData::MemRef { shape, element, .. } => {
            if shape.iter().any(|&d| d < 0) {
                return Err("elements literal type must have static shape".into());
            }
            Ok((shape, *element))
        }
        TypeData::UnrankedTensor { .. } | TypeData::UnrankedMemRef { .. } => {
            Err("elements literal type must have static shape".into())
        }
        _ => Err("elements literal must be a shaped type".into()),
    }
}

/// The number of elements of a static shape, or `None` past `usize`.
fn element_count(shape: &[i64]) -> Option<usize> {
    shape.iter().try_fold(1usize, |n, &d| n.checked_mul(usize::try_from(d).ok()?))
}

/// `dense<…> : tensor<…>`: a static tensor, vector or memref of integers, indices,
/// floats or complex numbers, and storage for one element when a splat,
/// else for every element.
pub(crate) fn verify_dense_elements(
    ctx: &Context,
    ty: &Type,
    splat: &bool,
    data: &[u8],
) -> Result<(), String> {
    let (shape, element) = static_elements_shape(ctx, *ty)?;
    let Some(kind) = ElementKind::of(ctx, element) else {
        return Err(format!(
            "expected integer, index, float or complex element type, got '{}'",
            type_text(ctx, element)
        ));
    };
    let count = if *splat { Some(1) } else { element_count(shape) };
    let element_bytes = kind.bytes();
    if count.and_then(|n| n.checked_mul(element_bytes)) != Some(data.len()) {
        let count = count.map_or_else(|| "too many".to_string(), |n| n.to_string());
        return Err(format!(
            "expected data size ({count} elements, {element_bytes} bytes each) does not match: {} bytes",
            data.len()
        ));
    }
    Ok(())
}

/// `dense<["a", "b"]> : tensor<2x!s>`: a static shaped type, and one
/// string when a splat, else one per element.
pub(crate) fn verify_dense_strings(
    ctx: &Context,
    ty: &Type,
    splat: &bool,
    values: &[Box<[u8]>],
) -> Result<(), String> {
    let (shape, _) = static_elements_shape(ctx, *ty)?;
    let count = if *splat { Some(1) } else { element_count(shape) };
    if count != Some(values.len()) {
        return Err(format!(
            "expected {} strings for type '{}', got {}",
            count.map_or_else(|| "too many".to_string(), |n| n.to_string()),
            type_text(ctx, *ty),
            values.len()
        ));
    }
    Ok(())
}

/// `dense_resource<key> : tensor<…>`: the type is a static shaped type
/// (the blob itself may arrive later, with the file's resources).
pub(crate) fn verify_dense_resource(
    ctx: &Context,
    ty: &Type,
    _key: &Identifier,
) -> Result<(), String> {
    static_elements_shape(ctx, *ty).map(|_| ())
}

/// The shape of a dense elements attribute's type (`None` when the value
/// is not a dense elements attribute).
fn dense_shape(ctx: &Context, attr: Attribute) -> Option<&[i64]> {
    match attr.data(ctx) {
        AttrData::DenseElements { ty, .. } | AttrData::DenseStrings { ty, .. } => {
            ty.shape_and_element(ctx).map(|(shape, _)| shape)
        }
        _ => None,
    }
}

/// `sparse<indices, values> : tensor<…>` (MLIR's
/// `SparseElementsAttr::verify`): values one-dimensional, `indices` of
/// shape `[nnz, rank]` (or `[nnz]` for rank 1), one value per index, and
/// every index within the shape.
pub(crate) fn verify_sparse(
    ctx: &Context,
    ty: &Type,
    indices: &Attribute,
    values: &Attribute,
) -> Result<(), String> {
    let (shape, _) = static_elements_shape(ctx, *ty)?;
    let Some(AttrData::DenseElements { ty: indices_ty, splat, data }) =
        Some(indices.data(ctx)).filter(|_| is_i64_elements(ctx, *indices))
    else {
        return Err("expected sparse indices to be 64-bit integer dense elements".into());
    };
    let (Some(idx_shape), Some(val_shape)) =
        (indices_ty.shape_and_element(ctx).map(|(s, _)| s), dense_shape(ctx, *values))
    else {
        return Err("expected sparse values to be dense elements".into());
    };
    if val_shape.len() != 1 {
        return Err("expected 1-d tensor for sparse element values".into());
    }
    let rank = shape.len();
    let shape_ok = match idx_shape.len() {
        2 => idx_shape[1] == rank as i64,
        1 => rank == 1,
        _ => false,
    } && idx_shape[0] == val_shape[0];
    if !shape_ok {
        return Err(format!(
            "expected shape ([{}]); inferred shape of indices literal ([{}]); inferred shape of values literal ([{}])",
            join(shape),
            join(idx_shape),
            join(val_shape)
        ));
    }
    let in_shape = |index: &[u64]| {
        // A rank-0 type has the one index `[0]` (MLIR's `isValidIndex`).
        if rank == 0 && index == [0] {
            return true;
        }
        index.len() == rank && index.iter().zip(shape).all(|(&i, &d)| (0..d).contains(&(i as i64)))
    };
    let kind = ElementKind::Int { width: 64, signed: true };
    let read = |i: usize| read_int(kind, data, i).as_u64().unwrap_or(0);
    let nnz = if *splat { 1 } else { idx_shape[0].max(0) as usize };
    for i in 0..nnz {
        let index: Vec<u64> = if *splat {
            vec![read(0); rank]
        } else {
            (0..rank).map(|d| read(i * rank + d)).collect()
        };
        if !in_shape(&index) {
            let list: Vec<String> = index.iter().map(u64::to_string).collect();
            return Err(format!(
                "sparse index #{i} is not contained within the value shape, with index=[{}], and type='{}'",
                list.join(", "),
                type_text(ctx, *ty)
            ));
        }
    }
    Ok(())
}

/// Whether `attr` is dense elements of a 64-bit integer type.
fn is_i64_elements(ctx: &Context, attr: Attribute) -> bool {
    let AttrData::DenseElements { ty, .. } = attr.data(ctx) else { return false };
    ty.shape_and_element(ctx)
        .is_some_and(|(_, e)| matches!(e.data(ctx), TypeData::Integer { width: 64, .. }))
}

/// Sizes joined as MLIR writes a shape in messages.
fn join(sizes: &[i64]) -> String {
    sizes.iter().map(i64::to_string).collect::<Vec<_>>().join(", ")
}
