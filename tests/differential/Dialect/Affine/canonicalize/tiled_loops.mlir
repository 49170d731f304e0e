// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --cse
// Tiled loop nests as tiling passes leave them: intra-tile bounds with min/max of tile sizes, affine.apply of induction variables in indices and bounds, and their canonical forms.
func.func @tiled_copy(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %n: index, %m: index) {
  affine.for %ii = 0 to %n step 32 {
    affine.for %jj = 0 to %m step 32 {
      affine.for %i = affine_map<(d0) -> (d0)>(%ii) to min affine_map<(d0)[s0] -> (d0 + 32, s0)>(%ii)[%n] {
        affine.for %j = affine_map<(d0) -> (d0)>(%jj) to min affine_map<(d0)[s0] -> (d0 + 32, s0, s0 + 100)>(%jj)[%m] {
          %v = affine.load %A[%i, %j] : memref<?x?xf32>
          affine.store %v, %B[%j, %i] : memref<?x?xf32>
        }
      }
    }
  }
  return
}
func.func @static_tiles(%A: memref<100xf32>) {
  affine.for %ii = 0 to 100 step 16 {
    affine.for %i = affine_map<(d0) -> (d0)>(%ii) to min affine_map<(d0) -> (d0 + 16, 100)>(%ii) {
      %0 = affine.apply affine_map<(d0, d1) -> (d1 - d0)>(%ii, %i)
      %v = affine.load %A[%ii + %0] : memref<100xf32>
      "test.use"(%v, %0) : (f32, index) -> ()
    }
  }
  return
}
func.func @unrolled(%A: memref<64xf32>) {
  affine.for %i = 0 to 64 step 4 {
    %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %1 = affine.apply affine_map<(d0) -> (d0 + 2)>(%i)
    %2 = affine.apply affine_map<(d0) -> (d0 + 1)>(%1)
    %a = affine.load %A[%i] : memref<64xf32>
    %b = affine.load %A[%0] : memref<64xf32>
    %c = affine.load %A[%1] : memref<64xf32>
    %d = affine.load %A[%2] : memref<64xf32>
    %e = affine.apply affine_map<(d0) -> (d0 floordiv 4)>(%i)
    %f = affine.apply affine_map<(d0) -> (d0 mod 4)>(%2)
    "test.use"(%a, %b, %c, %d, %e, %f) : (f32, f32, f32, f32, index, index) -> ()
  }
  return
}
func.func @bounds_from_apply(%n: index) {
  %0 = affine.apply affine_map<()[s0] -> (s0 ceildiv 8)>()[%n]
  affine.for %i = 0 to %0 {
    %1 = affine.apply affine_map<(d0) -> (d0 * 8)>(%i)
    affine.for %j = 0 to min affine_map<(d0)[s0] -> (8, s0 - d0)>(%1)[%n] {
      "test.use"(%1, %j) : (index, index) -> ()
    }
  }
  return
}
