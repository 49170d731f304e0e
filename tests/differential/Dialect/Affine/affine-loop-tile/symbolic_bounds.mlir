// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-size=32}))'
// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-sizes=4,6}))'

func.func @sizes(%a: memref<?x?xf32>, %n: index, %m: index) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %m {
      %v = affine.load %a[%i, %j] : memref<?x?xf32>
      affine.store %v, %a[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

// Symbolic lower bounds, and an upper bound a constant span above one.
func.func @window(%a: memref<1024xf32>, %s: index) {
  affine.for %i = %s to affine_map<()[s0] -> (s0 + 100)>()[%s] {
    %v = affine.load %a[%i] : memref<1024xf32>
  }
  affine.for %i = affine_map<()[s0] -> (s0 * 2)>()[%s] to affine_map<()[s0] -> (s0 * 2 + 64)>()[%s] {
    %v = affine.load %a[%i] : memref<1024xf32>
  }
  return
}

// Bounds with dimension operands and a constant operand.
func.func @dims(%a: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %d = memref.dim %a, %c0 : memref<?xf32>
  affine.for %i = affine_map<(d0) -> (d0 floordiv 2)>(%n) to affine_map<(d0, d1) -> (d0 + d1)>(%n, %d) {
    affine.for %j = 0 to %c10 {
      %v = affine.load %a[%i + %j] : memref<?xf32>
    }
  }
  return
}
