//! A user's memref layouts and vector elements, through the facade alone:
//! a dialect attribute that implements `MemRefLayoutAttrInterface` is a
//! layout in `memref<…, layout>`, checked against the memref's shape by
//! its model and asked for strides by the memref queries; a dialect type
//! that implements `VectorElementTypeInterface` may be a vector element,
//! to the parser and to `VectorType::get_checked` alike.

use mlir_rs::core::context::builtin::types::{MemRefType, VectorType};
use mlir_rs::prelude::*;

/// Layouts and element types of a user's dialect.
#[dialect(name = "lay", attrs = [Blocked, RowMajor, Space], types = [Lane, Opaque])]
pub struct Lay;

/// `#lay.blocked<4>`: one-dimensional, elements grouped in blocks of
/// `size` with a gap of one element between blocks.
#[attr_def(dialect = Lay, mnemonic = "blocked", format = "`<` $size `>`",
           interfaces = [MemRefLayoutAttrInterface])]
pub struct Blocked {
    size: i64,
}

impl MemRefLayoutAttrInterface for Blocked {
    fn affine_map(&self, ctx: &Context) -> AffineMap {
        let d0 = AffineExpr::dim(0);
        AffineMap::new(1, 0, vec![d0.clone() + d0.floor_div(self.size(ctx))])
    }

    fn verify_layout(&self, _ctx: &Context, shape: &[i64]) -> Result<(), String> {
        if shape.len() != 1 {
            return Err(format!("blocked layout needs rank 1, got rank {}", shape.len()));
        }
        Ok(())
    }
}

/// `#lay.row_major`: the identity layout, of any rank.
#[attr_def(dialect = Lay, mnemonic = "row_major", interfaces = [MemRefLayoutAttrInterface])]
pub struct RowMajor {}

impl MemRefLayoutAttrInterface for RowMajor {
    fn affine_map(&self, _ctx: &Context) -> AffineMap {
        AffineMap::identity(1)
    }

    fn is_identity(&self, _ctx: &Context) -> bool {
        true
    }

    fn verify_layout(&self, _ctx: &Context, _shape: &[i64]) -> Result<(), String> {
        Ok(())
    }

    fn strides_and_offset(&self, _ctx: &Context, shape: &[i64]) -> Option<StridesAndOffset> {
        let mut strides = vec![1; shape.len()];
        for k in (0..shape.len().saturating_sub(1)).rev() {
            strides[k] = strides[k + 1] * shape[k + 1];
        }
        Some(StridesAndOffset { strides, offset: 0 })
    }
}

/// `#lay.space`: no layout, so a memory space in a memref type.
#[attr_def(dialect = Lay, mnemonic = "space")]
pub struct Space {}

/// `!lay.lane`: may be a vector element.
#[type_def(dialect = Lay, mnemonic = "lane", interfaces = [VectorElementTypeInterface])]
pub struct Lane {}

impl VectorElementTypeInterface for Lane {}

/// `!lay.opaque`: may not.
#[type_def(dialect = Lay, mnemonic = "opaque")]
pub struct Opaque {}

fn ctx() -> std::sync::Arc<Context> {
    let mut registry = DialectRegistry::new();
    registry.insert::<Lay>();
    std::sync::Arc::new(Context::with_dialects(&registry))
}

fn parse_error(ctx: &std::sync::Arc<Context>, text: &str) -> String {
    parse_type(ctx, text).unwrap_err().to_string()
}

#[test]
fn a_dialect_layout_is_parsed_checked_and_asked_for_strides() {
    let ctx = ctx();
    let blocked = parse_type(&ctx, "memref<8xf32, #lay.blocked<4>>").unwrap();
    assert!(MemRefType::isa(&ctx, blocked));
    assert_eq!(blocked.display(&ctx).to_string(), "memref<8xf32, #lay.blocked<4>>");
    // Its map has a floordiv: not strided.
    assert_eq!(blocked.strides_and_offset(&ctx), None);
    let message = parse_error(&ctx, "memref<8x2xf32, #lay.blocked<4>>");
    assert!(message.contains("blocked layout needs rank 1, got rank 2"), "{message}");
    // A memory space after the layout, as for builtin layouts.
    let spaced = parse_type(&ctx, "memref<8xf32, #lay.blocked<4>, 3>").unwrap();
    assert_eq!(spaced.display(&ctx).to_string(), "memref<8xf32, #lay.blocked<4>, 3>");
}

#[test]
fn an_identity_dialect_layout_is_kept_but_not_printed() {
    let ctx = ctx();
    let row_major = parse_type(&ctx, "memref<2x3xf32, #lay.row_major>").unwrap();
    let plain = parse_type(&ctx, "memref<2x3xf32>").unwrap();
    assert_ne!(row_major, plain);
    assert_eq!(row_major.display(&ctx).to_string(), "memref<2x3xf32>");
    let strides = row_major.strides_and_offset(&ctx).unwrap();
    assert_eq!((strides.strides, strides.offset), (vec![3, 1], 0));
}

#[test]
fn get_checked_asks_the_layouts_model() {
    let ctx = ctx();
    let f32 = ctx.f32_type();
    let layout = parse_attribute(&ctx, "#lay.blocked<2>").unwrap();
    let loc = ctx.unknown_loc();
    let wrong = MemRefType::get_checked(&ctx, loc, vec![2, 2].into(), f32, Some(layout), None);
    assert_eq!(wrong.unwrap_err().message, "blocked layout needs rank 1, got rank 2");
    assert!(MemRefType::get_checked(&ctx, loc, vec![6].into(), f32, Some(layout), None).is_ok());
    // A builtin layout through the same interface.
    let strided = parse_attribute(&ctx, "strided<[1]>").unwrap();
    let model = MemRefLayoutAttrInterfaceRef::get(&ctx, strided).expect("a builtin layout");
    assert_eq!(
        model.verify_layout(&ctx, &[2, 2]).unwrap_err(),
        "expected the number of strides to match the rank"
    );
    assert!(!model.is_identity(&ctx));
}

#[test]
fn a_dialect_attribute_without_the_interface_is_a_memory_space() {
    let ctx = ctx();
    // `#lay.space` does not implement the interface, so it is the memory
    // space, and a layout after it is out of order.
    let in_space = parse_type(&ctx, "memref<4xf32, #lay.space>").unwrap();
    assert_eq!(in_space.display(&ctx).to_string(), "memref<4xf32, #lay.space>");
    let message = parse_error(&ctx, "memref<4xf32, #lay.space, #lay.blocked<2>>");
    assert!(message.contains("expected memory space to be last in memref type"), "{message}");
}

#[test]
fn vector_elements_follow_the_interface() {
    let ctx = ctx();
    let lanes = parse_type(&ctx, "vector<4x!lay.lane>").unwrap();
    assert_eq!(lanes.display(&ctx).to_string(), "vector<4x!lay.lane>");
    let message = parse_error(&ctx, "vector<4x!lay.opaque>");
    assert!(
        message.contains("failed to verify 'elementType': VectorElementTypeInterface instance"),
        "{message}"
    );
    let opaque = parse_type(&ctx, "!lay.opaque").unwrap();
    let rejected =
        VectorType::get_checked(&ctx, ctx.unknown_loc(), vec![4].into(), [].into(), opaque);
    assert_eq!(
        rejected.unwrap_err().message,
        "failed to verify 'elementType': VectorElementTypeInterface instance"
    );
    let lane = parse_type(&ctx, "!lay.lane").unwrap();
    assert!(VectorType::verify(&ctx, &vec![4].into(), &Box::default(), &lane).is_ok());
}
