//! The affine analysis as a library: dependence questions asked directly
//! (results, components, the constraint system's emptiness and bounds),
//! the parallel-loop query with and without reductions, and what the
//! analysis answers for inputs it cannot relate.

use mlir_core::DialectRegistry;
use mlir_core::definitions::op_type::OpType;
use mlir_dialects::affine::ForOp;
use mlir_dialects::affine::analysis::{
    AccessAlongLoop, Constraints, DependenceResult, MemRefAccess, access_along_loop,
    check_memref_access_dependence, is_loop_parallel, supported_reductions,
};

use crate::common::{module, ops_named};

fn registry() -> DialectRegistry {
    let mut registry = DialectRegistry::new();
    mlir_dialects::register_all(&mut registry);
    registry
}

const SHIFT: &str = "func.func @f(%A: memref<100xf32>, %B: memref<100xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %v = affine.load %A[%i * 10 + %j] : memref<100xf32>
      affine.store %v, %A[%i * 10 + %j + 11] : memref<100xf32>
      %w = affine.load %B[%j] : memref<100xf32>
    }
  }
  return
}";

#[test]
fn a_store_then_load_eleven_elements_later_depends_across_the_outer_loop_only() {
    let module = module(&registry(), SHIFT);
    let ir = module.ir();
    let store = MemRefAccess::new(ir, ops_named(ir, "affine.store")[0]).expect("store");
    let loads = ops_named(ir, "affine.load");
    let load = MemRefAccess::new(ir, loads[0]).expect("load");
    assert!(store.is_write && !load.is_write);
    let mut components = Vec::new();
    let result = check_memref_access_dependence(ir, &store, &load, 1, Some(&mut components));
    assert_eq!(result, DependenceResult::HasDependence);
    let bounds: Vec<_> = components.iter().map(|c| (c.lb, c.ub)).collect();
    // One row later and a column to the right, or two rows later and nine
    // columns to the left.
    assert_eq!(bounds, [(Some(1), Some(2)), (Some(-9), Some(1))]);
    assert_eq!(components[0].op, ops_named(ir, "affine.for")[0]);
    // The same iteration of the outer loop never sees it.
    let at_depth_2 = check_memref_access_dependence(ir, &store, &load, 2, None);
    assert_eq!(at_depth_2, DependenceResult::NoDependence);
    // Two reads, or accesses to different memrefs, never depend.
    let other = MemRefAccess::new(ir, loads[1]).expect("load");
    assert_eq!(
        check_memref_access_dependence(ir, &load, &other, 1, None),
        DependenceResult::NoDependence
    );
    assert_eq!(
        check_memref_access_dependence(ir, &store, &other, 1, None),
        DependenceResult::NoDependence
    );
}

#[test]
fn loops_are_parallel_when_no_dependence_crosses_their_iterations() {
    let shifted = module(&registry(), SHIFT);
    let ir = shifted.ir();
    let loops: Vec<ForOp> = ops_named(ir, "affine.for")
        .into_iter()
        .filter_map(|op| ForOp::try_from_op(ir, op))
        .collect();
    // The dependence crosses the outer loop's iterations, never the
    // inner one's within one outer iteration.
    assert!(!is_loop_parallel(ir, loops[0], None));
    assert!(is_loop_parallel(ir, loops[1], None));
    let copy = module_text_copy();
    let parallel = module(&registry(), &copy);
    let ir = parallel.ir();
    let for_op = ForOp::try_from_op(ir, ops_named(ir, "affine.for")[0]).expect("loop");
    assert!(is_loop_parallel(ir, for_op, None));
}

fn module_text_copy() -> String {
    "func.func @f(%A: memref<10xf32>, %B: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %A[%i] : memref<10xf32>
    affine.store %v, %B[%i] : memref<10xf32>
  }
  return
}"
    .to_string()
}

