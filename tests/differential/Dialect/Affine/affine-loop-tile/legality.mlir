// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-size=8}))'
// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-tile{cache-size=1}))'
// RECORD-STDERR

// Tiling is refused, silently, when a dependence goes backwards over a
// range of distances along a loop of the band (a transpose in place; the
// range may be unbounded below), and allowed for a single negative
// distance.

func.func @transpose_in_place(%A: memref<64x64xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %v = affine.load %A[%j, %i] : memref<64x64xf32>
      affine.store %v, %A[%i, %j] : memref<64x64xf32>
    }
  }
  return
}

func.func @single_negative_distance(%A: memref<64x64xf32>) {
  affine.for %i = 0 to 63 {
    affine.for %j = 1 to 64 {
      %v = affine.load %A[%i + 1, %j - 1] : memref<64x64xf32>
      affine.store %v, %A[%i, %j] : memref<64x64xf32>
    }
  }
  return
}

func.func @forward_stencil(%A: memref<64x64xf32>) {
  affine.for %i = 1 to 64 {
    affine.for %j = 1 to 64 {
      %a = affine.load %A[%i - 1, %j] : memref<64x64xf32>
      %b = affine.load %A[%i, %j - 1] : memref<64x64xf32>
      %s = arith.addf %a, %b : f32
      affine.store %s, %A[%i, %j] : memref<64x64xf32>
    }
  }
  return
}

func.func @skewed_backwards(%A: memref<64x128xf32>) {
  affine.for %i = 0 to 32 {
    affine.for %j = 0 to 32 {
      %v = affine.load %A[%i, %j * 2] : memref<64x128xf32>
      affine.store %v, %A[%j, %i * 2] : memref<64x128xf32>
    }
  }
  return
}

func.func @two_memrefs(%A: memref<64x64xf32>, %B: memref<64x64xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %v = affine.load %A[%j, %i] : memref<64x64xf32>
      affine.store %v, %B[%i, %j] : memref<64x64xf32>
    }
  }
  return
}

func.func @three_deep(%A: memref<16x16x16xf32>) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 16 {
      affine.for %k = 0 to 16 {
        %v = affine.load %A[%i, %k, %j] : memref<16x16x16xf32>
        affine.store %v, %A[%i, %j, %k] : memref<16x16x16xf32>
      }
    }
  }
  return
}

// An illegal band whose footprint cannot be computed (distances in
// [1, +inf][-inf, -1]): no warning, since legality is decided first.
func.func @illegal_without_footprint(%a: memref<?x?xf32>, %n: index) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      %v = affine.load %a[%j, %i] : memref<?x?xf32>
      affine.store %v, %a[%i, %j] : memref<?x?xf32>
    }
  }
  return
}
