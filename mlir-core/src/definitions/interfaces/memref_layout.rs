//! `MemRefLayoutAttrInterface`: attributes that can be a memref's layout
//! (MLIR's interface of the same name): builtin `affine_map<…>` and
//! `strided<…>`, which the interface lists (`builtin = […]`), and a
//! dialect's attribute kind that lists it. The parser takes such an
//! attribute in `memref<…, layout>` as the layout, and the memref
//! verifier and stride queries of the builtin types ask it
//! (`context::builtin::memref_layout`, through the context's interface
//! hooks).

use mlir_derive::interface;

use crate::context::Context;
use crate::context::builtin::affine::AffineMap;
use crate::context::builtin::attributes::{AffineMapAttr, Attribute, StridedLayoutAttr};
use crate::context::builtin::memref_layout::{
    builtin_layout_map, is_identity_layout, layout_strides_and_offset, verify_affine_map_layout,
    verify_memref_layout,
};
use crate::context::builtin::strided::{StridesAndOffset, affine_map_strides_and_offset};
use crate::context::interface_hooks::DialectLayout;

/// Memref layouts: how a memref's indices map to its linear storage.
#[interface(attr, builtin = [AffineMapAttr, StridedLayoutAttr])]
pub trait MemRefLayoutAttrInterface {
    /// The layout as an affine map from a memref's indices (one dimension
    /// each) to the position of the element.
    fn affine_map(&self, ctx: &Context) -> AffineMap;

    /// Whether the layout is the identity (row-major, no offset), which a
    /// memref type leaves out: whether its map is the identity.
    fn is_identity(&self, ctx: &Context) -> bool {
        self.affine_map(ctx).is_identity()
    }

    /// Checks the layout against the shape of the memref it is given to:
    /// by default the map takes one dimension per memref dimension, with
    /// mlir-opt's message.
    fn verify_layout(&self, ctx: &Context, shape: &[i64]) -> Result<(), String> {
        verify_affine_map_layout(&self.affine_map(ctx), shape)
    }

    /// The strides and offset the layout gives a memref of `shape`, or
    /// `None` when it is not strided: by default those of its map.
    fn strides_and_offset(&self, ctx: &Context, shape: &[i64]) -> Option<StridesAndOffset> {
        affine_map_strides_and_offset(&self.affine_map(ctx), shape)
    }
}

/// The builtin layouts answer with the functions the builtin types' own
/// verifier and queries use.
macro_rules! builtin_layout {
    ($($kind:ty),*) => {$(
        impl MemRefLayoutAttrInterface for $kind {
            fn affine_map(&self, ctx: &Context) -> AffineMap {
                builtin_layout_map(ctx, self.as_attr()).unwrap_or_else(AffineMap::empty)
            }

            fn is_identity(&self, ctx: &Context) -> bool {
                is_identity_layout(ctx, self.as_attr())
            }

            fn verify_layout(&self, ctx: &Context, shape: &[i64]) -> Result<(), String> {
                verify_memref_layout(ctx, self.as_attr(), shape)
            }

            fn strides_and_offset(&self, ctx: &Context, shape: &[i64]) -> Option<StridesAndOffset> {
                layout_strides_and_offset(ctx, self.as_attr(), shape)
            }
        }
    )*};
}

builtin_layout!(AffineMapAttr, StridedLayoutAttr);

/// What the context's interface hooks say of a dialect attribute as a
/// memref layout: its model's answers, when it implements the interface.
pub(crate) fn dialect_layout_model(ctx: &Context, attr: Attribute) -> Option<DialectLayout> {
    MemRefLayoutAttrInterfaceRef::get(ctx, attr)?;
    Some(DialectLayout {
        is_identity: |ctx, attr| {
            MemRefLayoutAttrInterfaceRef::get(ctx, attr).is_some_and(|l| l.is_identity(ctx))
        },
        verify: |ctx, attr, shape| match MemRefLayoutAttrInterfaceRef::get(ctx, attr) {
            Some(layout) => layout.verify_layout(ctx, shape),
            None => Err("expected a memref layout attribute".into()),
        },
        strides_and_offset: |ctx, attr, shape| {
            MemRefLayoutAttrInterfaceRef::get(ctx, attr)?.strides_and_offset(ctx, shape)
        },
    })
}