#[test]
fn a_sum_is_parallel_only_when_reductions_are_asked_for() {
    let text = "func.func @f(%A: memref<10xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 10 iter_args(%acc = %z) -> f32 {
    %v = affine.load %A[%i] : memref<10xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  return %r : f32
}";
    let module = module(&registry(), text);
    let ir = module.ir();
    let for_op = ForOp::try_from_op(ir, ops_named(ir, "affine.for")[0]).expect("loop");
    assert!(!is_loop_parallel(ir, for_op, None));
    let mut reductions = Vec::new();
    assert!(is_loop_parallel(ir, for_op, Some(&mut reductions)));
    assert_eq!(reductions, supported_reductions(ir, for_op));
    assert_eq!(reductions.len(), 1);
    assert_eq!(reductions[0].value, ops_named(ir, "affine.load")[0].result(ir, 0));
}

#[test]
fn a_carried_value_combined_with_another_carried_value_is_no_reduction() {
    // `%a` is combined with `%b`, itself carried: not a reduction. `%c`
    // combined with a value the body computes from `%b` is one, as
    // upstream sees it (its slice stops at the loop).
    let text = "func.func @f(%A: memref<100xf32>) -> (f32, f32, f32) {
  %z = arith.constant 0.0 : f32
  %r:3 = affine.for %i = 0 to 100 iter_args(%a = %z, %b = %z, %c = %z) -> (f32, f32, f32) {
    %v = affine.load %A[%i] : memref<100xf32>
    %s = arith.addf %a, %b : f32
    %x = arith.mulf %v, %v : f32
    %t = arith.addf %c, %x : f32
    affine.yield %s, %v, %t : f32, f32, f32
  }
  return %r#0, %r#1, %r#2 : f32, f32, f32
}";
    let module = module(&registry(), text);
    let ir = module.ir();
    let for_op = ForOp::try_from_op(ir, ops_named(ir, "affine.for")[0]).expect("loop");
    let positions: Vec<usize> =
        supported_reductions(ir, for_op).iter().map(|r| r.position).collect();
    assert_eq!(positions, [2]);
}

#[test]
fn semi_affine_subscripts_fail_and_accesses_report_how_they_move() {
    let text = "func.func @f(%A: memref<100x100xf32>, %N: index) {
  affine.for %i = 0 to 10 {
    %v = affine.load %A[%i * symbol(%N), %i] : memref<100x100xf32>
    affine.store %v, %A[%i, 0] : memref<100x100xf32>
  }
  return
}";
    let module = module(&registry(), text);
    let ir = module.ir();
    let load = MemRefAccess::new(ir, ops_named(ir, "affine.load")[0]).expect("load");
    let store = MemRefAccess::new(ir, ops_named(ir, "affine.store")[0]).expect("store");
    let result = check_memref_access_dependence(ir, &store, &load, 1, None);
    assert_eq!(result, DependenceResult::Failure);
    let iv = ForOp::try_from_op(ir, ops_named(ir, "affine.for")[0])
        .and_then(|f| f.induction_var(ir))
        .expect("iv");
    assert_eq!(access_along_loop(ir, iv, &load), Some(AccessAlongLoop::Varying));
    assert_eq!(access_along_loop(ir, iv, &store), Some(AccessAlongLoop::VaryingIn(1)));
}

#[test]
fn emptiness_and_bounds_of_a_constraint_system() {
    // x - 2y == 1, 0 <= x <= 10, 3 <= y: x odd and at least 7. The
    // projection of y is rational, so the bounds of x are those of the
    // rational shadow: 7 and 10 (not 9).
    let system = Constraints {
        equalities: vec![vec![1, -2, -1]],
        inequalities: vec![vec![1, 0, 0], vec![-1, 0, 10], vec![0, 1, -3]],
        num_vars: 2,
        num_locals: 0,
    };
    assert!(!system.is_empty());
    assert_eq!(system.constant_bound(0, &[1], true), Some(7));
    assert_eq!(system.constant_bound(0, &[1], false), Some(10));
    assert_eq!(system.constant_bound(1, &[0], false), Some(4));
    // 2x == 1 has no integer solution.
    let odd = Constraints {
        equalities: vec![vec![2, -1]],
        inequalities: vec![],
        num_vars: 1,
        num_locals: 0,
    };
    assert!(odd.is_empty());
}
