//! `memref`'s views through their Rust API: the size a view gives for a
//! dynamic dimension (what `memref.dim`'s folder asks), the
//! `ViewLikeOpInterface` source, and the mixed offsets, sizes and strides
//! of a subview.

use mlir_core::DialectRegistry;
use mlir_core::definitions::interfaces::view_like::ViewLikeOpInterfaceRef;
use mlir_core::definitions::op_type::OpType;
use mlir_core::rewrite::OpFoldResult;
use mlir_dialects::memref::{SubViewOp, fold_dim_of_view};

use crate::common::{module, ops_named};

const VIEWS: &str = "func.func @f(%b: memref<2048xi8>, %m: memref<?x?x?xf32>, %i: index, %n: index) {
  %v = memref.view %b[%i][%n, %i] : memref<2048xi8> to memref<?x4x?xf32>
  %s = memref.subview %m[0, %i, 0] [%n, 1, %i] [1, 1, 1] : memref<?x?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return
}";

#[test]
fn views_give_their_dynamic_sizes() {
    let mut registry = DialectRegistry::new();
    mlir_dialects::register_all(&mut registry);
    let module = module(&registry, VIEWS);
    let ir = module.ir();
    let args: Vec<_> =
        ops_named(ir, "func.func")[0].region(ir, 0).first_block(ir).unwrap().args(ir).collect();
    let (i, n) = (args[2], args[3]);
    let view = ops_named(ir, "memref.view")[0].result(ir, 0);
    assert_eq!(fold_dim_of_view(ir, view, 0), Some(n));
    // A static dimension, and one out of range, give nothing.
    assert_eq!(fold_dim_of_view(ir, view, 1), None);
    assert_eq!(fold_dim_of_view(ir, view, 2), Some(i));
    assert_eq!(fold_dim_of_view(ir, view, 3), None);
    // The subview drops its unit dimension 1: result dimension 1 is
    // source dimension 2.
    let subview = ops_named(ir, "memref.subview")[0];
    let result = subview.result(ir, 0);
    assert_eq!(fold_dim_of_view(ir, result, 0), Some(n));
    assert_eq!(fold_dim_of_view(ir, result, 1), Some(i));
    let typed = SubViewOp::from_op_unchecked(subview);
    assert_eq!(typed.dropped_dims(ir), Some(vec![false, true, false]));
    let mixed = typed.mixed(ir);
    assert_eq!(mixed.offsets[1], OpFoldResult::Value(i));
    assert!(matches!(mixed.sizes[1], OpFoldResult::Attr(_)));
    let view_like = ViewLikeOpInterfaceRef::get(ir, subview).unwrap();
    assert_eq!(view_like.view_source(ir), args[1]);
}

/// `memref.reshape` reads its shape operand and nothing else, yet is
/// always speculatable (upstream's `Pure` beside the operand's `MemRead`).
#[test]
fn reshape_reads_its_shape_and_is_speculatable() {
    use mlir_core::definitions::interfaces::memory_effects::{EffectKind, op_effects};
    use mlir_core::definitions::interfaces::speculatable::is_speculatable;
    let mut registry = DialectRegistry::new();
    mlir_dialects::register_all(&mut registry);
    let module = module(
        &registry,
        "func.func @f(%m: memref<6xf32>, %s: memref<2xindex>) {
  %r = memref.reshape %m(%s) : (memref<6xf32>, memref<2xindex>) -> memref<?x?xf32>
  return
}",
    );
    let ir = module.ir();
    let reshape = ops_named(ir, "memref.reshape")[0];
    let effects = op_effects(ir, reshape).expect("declared effects");
    assert_eq!(effects.len(), 1);
    assert_eq!(effects[0].kind, EffectKind::Read);
    assert_eq!(effects[0].value, Some(reshape.operand(ir, 1)));
    assert!(is_speculatable(ir, reshape));
}
