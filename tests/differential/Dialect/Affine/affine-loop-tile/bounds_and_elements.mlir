// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-size=32}))'
// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-size=32 separate}))'
// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-tile))'
// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-tile{separate}))'
// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-tile{cache-size=100}))'

// Bounds with a semi-affine division, with dimension operands and empty
// bodies, an inner loop of one iteration, memrefs of vectors, and trip
// counts below the tile over symbolic bounds.

func.func @floordiv_bound(%a: memref<?xi16>, %l: index, %u: index) {
  %c0 = arith.constant 0 : index
  %d = memref.dim %a, %c0 : memref<?xi16>
  affine.for %i = max affine_map<()[s0] -> (0, s0)>()[%l] to min affine_map<()[s0, s1] -> (s0, 2048 floordiv s1)>()[%d, %u] {
    %x = arith.addi %i, %i : index
  }
  return
}
func.func @dims_bounds(%a: index, %b: index, %c: index, %d: index) {
  affine.for %i = max affine_map<(d0, d1) -> (d0, d1)>(%a, %b) to min affine_map<(d0, d1) -> (d0, d1 - 3)>(%c, %d) {
  }
  return
}
func.func @unit_inner(%a: memref<4096x1xf32>, %b: memref<4096x1xf32>) {
  affine.for %i = 0 to 4096 {
    affine.for %j = 0 to 1 {
      %v = affine.load %a[%i, %j] : memref<4096x1xf32>
      affine.store %v, %b[%i, %j] : memref<4096x1xf32>
    }
  }
  return
}
func.func @vectors(%a: memref<128x128xvector<32xf32>>, %b: memref<128x128xvector<32xf32>>) {
  affine.for %i = 0 to 128 {
    affine.for %j = 0 to 128 {
      affine.for %k = 0 to 120 {
        %x = affine.load %a[%i, %k] : memref<128x128xvector<32xf32>>
        %y = affine.load %b[%k, %j] : memref<128x128xvector<32xf32>>
        %s = arith.addf %x, %y : vector<32xf32>
        "test.use"(%s) : (vector<32xf32>) -> ()
      }
    }
  }
  return
}
func.func @small_offsets(%m: index, %n: index) {
  affine.for %i = affine_map<(d0) -> (d0)>(%m) to affine_map<(d0) -> (d0 + 3)>(%m) {
    affine.for %j = affine_map<(d0) -> (d0)>(%n) to affine_map<(d0) -> (d0 + 5)>(%n) {
      "test.op"(%i, %j) : (index, index) -> ()
    }
  }
  return
}
