// RUN: --finalize-memref-to-llvm=use-aligned-alloc
// RUN: --finalize-memref-to-llvm='use-aligned-alloc use-generic-functions'
func.func @aligned(%n: index) {
  %0 = memref.alloc(%n) : memref<?xf32>
  %1 = memref.alloc() : memref<3xf64>
  %2 = memref.alloc() : memref<8xf32>
  %3 = memref.alloc() {alignment = 64} : memref<2x2xi16>
  %4 = memref.alloc() : memref<2xvector<3xf32>>
  memref.dealloc %0 : memref<?xf32>
  return
}
