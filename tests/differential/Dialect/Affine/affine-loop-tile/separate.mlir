// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-size=32 separate}))'
// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-sizes=8,6 separate=true}))'
// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-size=4 separate=false}))'

func.func @symbolic(%a: memref<?x?xf32>, %n: index, %m: index) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %m {
      %v = affine.load %a[%i, %j] : memref<?x?xf32>
      "test.use"(%v) : (f32) -> ()
    }
  }
  return
}

// Constant bounds the tile does not divide.
func.func @constant(%a: memref<100x50xf32>) {
  affine.for %i = 0 to 100 {
    affine.for %j = 0 to 50 {
      %v = affine.load %a[%i, %j] : memref<100x50xf32>
      affine.store %v, %a[%i, %j] : memref<100x50xf32>
    }
  }
  return
}

// Every tile full: the condition always holds.
func.func @all_full(%a: memref<64xf32>) {
  affine.for %i = 0 to 64 {
    %v = affine.load %a[%i] : memref<64xf32>
  }
  return
}

// Upper bounds of several results and symbolic lower bounds.
func.func @min_bounds(%a: memref<?xf32>, %n: index, %m: index) {
  affine.for %i = %m to min affine_map<()[s0, s1] -> (s0, s1 * 2, 1000)>()[%n, %m] {
    affine.for %j = 5 to affine_map<()[s0] -> (s0 + 7)>()[%n] {
      %v = affine.load %a[%i] : memref<?xf32>
      "test.use"(%v, %j) : (f32, index) -> ()
    }
  }
  return
}

// A stepped loop is tiled but not separated.
func.func @stepped(%a: memref<100xf32>) {
  affine.for %i = 0 to 100 step 2 {
    %v = affine.load %a[%i] : memref<100xf32>
  }
  return
}
