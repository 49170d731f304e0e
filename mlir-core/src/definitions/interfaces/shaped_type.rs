//! `ShapedTypeInterface`: types that are a shape of elements (MLIR's
//! `ShapedType`): builtin `tensor` (ranked and unranked), `memref` (ranked
//! and unranked) and `vector`, which the interface lists (`builtin =
//! […]`) and implements below; a dialect's type kind lists the interface
//! as it lists any.
//!
//! A dynamic dimension is [`DYNAMIC`] (`i64::MIN`, MLIR's
//! `ShapedType::kDynamic`), as the builtin types store it.

use mlir_derive::interface;

use crate::context::Context;
use crate::context::builtin::types::{
    DYNAMIC, MemRefType, RankedTensorType, Type, TypeData, UnrankedMemRefType, UnrankedTensorType,
    VectorType,
};

/// Types with an element type and a shape, ranked or not.
#[interface(
    type,
    builtin = [VectorType, RankedTensorType, UnrankedTensorType, MemRefType, UnrankedMemRefType]
)]
pub trait ShapedTypeInterface {
    /// The element type.
    fn element_type(&self, ctx: &Context) -> Type;

    /// The dimensions ([`DYNAMIC`] for `?`), or `None` when unranked.
    fn shape<'c>(&self, ctx: &'c Context) -> Option<&'c [i64]>;

    /// The same kind of type with `shape` (`None`: the type's own when
    /// ranked, unranked otherwise) and `element`: MLIR's `cloneWith`. The
    /// caller makes sure the result is valid (a vector has no dynamic
    /// dimension).
    fn clone_with(&self, ctx: &Context, shape: Option<&[i64]>, element: Type) -> Type;

    /// Whether the type has a rank.
    fn has_rank(&self, ctx: &Context) -> bool {
        self.shape(ctx).is_some()
    }

    /// The number of dimensions, when ranked.
    fn rank(&self, ctx: &Context) -> Option<usize> {
        self.shape(ctx).map(<[i64]>::len)
    }

    /// Whether the type is ranked with no dynamic dimension.
    fn has_static_shape(&self, ctx: &Context) -> bool {
        self.shape(ctx).is_some_and(|dims| !dims.contains(&DYNAMIC))
    }

    /// The number of elements of a static shape (`None` when dynamic,
    /// unranked or overflowing `u64`).
    fn num_elements(&self, ctx: &Context) -> Option<u64> {
        self.shape(ctx)?.iter().try_fold(1u64, |n, &d| n.checked_mul(u64::try_from(d).ok()?))
    }
}

/// The builtin shaped kinds: their element type, shape and `cloneWith`
/// read the payload directly, one `match` for all of them.
macro_rules! builtin_shaped {
    ($($kind:ty),*) => {$(
        impl ShapedTypeInterface for $kind {
            fn element_type(&self, ctx: &Context) -> Type {
                // Every shaped kind has one.
                self.as_type().element_type(ctx).unwrap_or(self.as_type())
            }

            fn shape<'c>(&self, ctx: &'c Context) -> Option<&'c [i64]> {
                self.as_type().shape_and_element(ctx).map(|(shape, _)| shape)
            }

            fn clone_with(&self, ctx: &Context, shape: Option<&[i64]>, element: Type) -> Type {
                clone_shaped(self.as_type(), ctx, shape, element)
            }
        }
    )*};
}

builtin_shaped!(VectorType, RankedTensorType, UnrankedTensorType, MemRefType, UnrankedMemRefType);

/// MLIR's `cloneWith` for the builtin shaped types: the same kind with
/// `shape` (its own when `None`; an unranked kind given a shape becomes
/// ranked) and `element`.
fn clone_shaped(ty: Type, ctx: &Context, shape: Option<&[i64]>, element: Type) -> Type {
    let data = match (ty.data(ctx), shape) {
        (TypeData::Vector { shape: own, scalable, .. }, shape) => {
            let shape: Box<[i64]> = shape.map_or_else(|| own.clone(), Into::into);
            // Scalable flags follow the dimensions they describe.
            let scalable =
                if scalable.len() == shape.len() { scalable.clone() } else { Box::default() };
            TypeData::Vector { shape, scalable, element }
        }
        (TypeData::RankedTensor { shape: own, encoding, .. }, shape) => {
            let shape = shape.map_or_else(|| own.clone(), Into::into);
            TypeData::RankedTensor { shape, element, encoding: *encoding }
        }
        (TypeData::UnrankedTensor { .. }, None) => TypeData::UnrankedTensor { element },
        (TypeData::UnrankedTensor { .. }, Some(shape)) => {
            TypeData::RankedTensor { shape: shape.into(), element, encoding: None }
        }
        (TypeData::MemRef { shape: own, layout, memory_space, .. }, shape) => {
            let shape = shape.map_or_else(|| own.clone(), Into::into);
            TypeData::MemRef { shape, element, layout: *layout, memory_space: *memory_space }
        }
        (TypeData::UnrankedMemRef { memory_space, .. }, None) => {
            TypeData::UnrankedMemRef { element, memory_space: *memory_space }
        }
        (TypeData::UnrankedMemRef { memory_space, .. }, Some(shape)) => TypeData::MemRef {
            shape: shape.into(),
            element,
            layout: None,
            memory_space: *memory_space,
        },
        // Called only for the kinds above.
        _ => return ty,
    };
    ctx.get_type(data)
}
