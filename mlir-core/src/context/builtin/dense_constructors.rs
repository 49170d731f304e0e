//! Dense elements attributes built from Rust values:
//! `ctx.dense_float_elements(tensor_4xf64, &[1.0, 2.0, 3.0, 4.0])`.
//!
//! Each constructor takes the attribute's type, a vector or a ranked tensor
//! of static shape, and either one value per element or a single value
//! standing for all of them (a splat). The values go through the same
//! encoding as parsed text, so `dense<[1, 2]> : tensor<2xi32>` read from a
//! file and built here are the same attribute. Each returns `None` when the
//! type is not such a shaped type, its element type is not of the
//! constructor's kind, or the number of values fits neither rule.

use crate::context::Context;
use crate::context::builtin::attributes::{AttrData, Attribute, FloatBits};
use crate::context::builtin::dense::{
    ElementKind, from_raw, raw_from_values, read_float_bits, read_int,
};
use crate::context::builtin::types::{Type, TypeData};
use crate::support::apint::APInt;

impl Context {
    /// Element `index` (in row-major order) of a `dense<…>` attribute of
    /// integer, `index` or float elements, as a scalar attribute; a splat
    /// gives its value for every index in range (MLIR's
    /// `DenseElementsAttr::getValues<Attribute>()[index]`).
    pub fn dense_element_at(&self, attr: Attribute, index: u64) -> Option<Attribute> {
        let AttrData::DenseElements { ty, splat, data } = attr.data(self) else { return None };
        let element = ty.element_type_or_self(self);
        let kind = ElementKind::of(self, element)?;
        let (shape, _) = ty.shape_and_element(self)?;
        let count = shape.iter().try_fold(1u64, |n, &d| n.checked_mul(u64::try_from(d).ok()?))?;
        if index >= count {
            return None;
        }
        let at = if *splat { 0 } else { usize::try_from(index).ok()? };
        match kind {
            ElementKind::Int { .. } | ElementKind::Index { .. } => {
                Some(self.integer_attr(element, read_int(kind, data, at)))
            }
            ElementKind::Float(float) => Some(self.get_attr(AttrData::Float {
                ty: element,
                bits: FloatBits::new(read_float_bits(float, data, at)),
            })),
            ElementKind::Complex(_) => None,
        }
    }

    /// The values of a `dense<…>` attribute of integer or `index`
    /// elements, sign-extended, a splat repeated over its shape (the
    /// inverse of [`Context::dense_int_elements`]).
    pub fn dense_int_values(&self, attr: Attribute) -> Option<Vec<i64>> {
        let AttrData::DenseElements { ty, splat, data } = attr.data(self) else { return None };
        let kind = ElementKind::of(self, ty.element_type_or_self(self))?;
        if !matches!(kind, ElementKind::Int { .. } | ElementKind::Index { .. }) {
            return None;
        }
        let (shape, _) = ty.shape_and_element(self)?;
        let count =
            shape.iter().try_fold(1usize, |n, &d| n.checked_mul(usize::try_from(d).ok()?))?;
        let read = |i| read_int(kind, data, i).as_i64();
        if *splat {
            let value = if count == 0 { 0 } else { read(0)? };
            return Some(vec![value; count]);
        }
        (0..count).map(read).collect()
    }

    /// `dense<…> : ty` with integer or `index` elements; each value is
    /// truncated to the element width (two's complement).
    pub fn dense_int_elements(&self, ty: Type, values: &[i64]) -> Option<Attribute> {
        let (kind, _) = self.dense_target(ty, values.len())?;
        let width = match kind {
            ElementKind::Int { width, .. } | ElementKind::Index { width } => width,
            _ => return None,
        };
        let ints: Vec<APInt> = values.iter().map(|&v| APInt::from_i64(width, v)).collect();
        Some(self.dense_from_values(ty, kind, &ints))
    }

    /// `dense<…> : ty` with integer, `index` or float elements given as
    /// [`APInt`]s (a float as its bit pattern), each zero-extended or
    /// truncated to the element width.
    pub fn dense_apint_elements(&self, ty: Type, values: &[APInt]) -> Option<Attribute> {
        let (kind, _) = self.dense_target(ty, values.len())?;
        let width = match kind {
            ElementKind::Int { width, .. } | ElementKind::Index { width } => width,
            ElementKind::Float(float) => float.bit_width(),
            ElementKind::Complex(_) => return None,
        };
        let ints: Vec<APInt> = values.iter().map(|v| v.zext(width)).collect();
        Some(self.dense_from_values(ty, kind, &ints))
    }

