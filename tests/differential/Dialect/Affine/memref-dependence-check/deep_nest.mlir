// RUN: --test-memref-dependence-check
// RECORD-STDERR
// An eight-deep nest with min bounds over the outer loop and a symbol,
// four loads and four stores with shifts and floordivs.
func.func @deep(%A: memref<4x4x4x4x4x4x4x4xf32>, %N: index) {
  affine.for %i0 = 0 to 4 {
    affine.for %i1 = 0 to min affine_map<(d0)[s0] -> (4, s0)>(%i0)[%N] {
      affine.for %i2 = 0 to min affine_map<(d0)[s0] -> (4, s0)>(%i1)[%N] {
        affine.for %i3 = 0 to min affine_map<(d0)[s0] -> (4, s0)>(%i2)[%N] {
          affine.for %i4 = 0 to min affine_map<(d0)[s0] -> (4, s0)>(%i3)[%N] {
            affine.for %i5 = 0 to min affine_map<(d0)[s0] -> (4, s0)>(%i4)[%N] {
              affine.for %i6 = 0 to min affine_map<(d0)[s0] -> (4, s0)>(%i5)[%N] {
                affine.for %i7 = 0 to min affine_map<(d0)[s0] -> (4, s0)>(%i6)[%N] {
                  %v0 = affine.load %A[%i0 + 0, %i1 floordiv 2, %i2 + 0, %i3 floordiv 2, %i4 + 0, %i5 floordiv 2, %i6 + 0, %i7 floordiv 2] : memref<4x4x4x4x4x4x4x4xf32>
                  affine.store %v0, %A[%i0, %i1, %i2, %i3, %i4, %i5, %i6, %i7] : memref<4x4x4x4x4x4x4x4xf32>
                  %v1 = affine.load %A[%i0 + 1, %i1 floordiv 2, %i2 + 1, %i3 floordiv 2, %i4 + 1, %i5 floordiv 2, %i6 + 1, %i7 floordiv 2] : memref<4x4x4x4x4x4x4x4xf32>
                  affine.store %v1, %A[%i0, %i1, %i2, %i3, %i4, %i5, %i6, %i7] : memref<4x4x4x4x4x4x4x4xf32>
                  %v2 = affine.load %A[%i0 + 2, %i1 floordiv 2, %i2 + 2, %i3 floordiv 2, %i4 + 2, %i5 floordiv 2, %i6 + 2, %i7 floordiv 2] : memref<4x4x4x4x4x4x4x4xf32>
                  affine.store %v2, %A[%i0, %i1, %i2, %i3, %i4, %i5, %i6, %i7] : memref<4x4x4x4x4x4x4x4xf32>
                  %v3 = affine.load %A[%i0 + 3, %i1 floordiv 2, %i2 + 3, %i3 floordiv 2, %i4 + 3, %i5 floordiv 2, %i6 + 3, %i7 floordiv 2] : memref<4x4x4x4x4x4x4x4xf32>
                  affine.store %v3, %A[%i0, %i1, %i2, %i3, %i4, %i5, %i6, %i7] : memref<4x4x4x4x4x4x4x4xf32>
                }
              }
            }
          }
        }
      }
    }
  }
  return
}
