// RUN: --finalize-memref-to-llvm
func.func @spaces() {
  %0 = memref.alloc() : memref<4xf32, 1>
  %1 = memref.alloc() {alignment = 16} : memref<4xf32, 3>
  %2 = memref.alloca() : memref<2xi64, 5>
  return
}