    /// `dense<…> : ty` with `i1` elements.
    pub fn dense_bool_elements(&self, ty: Type, values: &[bool]) -> Option<Attribute> {
        let (kind, _) = self.dense_target(ty, values.len())?;
        if !kind.is_bool() {
            return None;
        }
        let bits: Vec<APInt> = values.iter().map(|&v| APInt::from_u64(1, u64::from(v))).collect();
        Some(self.dense_from_values(ty, kind, &bits))
    }

    /// `dense<…> : ty` with float elements of any float type; each value is
    /// rounded to the element type (to nearest, ties to even).
    pub fn dense_float_elements(&self, ty: Type, values: &[f64]) -> Option<Attribute> {
        let (kind, _) = self.dense_target(ty, values.len())?;
        let ElementKind::Float(float) = kind else {
            return None;
        };
        let width = float.bit_width();
        let bits: Vec<APInt> = values
            .iter()
            .map(|&v| APInt::from_le_bytes(width, &float.bits_from_f64(v).to_le_bytes()))
            .collect();
        Some(self.dense_from_values(ty, kind, &bits))
    }

    /// The dense elements of `attr` as a constant of `ty`, a static shaped
    /// type with the same element type and number of elements (MLIR's
    /// `DenseElementsAttr::reshape`): the elements in order, reshaped.
    /// `None` for anything else.
    pub fn dense_reshape(&self, attr: Attribute, ty: Type) -> Option<Attribute> {
        let AttrData::DenseElements { ty: from, splat, data } = attr.data(self) else {
            return None;
        };
        let (count, from_count) = (ty.num_elements(self)?, from.num_elements(self)?);
        if count != from_count || ty.element_type(self)? != from.element_type(self)? {
            return None;
        }
        let (splat, data) = (*splat, data.clone());
        Some(self.get_attr(AttrData::DenseElements { ty, splat, data }))
    }

    /// `dense<v> : ty`, every element `value` (an integer or float
    /// attribute whose type is `ty`'s element type).
    pub fn dense_splat(&self, ty: Type, value: Attribute) -> Option<Attribute> {
        self.dense_elements(ty, &[value])
    }

    /// `dense<…> : ty` from one integer or float attribute per element (or
    /// one for all), each of `ty`'s element type: what a folder computed
    /// element by element.
    pub fn dense_elements(&self, ty: Type, values: &[Attribute]) -> Option<Attribute> {
        let (kind, element) = self.dense_target(ty, values.len())?;
        let parts = values
            .iter()
            .map(|value| match value.data(self) {
                AttrData::Integer { ty: t, value } if *t == element => Some(value.clone()),
                AttrData::Float { ty: t, bits } if *t == element => {
                    // What LLVM stores is the value's `bitcastToAPInt`: a
                    // negated f8E8M0FNU value keeps its sign as `0x80`.
                    let kind = element.as_float(self)?;
                    let stored = kind.storage_bits(bits.get());
                    Some(APInt::from_le_bytes(kind.bit_width(), &stored.to_le_bytes()))
                }
                _ => None,
            })
            .collect::<Option<Vec<APInt>>>()?;
        Some(self.dense_from_values(ty, kind, &parts))
    }

    /// The element kind and element type of a static vector or ranked
    /// tensor type of `count` elements, or of any number when `count` is 1.
    fn dense_target(&self, ty: Type, count: usize) -> Option<(ElementKind, Type)> {
        let (shape, element) = match ty.data(self) {
            TypeData::Vector { shape, element, .. } => (shape, *element),
            TypeData::RankedTensor { shape, element, .. } => (shape, *element),
            _ => return None,
        };
        let elements = shape
            .iter()
            .try_fold(1u64, |n, &d| u64::try_from(d).ok().and_then(|d| n.checked_mul(d)))?;
        if count != 1 && u64::try_from(count).ok()? != elements {
            return None;
        }
        // Complex elements have no constructor here.
        let kind = ElementKind::of(self, element)?;
        if matches!(kind, ElementKind::Complex(_)) {
            return None;
        }
        Some((kind, element))
    }

    /// Encodes `values` (one per element, or one for all) as the parser
    /// encodes written elements, and uniques the attribute.
    fn dense_from_values(&self, ty: Type, kind: ElementKind, values: &[APInt]) -> Attribute {
        let n = match ty.shape_info(self) {
            crate::context::builtin::shaped::ShapeInfo::Ranked(shape) => {
                shape.iter().map(|&d| d as u64).product()
            }
            _ => 1,
        };
        let raw = raw_from_values(kind, values);
        let (splat, data) = from_raw(kind, n, &raw, values.len() == 1);
        self.get_attr(AttrData::DenseElements { ty, splat, data: data.into() })
    }
}
