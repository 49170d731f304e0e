// RUN: --affine-parallelize=parallel-reductions=true
// RUN: --affine-parallelize=parallel-reductions
// Reductions: each supported combiner, several at once, in a nest, and
// carried values that are not reductions (two uses, a chain of two ops,
// an unsupported op, a value passed through).
func.func @sum(%A: memref<10xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 10 iter_args(%acc = %z) -> f32 {
    %v = affine.load %A[%i] : memref<10xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  return %r : f32
}
func.func @kinds(%A: memref<10xi32>, %B: memref<10xf32>) -> (i32, i32, i32, f32, f32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %f1 = arith.constant 1.0 : f32
  %r:5 = affine.for %i = 0 to 10 iter_args(%a = %c0, %m = %c1, %x = %c0, %p = %f1, %q = %f1) -> (i32, i32, i32, f32, f32) {
    %v = affine.load %A[%i] : memref<10xi32>
    %w = affine.load %B[%i] : memref<10xf32>
    %a2 = arith.addi %a, %v : i32
    %m2 = arith.muli %v, %m : i32
    %x2 = arith.ori %x, %v : i32
    %p2 = arith.mulf %p, %w : f32
    %q2 = arith.minimumf %q, %w : f32
    affine.yield %a2, %m2, %x2, %p2, %q2 : i32, i32, i32, f32, f32
  }
  return %r#0, %r#1, %r#2, %r#3, %r#4 : i32, i32, i32, f32, f32
}
func.func @nest(%A: memref<10x10xf32>, %B: memref<10xf32>) {
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 10 {
    %r = affine.for %j = 0 to 10 iter_args(%acc = %z) -> f32 {
      %v = affine.load %A[%i, %j] : memref<10x10xf32>
      %s = arith.addf %acc, %v : f32
      affine.yield %s : f32
    }
    affine.store %r, %B[%i] : memref<10xf32>
  }
  return
}
func.func @not_reductions(%A: memref<10xf32>) -> (f32, f32, f32, f32) {
  %z = arith.constant 0.0 : f32
  %r:4 = affine.for %i = 0 to 10 iter_args(%a = %z, %b = %z, %c = %z, %d = %z) -> (f32, f32, f32, f32) {
    %v = affine.load %A[%i] : memref<10xf32>
    %a2 = arith.addf %a, %a : f32
    %b1 = arith.addf %b, %v : f32
    %b2 = arith.addf %b1, %v : f32
    %c2 = arith.subf %c, %v : f32
    affine.yield %a2, %b2, %c2, %d : f32, f32, f32, f32
  }
  return %r#0, %r#1, %r#2, %r#3 : f32, f32, f32, f32
}
func.func @with_dependence(%A: memref<10xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 1 to 10 iter_args(%acc = %z) -> f32 {
    %v = affine.load %A[%i - 1] : memref<10xf32>
    affine.store %v, %A[%i] : memref<10xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  return %r : f32
}
