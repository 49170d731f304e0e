// RUN: --finalize-memref-to-llvm
func.func @alloc_static() -> memref<2x3xf32> {
  %0 = memref.alloc() : memref<2x3xf32>
  return %0 : memref<2x3xf32>
}
