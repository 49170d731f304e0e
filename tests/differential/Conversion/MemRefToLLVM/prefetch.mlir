// RUN: --finalize-memref-to-llvm
func.func @prefetch(%m: memref<4x?xf32>, %i: index) {
  memref.prefetch %m[%i, %i], read, locality<3>, data : memref<4x?xf32>
  memref.prefetch %m[%i, %i], write, locality<0>, instr : memref<4x?xf32>
  return
}
