// RUN: --finalize-memref-to-llvm
func.func @alloca(%n: index) {
  %0 = memref.alloca() : memref<f32>
  %1 = memref.alloca(%n) {alignment = 8} : memref<?x2xi16>
  %2 = memref.alloca() : memref<3x4xf64>
  return
}
