// RUN: --convert-scf-to-cf --convert-arith-to-llvm --convert-cf-to-llvm --convert-index-to-llvm --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --lower-affine --convert-scf-to-cf --convert-arith-to-llvm --convert-cf-to-llvm --convert-index-to-llvm --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
func.func @matmul(%a: memref<4x8xf32>, %b: memref<8x2xf32>, %c: memref<4x2xf32>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 2 {
      affine.for %k = 0 to 8 {
        %x = affine.load %a[%i, %k] : memref<4x8xf32>
        %y = affine.load %b[%k, %j] : memref<8x2xf32>
        %z = affine.load %c[%i, %j] : memref<4x2xf32>
        %p = arith.mulf %x, %y : f32
        %s = arith.addf %z, %p : f32
        affine.store %s, %c[%i, %j] : memref<4x2xf32>
      }
    }
  }
  return
}
