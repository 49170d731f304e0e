//! `ElementsAttrInterface`: attributes that hold the elements of a
//! statically shaped tensor or vector (MLIR's `ElementsAttr`). The builtin
//! `dense` (numbers and strings), `dense_resource` and `sparse` kinds are
//! listed by the interface (`builtin = […]`) and answer through
//! [`BuiltinElements`].
//!
//! Elements are read one at a time by flat (row-major) index, each as an
//! attribute of the element type: integer and float attributes, string
//! attributes of dense strings. What cannot be read that way says why
//! ([`NoElement`]).

use mlir_derive::interface;

use crate::context::Context;
use crate::context::builtin::attributes::{
    AttrData, Attribute, DenseElementsAttr, DenseResourceElementsAttr, DenseStringElementsAttr,
    FloatBits, SparseElementsAttr,
};
use crate::context::builtin::dense::{ElementKind, read_float_bits, read_int};
use crate::context::builtin::types::{Type, TypeData};

use crate::definitions::interfaces::shaped_type::ShapedTypeInterfaceRef;

/// Why an element is not available as an attribute.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum NoElement {
    /// The index is not below the number of elements.
    OutOfRange,
    /// The attribute does not give its elements as attributes: a
    /// `dense_resource` (its data is an opaque blob, as in MLIR) or complex
    /// elements.
    NotIterable,
}

/// Attributes holding the elements of a shaped type.
#[interface(
    attr,
    builtin = [
        DenseElementsAttr,
        DenseStringElementsAttr,
        DenseResourceElementsAttr,
        SparseElementsAttr,
    ]
)]
pub trait ElementsAttrInterface {
    /// The type of the whole value (a statically shaped tensor or vector).
    fn shaped_type(&self, ctx: &Context) -> Type;

    /// Element `index` in row-major order, as an attribute.
    fn element(&self, ctx: &Context, index: u64) -> Result<Attribute, NoElement>;

    /// The number of elements.
    fn num_elements(&self, ctx: &Context) -> u64 {
        let shaped = ShapedTypeInterfaceRef::get(ctx, self.shaped_type(ctx));
        shaped.and_then(|s| s.num_elements(ctx)).unwrap_or(0)
    }

    /// Whether one value stands for every element (MLIR's default: a
    /// single element).
    fn is_splat(&self, ctx: &Context) -> bool {
        self.num_elements(ctx) == 1
    }
}

/// The builtin elements kinds, answering through [`BuiltinElements`]: one
/// `match` on the payload for all of them.
macro_rules! builtin_elements {
    ($($kind:ty),*) => {$(
        impl ElementsAttrInterface for $kind {
            fn shaped_type(&self, ctx: &Context) -> Type {
                BuiltinElements.shaped_type(self.as_attr(), ctx)
            }

            fn element(&self, ctx: &Context, index: u64) -> Result<Attribute, NoElement> {
                BuiltinElements.element(self.as_attr(), ctx, index)
            }

            fn is_splat(&self, ctx: &Context) -> bool {
                BuiltinElements.is_splat(self.as_attr(), ctx)
            }
        }
    )*};
}

builtin_elements!(
    DenseElementsAttr,
    DenseStringElementsAttr,
    DenseResourceElementsAttr,
    SparseElementsAttr
);

/// The answers of the builtin elements attributes, read from the payload.
pub struct BuiltinElements;
impl ElementsAttrInterfaceModel for BuiltinElements {
    fn shaped_type(&self, attr: Attribute, ctx: &Context) -> Type {
        // Registered only for kinds that carry a type.
        attr.typed(ctx).unwrap_or_else(|| ctx.none_type())
    }

    fn element(&self, attr: Attribute, ctx: &Context, index: u64) -> Result<Attribute, NoElement> {
        if index >= self.num_elements(attr, ctx) {
            return Err(NoElement::OutOfRange);
        }
        match attr.data(ctx) {
            AttrData::DenseElements { ty, splat, data } => {
                let at = if *splat { 0 } else { index };
                dense_number(ctx, element_type(ctx, *ty), data, at)
            }
            AttrData::DenseStrings { ty, splat, values } => {
                let at = if *splat { 0 } else { index };
                let value = usize::try_from(at).ok().and_then(|i| values.get(i));
                let value = value.ok_or(NoElement::OutOfRange)?.clone();
                let ty = Some(element_type(ctx, *ty));
                Ok(ctx.get_attr(AttrData::String { value, ty }))
            }
            AttrData::Sparse { ty, indices, values } => {
                sparse_element(ctx, *ty, *indices, *values, index)
            }
            _ => Err(NoElement::NotIterable),
        }
    }

    fn is_splat(&self, attr: Attribute, ctx: &Context) -> bool {
        match attr.data(ctx) {
            AttrData::DenseElements { splat, .. } | AttrData::DenseStrings { splat, .. } => *splat,
            _ => self.num_elements(attr, ctx) == 1,
        }
    }
}

fn element_type(ctx: &Context, shaped: Type) -> Type {
    shaped.element_type(ctx).unwrap_or(shaped)
}

