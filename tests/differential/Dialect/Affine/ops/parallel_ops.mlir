// RUN:
// RUN: --mlir-print-op-generic
// affine.parallel: bound expressions and min/max groups, merged operands, steps, reductions.
func.func @f(%m: memref<100x100xf32>, %n: index, %k: index) -> (f32, i32) {
  affine.parallel (%i, %j) = (0, 0) to (10, %n) {
    %v = affine.load %m[%i, %j] : memref<100x100xf32>
  }
  affine.parallel (%i) = (max(0, %n - 10)) to (min(%n, 100)) step (2) {
  }
  affine.parallel (%i, %j) = (%n, symbol(%k) floordiv 2) to (%n + %k, 100) step (4, 1) {
  }
  %r:2 = affine.parallel (%i) = (0) to (10) reduce ("addf", "addi") -> (f32, i32) {
    %v = affine.load %m[%i, %i] : memref<100x100xf32>
    %c = arith.constant 1 : i32
    affine.yield %v, %c : f32, i32
  }
  affine.parallel () = () to () {
  }
  affine.parallel (%i, %j) = (max(%n, %k, 3), 0) to (min(%n * 2, 50), min(%k, 1)) {
  } {tag}
  return %r#0, %r#1 : f32, i32
}
