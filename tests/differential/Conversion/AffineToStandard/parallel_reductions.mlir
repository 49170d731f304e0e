// RUN: --lower-affine
// RUN: --lower-affine --mlir-print-op-generic
// RUN: --lower-affine --mlir-print-debuginfo
// affine.parallel with reductions: every kind its verifier accepts on
// signless types, each result initialized with the kind's identity.

func.func @floats(%A: memref<100xf32>, %B: memref<100xf64>, %n: index) -> (f32, f32, f64, f64) {
  %r:4 = affine.parallel (%i) = (0) to (%n) reduce ("addf", "mulf", "maximumf", "minimumf") -> (f32, f32, f64, f64) {
    %a = affine.load %A[%i] : memref<100xf32>
    %b = affine.load %B[%i] : memref<100xf64>
    affine.yield %a, %a, %b, %b : f32, f32, f64, f64
  }
  return %r#0, %r#1, %r#2, %r#3 : f32, f32, f64, f64
}

func.func @integers(%A: memref<10x10xi32>, %x: i64) -> (i32, i32, i64, i8) {
  %r:4 = affine.parallel (%i, %j) = (0, 0) to (10, 10) reduce ("addi", "muli", "andi", "ori") -> (i32, i32, i64, i8) {
    %a = affine.load %A[%i, %j] : memref<10x10xi32>
    %c = arith.constant 7 : i8
    affine.yield %a, %a, %x, %c : i32, i32, i64, i8
  }
  return %r#0, %r#1, %r#2, %r#3 : i32, i32, i64, i8
}

func.func @small_floats(%n: index, %h: f16, %b: bf16) -> (f16, bf16) {
  %r:2 = affine.parallel (%i) = (0) to (%n) step (2) reduce ("maximumf", "addf") -> (f16, bf16) {
    affine.yield %h, %b : f16, bf16
  }
  return %r#0, %r#1 : f16, bf16
}
