// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-tile))'
// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-tile{cache-size=1}))'
// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-tile{cache-size=8}))'

// Footprints of subscripts that add, negate, scale and shift induction
// variables, symbolic windows merged into one box, clamped bounds, and
// a variable read by two subscripts of one access.

func.func @sum_subscript(%a: memref<8192xf32>) {
  affine.for %i = 0 to 4096 {
    affine.for %j = 0 to 2048 {
      %v = affine.load %a[%i + %j] : memref<8192xf32>
    }
  }
  return
}
func.func @reversed(%a: memref<8192xf32>) {
  affine.for %i = 0 to 4096 {
    %v = affine.load %a[-%i + 5000] : memref<8192xf32>
  }
  return
}
func.func @windows(%a: memref<?xf32>, %s: index) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 1024 {
      %v = affine.load %a[%j + symbol(%s)] : memref<?xf32>
      %w = affine.load %a[%j + symbol(%s) + 7] : memref<?xf32>
      "test.use"(%v, %w, %i) : (f32, f32, index) -> ()
    }
  }
  return
}
func.func @clamped(%a: memref<?xf32>, %n: index, %m: index) {
  affine.for %i = 0 to 4096 {
    affine.for %j = max affine_map<()[s0] -> (0, s0 - 4)>()[%m] to min affine_map<()[s0, s1] -> (s0, s1 + 3)>()[%n, %m] {
      %v = affine.load %a[%j] : memref<?xf32>
      "test.use"(%v, %i) : (f32, index) -> ()
    }
  }
  return
}
func.func @two_d_sum(%a: memref<300x300xf32>) {
  affine.for %i = 0 to 100 {
    affine.for %j = 0 to 100 {
      %v = affine.load %a[%i + %j, %i] : memref<300x300xf32>
      %w = affine.load %a[%j, %i * 2] : memref<300x300xf32>
    }
  }
  return
}
func.func @scaled(%a: memref<100000xi32>) {
  affine.for %i = 0 to 1000 {
    affine.for %j = 0 to 10 {
      %v = affine.load %a[%i * 10 + %j] : memref<100000xi32>
    }
  }
  return
}
