// RUN: --finalize-memref-to-llvm
func.func @alloc_rank0() {
  %0 = memref.alloc() : memref<f64>
  memref.dealloc %0 : memref<f64>
  return
}
