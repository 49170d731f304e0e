// RUN:
// RUN: --mlir-print-op-generic
// scf.parallel: one and two dimensions, init values with reductions, the
// `scf.reduce ` with its trailing space when it reduces nothing, several
// reductions and a discardable attribute.
func.func @parallel(%lb: index, %ub: index, %st: index, %x: i32, %f: f32) -> (i32, f32) {
  scf.parallel (%i) = (%lb) to (%ub) step (%st) {
  }
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) {
    %s = arith.addi %i, %j : index
    scf.reduce
  } {tag}
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%x) -> i32 {
    scf.reduce(%x : i32) {
    ^bb0(%a: i32, %b: i32):
      %sum = arith.addi %a, %b : i32
      scf.reduce.return %sum : i32
    }
  }
  %p:2 = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%x, %f) -> (i32, f32) {
    scf.reduce(%x, %f : i32, f32) {
    ^bb0(%a: i32, %b: i32):
      scf.reduce.return %a : i32
    }, {
    ^bb0(%a: f32, %b: f32):
      %m = arith.maximumf %a, %b : f32
      scf.reduce.return %m : f32
    }
  }
  return %r, %p#1 : i32, f32
}
