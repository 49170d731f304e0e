// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-size=8}))'
// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-sizes=3,5}))'

func.func @clamped(%a: memref<?xf32>, %n: index, %m: index) {
  affine.for %i = max affine_map<()[s0] -> (0, s0 - 4)>()[%m] to min affine_map<()[s0, s1] -> (s0, s1 + 3, 200)>()[%n, %m] {
    affine.for %j = 2 to min affine_map<()[s0] -> (s0, 64)>()[%n] step 2 {
      %v = affine.load %a[%j] : memref<?xf32>
      "test.use"(%v, %i) : (f32, index) -> ()
    }
  }
  return
}

// A `min` of constants: the trip count is constant.
func.func @constant_min(%a: memref<100xf32>) {
  affine.for %i = 0 to min affine_map<() -> (64, 100)>() {
    %v = affine.load %a[%i] : memref<100xf32>
  }
  return
}
