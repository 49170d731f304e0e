//! `affine`'s memory ops beyond what mlir-opt can show: the effects they
//! declare, and the generic forms upstream does not guard against (a DMA
//! op without its maps, or with fewer operands than its maps need), which
//! here are located errors.

use std::sync::Arc;

use mlir_core::definitions::interfaces::memory_effects::{EffectKind, op_effects};
use mlir_core::{Context, DialectRegistry, Module};

use crate::common::{module, ops_named};

fn registry() -> DialectRegistry {
    let mut registry = DialectRegistry::new();
    mlir_dialects::register_all(&mut registry);
    registry
}

/// Asserts that parsing and verifying `text` reports `message` first, on
/// the op of its second line.
fn assert_error(text: &str, message: &str) {
    let ctx = Arc::new(Context::with_dialects(&registry()));
    let Err(diagnostics) = Module::parse(&ctx, "in.mlir", text) else {
        panic!("expected an error for {text}")
    };
    let rendered = diagnostics.to_string();
    let expected = format!("in.mlir:2:3: error: {message}");
    assert_eq!(rendered.lines().next(), Some(expected.as_str()), "{rendered}");
}

#[test]
fn vector_accesses_read_and_write_their_memref_the_others_declare_nothing() {
    let registry = registry();
    let module = module(
        &registry,
        "func.func @f(%m: memref<8xf32>, %t: memref<1xi32>, %i: index) {
  %v = affine.vector_load %m[%i] : memref<8xf32>, vector<4xf32>
  affine.vector_store %v, %m[%i + 4] : memref<8xf32>, vector<4xf32>
  affine.prefetch %m[%i], read, locality<3>, data : memref<8xf32>
  affine.dma_start %m[0], %m[4], %t[0], %i : memref<8xf32>, memref<8xf32>, memref<1xi32>
  affine.dma_wait %t[0], %i : memref<1xi32>
  return
}",
    );
    let ir = module.ir();
    let load = ops_named(ir, "affine.vector_load")[0];
    let effects = op_effects(ir, load).expect("declared effects");
    assert_eq!(effects.len(), 1);
    assert_eq!((effects[0].kind, effects[0].value), (EffectKind::Read, Some(load.operand(ir, 0))));
    let store = ops_named(ir, "affine.vector_store")[0];
    let effects = op_effects(ir, store).expect("declared effects");
    assert_eq!(effects.len(), 1);
    assert_eq!(
        (effects[0].kind, effects[0].value),
        (EffectKind::Write, Some(store.operand(ir, 1)))
    );
    for name in ["affine.prefetch", "affine.dma_start", "affine.dma_wait"] {
        assert_eq!(op_effects(ir, ops_named(ir, name)[0]), None, "{name}");
    }
}

#[test]
fn dma_ops_without_their_maps_are_errors() {
    let start = |attrs: &str, operands: &str, types: &str| {
        format!(
            "func.func @f(%m: memref<8xf32>, %t: memref<1xi32>, %i: index) {{
  \"affine.dma_start\"({operands}) {attrs} : ({types}) -> ()
  return
}}"
        )
    };
    let all = "%m, %i, %m, %i, %t, %i";
    let all_types = "memref<8xf32>, index, memref<8xf32>, index, memref<1xi32>, index";
    let maps = "dst_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<() -> (0)>";
    assert_error(
        &start(&format!("{{{maps}}}"), all, all_types),
        "'affine.dma_start' op requires attribute 'src_map'",
    );
    assert_error(
        &start(&format!("{{src_map = 1, {maps}}}"), all, all_types),
        "'affine.dma_start' op attribute 'src_map' failed to satisfy constraint: AffineMap \
         attribute",
    );
    let src = "src_map = affine_map<(d0) -> (d0)>";
    assert_error(
        &start(&format!("{{{src}, {maps}}}"), "%m, %i, %m", "memref<8xf32>, index, memref<8xf32>"),
        "'affine.dma_start' op incorrect number of operands",
    );
    let wait = |attrs: &str, operands: &str, types: &str| {
        format!(
            "func.func @f(%t: memref<1xi32>, %i: index) {{
  \"affine.dma_wait\"({operands}) {attrs} : ({types}) -> ()
  return
}}"
        )
    };
    assert_error(
        &wait("", "%t, %i, %i", "memref<1xi32>, index, index"),
        "'affine.dma_wait' op requires attribute 'tag_map'",
    );
    let tag_map = "{tag_map = affine_map<(d0) -> (d0)>}";
    assert_error(
        &wait(tag_map, "%t, %i", "memref<1xi32>, index"),
        "'affine.dma_wait' op incorrect number of operands",
    );
    assert_error(&wait(tag_map, "", ""), "'affine.dma_wait' op incorrect number of operands");
}
