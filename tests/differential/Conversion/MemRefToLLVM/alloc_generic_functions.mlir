// RUN: --finalize-memref-to-llvm=use-generic-functions
func.func @generic(%n: index) {
  %0 = memref.alloc(%n) : memref<?xi8>
  memref.dealloc %0 : memref<?xi8>
  return
}
