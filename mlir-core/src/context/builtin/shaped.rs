//! Queries on shaped types (vectors, tensors, memrefs) used by trait
//! verifiers and type constraints: element type, shape, and MLIR's notion of
//! compatible shapes (a dynamic dimension or an unranked type matches any).

use crate::context::Context;
use crate::context::builtin::types::{DYNAMIC, Type, TypeData};

/// How much is known about a shaped type's dimensions.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ShapeInfo<'a> {
    /// Not a shaped type (a scalar).
    Scalar,
    /// A shaped type of unknown rank (`tensor<*xf32>`, `memref<*xf32>`).
    Unranked,
    /// A ranked shaped type with these dimensions ([`DYNAMIC`] for `?`).
    Ranked(&'a [i64]),
}

impl Type {
    /// The element type of a shaped type, or the type itself.
    pub fn element_type_or_self(self, ctx: &Context) -> Type {
        match self.data(ctx) {
            TypeData::Vector { element, .. }
            | TypeData::RankedTensor { element, .. }
            | TypeData::UnrankedTensor { element }
            | TypeData::MemRef { element, .. }
            | TypeData::UnrankedMemRef { element, .. } => *element,
            _ => self,
        }
    }

    /// The shape of this type.
    pub fn shape_info(self, ctx: &Context) -> ShapeInfo<'_> {
        match self.data(ctx) {
            TypeData::Vector { shape, .. }
            | TypeData::RankedTensor { shape, .. }
            | TypeData::MemRef { shape, .. } => ShapeInfo::Ranked(shape),
            TypeData::UnrankedTensor { .. } | TypeData::UnrankedMemRef { .. } => {
                ShapeInfo::Unranked
            }
            _ => ShapeInfo::Scalar,
        }
    }

    /// Whether this is a vector, tensor or memref type.
    pub fn is_shaped(self, ctx: &Context) -> bool {
        self.shape_info(ctx) != ShapeInfo::Scalar
    }

    /// The encoding of a ranked tensor type.
    pub fn tensor_encoding(self, ctx: &Context) -> Option<crate::Attribute> {
        match self.data(ctx) {
            TypeData::RankedTensor { encoding, .. } => *encoding,
            _ => None,
        }
    }
}

/// Whether two shapes are compatible: both scalars, or either unranked, or
/// the same rank with every pair of dimensions equal or one of them dynamic.
pub fn shapes_compatible(a: ShapeInfo<'_>, b: ShapeInfo<'_>) -> bool {
    match (a, b) {
        (ShapeInfo::Scalar, ShapeInfo::Scalar) => true,
        (ShapeInfo::Scalar, _) | (_, ShapeInfo::Scalar) => false,
        (ShapeInfo::Unranked, _) | (_, ShapeInfo::Unranked) => true,
        (ShapeInfo::Ranked(x), ShapeInfo::Ranked(y)) => {
            x.len() == y.len()
                && x.iter().zip(y).all(|(&p, &q)| p == q || p == DYNAMIC || q == DYNAMIC)
        }
    }
}

/// Whether two types have compatible shapes (see [`shapes_compatible`]).
pub fn types_have_compatible_shape(ctx: &Context, a: Type, b: Type) -> bool {
    shapes_compatible(a.shape_info(ctx), b.shape_info(ctx))
}