/// Element `index` of numeric dense storage as an integer or float
/// attribute of `element`.
fn dense_number(
    ctx: &Context,
    element: Type,
    data: &[u8],
    index: u64,
) -> Result<Attribute, NoElement> {
    let i = usize::try_from(index).map_err(|_| NoElement::OutOfRange)?;
    let data = match ElementKind::of(ctx, element) {
        Some(kind @ (ElementKind::Int { .. } | ElementKind::Index { .. })) => {
            AttrData::Integer { ty: element, value: read_int(kind, data, i) }
        }
        Some(ElementKind::Float(kind)) => {
            AttrData::Float { ty: element, bits: FloatBits::new(read_float_bits(kind, data, i)) }
        }
        Some(ElementKind::Complex(_)) | None => return Err(NoElement::NotIterable),
    };
    Ok(ctx.get_attr(data))
}

/// Element `index` of `sparse<indices, values> : ty`: the value whose
/// coordinates (a row of `indices`) are that position, otherwise zero
/// (MLIR's `0`, `0.0` or `""` of the element type).
fn sparse_element(
    ctx: &Context,
    ty: Type,
    indices: Attribute,
    values: Attribute,
    index: u64,
) -> Result<Attribute, NoElement> {
    let positions = sparse_positions(ctx, ty, indices, values);
    if let Some(row) = positions.iter().position(|&p| p == Some(index)) {
        let values = ElementsAttrInterfaceRef::get(ctx, values);
        return values.ok_or(NoElement::NotIterable)?.element(ctx, row as u64);
    }
    sparse_zero(ctx, ty, values)
}

/// The most elements [`sparse_elements`] expands: a sparse constant of a
/// larger shape (`tensor<100000000000xi32>` holds a few values in a few
/// bytes) stays sparse rather than exhaust memory (mlir-opt 22 aborts on
/// such a fold).
pub const MAX_EXPANDED_ELEMENTS: u64 = 1 << 24;

/// Every element of a `sparse` attribute in row-major order, in time
/// proportional to the elements plus the stored values (asking
/// [`ElementsAttrInterface::element`] for each would scan the values per
/// element). `None` for another attribute; [`NoElement::NotIterable`] for
/// one of more than [`MAX_EXPANDED_ELEMENTS`].
pub fn sparse_elements(
    ctx: &Context,
    attr: Attribute,
) -> Option<Result<Vec<Attribute>, NoElement>> {
    let AttrData::Sparse { ty, indices, values } = attr.data(ctx) else { return None };
    let (ty, values) = (*ty, *values);
    let read = || -> Result<Vec<Attribute>, NoElement> {
        let n = ShapedTypeInterfaceRef::get(ctx, ty).and_then(|s| s.num_elements(ctx));
        let n = n.filter(|&n| n <= MAX_EXPANDED_ELEMENTS).ok_or(NoElement::NotIterable)?;
        let n = usize::try_from(n).map_err(|_| NoElement::OutOfRange)?;
        let mut all = vec![sparse_zero(ctx, ty, values)?; n];
        let mut written = vec![false; n];
        let stored = ElementsAttrInterfaceRef::get(ctx, values).ok_or(NoElement::NotIterable)?;
        for (row, position) in sparse_positions(ctx, ty, *indices, values).into_iter().enumerate() {
            // A position stored twice reads as its first row, as
            // `sparse_element` finds it.
            let Some(at) = position.and_then(|p| usize::try_from(p).ok()) else { continue };
            if at < n && !written[at] {
                all[at] = stored.element(ctx, row as u64)?;
                written[at] = true;
            }
        }
        Ok(all)
    };
    Some(read())
}

/// The flat position of each stored value of a sparse attribute (`None`
/// for coordinates outside the shape).
fn sparse_positions(
    ctx: &Context,
    ty: Type,
    indices: Attribute,
    values: Attribute,
) -> Vec<Option<u64>> {
    let shape = ty.shape_and_element(ctx).map(|(shape, _)| shape).unwrap_or_default();
    let AttrData::DenseElements { splat, data, .. } = indices.data(ctx) else { return Vec::new() };
    let coordinate = |row: u64, dim: u64| {
        let at = if *splat { 0 } else { row * shape.len() as u64 + dim };
        let i = usize::try_from(at).unwrap_or(usize::MAX);
        read_int(ElementKind::Int { width: 64, signed: true }, data, i).as_i64()
    };
    let rows = ElementsAttrInterfaceRef::get(ctx, values).map_or(0, |v| v.num_elements(ctx));
    (0..rows)
        .map(|row| {
            // The row's flat position, row-major.
            shape.iter().enumerate().try_fold(0u64, |flat, (dim, &size)| {
                let c = u64::try_from(coordinate(row, dim as u64)?).ok()?;
                flat.checked_mul(u64::try_from(size).ok()?)?.checked_add(c)
            })
        })
        .collect()
}

/// The zero of a sparse attribute's element type: `0`, `0.0` or `""`.
fn sparse_zero(ctx: &Context, ty: Type, values: Attribute) -> Result<Attribute, NoElement> {
    let element = element_type(ctx, ty);
    let zero = match element.data(ctx) {
        TypeData::Integer { width, .. } => AttrData::Integer {
            ty: element,
            value: crate::support::apint::APInt::from_u64(*width, 0),
        },
        TypeData::Index => {
            AttrData::Integer { ty: element, value: crate::support::apint::APInt::from_u64(64, 0) }
        }
        TypeData::Float(_) => AttrData::Float { ty: element, bits: FloatBits::new(0) },
        _ if matches!(values.data(ctx), AttrData::DenseStrings { .. }) => {
            AttrData::String { value: Box::default(), ty: Some(element) }
        }
        _ => return Err(NoElement::NotIterable),
    };
    Ok(ctx.get_attr(zero))
}
