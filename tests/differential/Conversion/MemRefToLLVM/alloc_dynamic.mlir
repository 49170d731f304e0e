// RUN: --finalize-memref-to-llvm
func.func @alloc_dynamic(%n: index, %m: index) -> memref<?x4x?xi32> {
  %0 = memref.alloc(%n, %m) : memref<?x4x?xi32>
  return %0 : memref<?x4x?xi32>
}
