// RUN: --finalize-memref-to-llvm
func.func @alloc_alignment(%n: index) {
  %0 = memref.alloc(%n) {alignment = 32} : memref<?xf32>
  %1 = memref.alloc() : memref<3xvector<4xf32>>
  %2 = memref.alloc() : memref<5xsi8>
  return
}
