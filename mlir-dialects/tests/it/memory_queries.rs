//! The memory questions passes ask, asked directly: how two memrefs alias
//! (`LocalAliasAnalysis`), whether two affine accesses touch the same
//! element, whether an op between two accesses may write what the second
//! reads, and post-dominance between stores.

use mlir_core::DialectRegistry;
use mlir_core::definitions::interfaces::memory_effects::EffectKind;
use mlir_core::ir::{IrView, Op, Value};
use mlir_core::pass::{AliasResult, LocalAliasAnalysis, PostDominanceInfo};
use mlir_dialects::affine::analysis::{MemRefAccess, has_no_intervening_effect};

use crate::common::{module, ops_named};

fn registry() -> DialectRegistry {
    let mut registry = DialectRegistry::new();
    mlir_dialects::register_all(&mut registry);
    registry
}

fn result(ir: &IrView, op: Op) -> Value {
    op.result(ir, 0)
}

#[test]
fn allocations_do_not_alias_each_other_nor_arguments_but_views_do() {
    let module = module(
        &registry(),
        "func.func @f(%a: memref<4xf32>, %b: memref<4xf32>) {
  %x = memref.alloc() : memref<4xf32>
  %y = memref.alloca() : memref<4xf32>
  %v = memref.cast %x : memref<4xf32> to memref<?xf32>
  %g = memref.get_global @g : memref<4xf32>
  return
}
memref.global @g : memref<4xf32> = uninitialized",
    );
    let ir = module.ir();
    let f = ops_named(ir, "func.func")[0];
    let args: Vec<Value> =
        f.regions(ir).next().unwrap().first_block(ir).unwrap().args(ir).collect();
    let x = result(ir, ops_named(ir, "memref.alloc")[0]);
    let y = result(ir, ops_named(ir, "memref.alloca")[0]);
    let view = result(ir, ops_named(ir, "memref.cast")[0]);
    let global = result(ir, ops_named(ir, "memref.get_global")[0]);
    let aa = LocalAliasAnalysis;
    assert_eq!(aa.alias(ir, x, x), AliasResult::MustAlias);
    assert_eq!(aa.alias(ir, x, y), AliasResult::NoAlias);
    assert_eq!(aa.alias(ir, x, args[0]), AliasResult::NoAlias);
    assert_eq!(aa.alias(ir, y, args[1]), AliasResult::NoAlias);
    assert_eq!(aa.alias(ir, args[0], args[1]), AliasResult::MayAlias);
    // A view is traced to the buffer it shows.
    assert_eq!(aa.alias(ir, view, x), AliasResult::MustAlias);
    assert_eq!(aa.alias(ir, view, y), AliasResult::NoAlias);
    // Nothing is known of a global's address against an argument.
    assert_eq!(aa.alias(ir, global, args[0]), AliasResult::MayAlias);
    assert!(aa.may_alias(ir, global, args[0]) && !aa.may_alias(ir, x, y));
}

#[test]
fn same_element_compares_composed_access_maps() {
    let module = module(
        &registry(),
        "func.func @f(%m: memref<20xf32>, %n: memref<20xf32>, %s: index, %x: f32) {
  affine.for %i = 0 to 10 {
    %j = affine.apply affine_map<(d0) -> (d0 + 2)>(%i)
    affine.store %x, %m[%j] : memref<20xf32>
    %a = affine.load %m[%i + 2] : memref<20xf32>
    %b = affine.load %m[%i + 1] : memref<20xf32>
    %c = affine.load %n[%i + 2] : memref<20xf32>
    %d = affine.load %m[%s] : memref<20xf32>
  }
  return
}",
    );
    let ir = module.ir();
    let store = MemRefAccess::new(ir, ops_named(ir, "affine.store")[0]).unwrap();
    let loads: Vec<MemRefAccess> = ops_named(ir, "affine.load")
        .into_iter()
        .map(|l| MemRefAccess::new(ir, l).unwrap())
        .collect();
    assert!(store.same_element_as(ir, &loads[0]));
    assert!(loads[0].same_element_as(ir, &store));
    assert!(!store.same_element_as(ir, &loads[1]));
    assert!(!store.same_element_as(ir, &loads[2]), "another memref");
    assert!(!store.same_element_as(ir, &loads[3]), "a symbol is not the loop's iv");
}

#[test]
fn intervening_writes_are_judged_by_alias_and_dependence() {
    let module = module(
        &registry(),
        "func.func @f(%arg: memref<10xf32>, %x: f32) {
  %m = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 9 {
    affine.store %x, %m[%i] : memref<10xf32>
    affine.store %x, %m[%i + 1] : memref<10xf32>
    memref.store %x, %arg[%i] : memref<10xf32>
    %v = affine.load %m[%i] : memref<10xf32>
    \"test.opaque\"() : () -> ()
    %w = affine.load %m[%i] : memref<10xf32>
  }
  return
}",
    );
    let ir = module.ir();
    let stores = ops_named(ir, "affine.store");
    let loads = ops_named(ir, "affine.load");
    let aa = LocalAliasAnalysis;
    let may_alias = |a: Value, b: Value| aa.may_alias(ir, a, b);
    // The store of the next element and the store to the argument do not
    // reach `%m[%i]` in this iteration.
    assert!(has_no_intervening_effect(ir, stores[0], loads[0], EffectKind::Write, &may_alias));
    // Everything may alias: the argument's store intervenes.
    let anything = |_: Value, _: Value| true;
    assert!(!has_no_intervening_effect(ir, stores[0], loads[0], EffectKind::Write, &anything));
    // An op without declared effects may write anything.
    assert!(!has_no_intervening_effect(ir, loads[0], loads[1], EffectKind::Write, &may_alias));
    // Reads between two stores: the load of the same element.
    assert!(has_no_intervening_effect(ir, stores[0], stores[1], EffectKind::Read, &may_alias));
}

#[test]
fn a_store_at_the_join_post_dominates_the_branches() {
    let module = module(
        &registry(),
        "func.func @f(%m: memref<1xf32>, %c: i1, %x: f32) {
  %c0 = arith.constant 0 : index
  affine.store %x, %m[%c0] : memref<1xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  affine.store %x, %m[%c0] : memref<1xf32>
  cf.br ^bb2
^bb2:
  affine.store %x, %m[%c0] : memref<1xf32>
  return
}",
    );
    let ir = module.ir();
    let stores = ops_named(ir, "affine.store");
    let info = PostDominanceInfo::new();
    assert!(info.post_dominates(ir, stores[2], stores[0]));
    assert!(info.post_dominates(ir, stores[2], stores[1]));
    assert!(!info.post_dominates(ir, stores[1], stores[0]));
    assert!(!info.post_dominates(ir, stores[0], stores[2]));
}
