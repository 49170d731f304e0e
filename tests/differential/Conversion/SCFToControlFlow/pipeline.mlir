// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(func.func(convert-scf-to-cf))
// RUN: --allow-unregistered-dialect '--pass-pipeline=builtin.module(convert-scf-to-cf{allow-pattern-rollback=false},canonicalize)'
// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(lower-affine,convert-scf-to-cf)
// The pass nested on functions, with its option followed by
// canonicalization, and after lower-affine, whose scf output it lowers.

func.func @loops(%n: index, %c: i1) -> i32 {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  %init = arith.constant 0 : i32
  %r = scf.for %i = %zero to %n step %one iter_args(%acc = %init) -> (i32) {
    %v = scf.if %c -> (i32) {
      %x = "work.load"(%i) : (index) -> i32
      scf.yield %x : i32
    } else {
      scf.yield %acc : i32
    }
    %s = arith.addi %acc, %v : i32
    scf.yield %s : i32
  }
  return %r : i32
}

func.func @affine_nest(%n: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = max affine_map<(d0) -> (d0, 1)>(%i) to min affine_map<(d0)[s0] -> (d0 + 4, s0)>(%i)[%n] step 2 {
      affine.if affine_set<(d0, d1) : (d0 - d1 >= 0)>(%i, %j) {
        "work.visit"(%i, %j) : (index, index) -> ()
      }
    }
  }
  return
}

func.func @affine_parallel(%n: index) -> f32 {
  %r = affine.parallel (%i) = (0) to (%n) reduce ("addf") -> f32 {
    %v = "work.loadf"(%i) : (index) -> f32
    affine.yield %v : f32
  }
  return %r : f32
}
