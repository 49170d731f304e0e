// RUN:
// RUN: --mlir-print-op-generic
// affine.if: sets inline and aliased, else regions, results, attributes.
#set = affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 - d0 - 1 >= 0)>
func.func @f(%m: memref<100xf32>, %n: index, %x: f32) -> f32 {
  affine.for %i = 0 to 100 {
    affine.if #set(%i)[%n] {
      affine.store %x, %m[%i] : memref<100xf32>
    }
    affine.if affine_set<(d0) : (d0 == 0)>(%i) {
      affine.store %x, %m[%i] : memref<100xf32>
    } else {
      affine.store %x, %m[%i + 1] : memref<100xf32>
    }
  }
  %r = affine.if affine_set<()[s0] : (s0 >= 0)>()[%n] -> f32 {
    affine.yield %x : f32
  } else {
    %y = arith.addf %x, %x : f32
    affine.yield %y : f32
  }
  %r2:2 = affine.if affine_set<() : (0 == 0)>() -> (f32, index) {
    affine.yield %x, %n : f32, index
  } else {
    affine.yield %x, %n : f32, index
  } {tag}
  affine.if affine_set<(d0) : (d0 >= 0)>(%n) {
  } else {
  }
  return %r : f32
}
