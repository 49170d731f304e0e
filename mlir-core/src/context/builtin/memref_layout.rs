//! Memref layouts: which attributes are layouts, and what a layout says
//! about a memref of a given shape (checked against it, identity or not,
//! its strides and offset), MLIR's `MemRefLayoutAttrInterface`.
//!
//! The builtin layouts, `affine_map<…>` and `strided<…>`, answer here; a
//! dialect attribute answers through its model of the interface, which
//! this layer reaches through [`dialect_layout`]. The interface's models of
//! the builtin kinds call these functions too, so both ways agree.

use crate::context::Context;
use crate::context::builtin::affine::AffineMap;
use crate::context::builtin::attributes::{AttrData, Attribute};
use crate::context::builtin::strided::{
    StridesAndOffset, affine_map_strides_and_offset, strided_layout_map,
};
use crate::context::interface_hooks::dialect_layout;

/// Whether `attr` is a memref layout: a builtin layout, or a dialect
/// attribute implementing `MemRefLayoutAttrInterface`.
pub fn is_memref_layout(ctx: &Context, attr: Attribute) -> bool {
    match attr.data(ctx) {
        AttrData::AffineMap(_) | AttrData::StridedLayout { .. } => true,
        AttrData::Dialect(_) => dialect_layout(ctx, attr).is_some(),
        _ => false,
    }
}

/// The affine map of a builtin layout (`None` for other attributes).
pub fn builtin_layout_map(ctx: &Context, attr: Attribute) -> Option<AffineMap> {
    match attr.data(ctx) {
        AttrData::AffineMap(map) => Some(map.clone()),
        AttrData::StridedLayout { offset, strides } => Some(strided_layout_map(strides, *offset)),
        _ => None,
    }
}

/// Checks a layout against the shape of the memref it is given to, with
/// mlir-opt's messages; an attribute that is no layout is an error.
pub fn verify_memref_layout(ctx: &Context, attr: Attribute, shape: &[i64]) -> Result<(), String> {
    match attr.data(ctx) {
        AttrData::AffineMap(map) => verify_affine_map_layout(map, shape),
        AttrData::StridedLayout { strides, .. } if strides.len() != shape.len() => {
            Err("expected the number of strides to match the rank".into())
        }
        AttrData::StridedLayout { .. } => Ok(()),
        _ => match dialect_layout(ctx, attr) {
            Some(layout) => (layout.verify)(ctx, attr, shape),
            None => Err("expected a memref layout attribute".into()),
        },
    }
}

/// An affine map used as a layout takes one dimension per memref
/// dimension (MLIR's `verifyAffineMapAsLayout`).
pub fn verify_affine_map_layout(map: &AffineMap, shape: &[i64]) -> Result<(), String> {
    if map.num_dims() as usize != shape.len() {
        return Err(format!(
            "memref layout mismatch between rank and affine map: {} != {}",
            shape.len(),
            map.num_dims()
        ));
    }
    Ok(())
}

/// Whether a layout is the identity, which a memref type leaves out: an
/// identity affine map, or a dialect layout that says so. A `strided<…>`
/// layout is kept whatever its strides, as mlir-opt prints it.
pub fn is_identity_layout(ctx: &Context, attr: Attribute) -> bool {
    match attr.data(ctx) {
        AttrData::AffineMap(map) => map.is_identity(),
        AttrData::Dialect(_) => {
            dialect_layout(ctx, attr).is_some_and(|l| (l.is_identity)(ctx, attr))
        }
        _ => false,
    }
}

/// The strides and offset a layout gives a memref of `shape`, or `None`
/// when the layout is not strided.
pub fn layout_strides_and_offset(
    ctx: &Context,
    attr: Attribute,
    shape: &[i64],
) -> Option<StridesAndOffset> {
    match attr.data(ctx) {
        AttrData::StridedLayout { offset, strides } => {
            Some(StridesAndOffset { strides: strides.to_vec(), offset: *offset })
        }
        AttrData::AffineMap(map) => affine_map_strides_and_offset(map, shape),
        _ => dialect_layout(ctx, attr)
            .and_then(|layout| (layout.strides_and_offset)(ctx, attr, shape)),
    }
}
