// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-size=4}))'

// Triangular: the inner bound reads the outer loop; nothing is tiled.
func.func @triangle(%a: memref<64x64xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) {
      %v = affine.load %a[%i, %j] : memref<64x64xf32>
    }
  }
  affine.for %i = 0 to 64 {
    affine.for %j = affine_map<(d0) -> (d0 + 1)>(%i) to 64 {
      %v = affine.load %a[%i, %j] : memref<64x64xf32>
    }
  }
  return
}

// The dependence comes through an affine.apply.
func.func @through_apply(%a: memref<64x64xf32>) {
  affine.for %i = 0 to 32 {
    affine.for %j = 0 to 64 {
      affine.for %k = 0 to affine_map<(d0) -> (d0 * 2)>(%i) {
        "test.op"(%j, %k) : (index, index) -> ()
      }
    }
  }
  return
}

// One loop is always a hyper-rectangle.
func.func @single(%a: memref<64xf32>, %n: index) {
  affine.for %i = 0 to affine_map<()[s0] -> (s0 * 3)>()[%n] {
    %v = affine.load %a[%i] : memref<64xf32>
  }
  return
}
