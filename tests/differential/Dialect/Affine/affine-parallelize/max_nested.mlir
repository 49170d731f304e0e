// RUN: --affine-parallelize=max-nested=1
// RUN: --affine-parallelize=max-nested=2
// RUN: --affine-parallelize=max-nested=0
func.func @nest3(%A: memref<4x4x4xf32>, %B: memref<4x4x4xf32>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      affine.for %k = 0 to 4 {
        %v = affine.load %A[%i, %j, %k] : memref<4x4x4xf32>
        affine.store %v, %B[%i, %j, %k] : memref<4x4x4xf32>
      }
    }
  }
  return
}
func.func @siblings(%A: memref<4x4xf32>) {
  %c = arith.constant 0.0 : f32
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      affine.store %c, %A[%i, %j] : memref<4x4xf32>
    }
    affine.for %j = 0 to 4 {
      %v = affine.load %A[%i, %j] : memref<4x4xf32>
    }
  }
  return
}
