// RUN: --finalize-memref-to-llvm=index-bitwidth=32
func.func @narrow(%n: index, %i: index) -> f32 {
  %0 = memref.alloc(%n) : memref<4x?xf32>
  %1 = memref.load %0[%i, %i] : memref<4x?xf32>
  memref.store %1, %0[%i, %n] : memref<4x?xf32>
  %2 = memref.dim %0, %i : memref<4x?xf32>
  memref.dealloc %0 : memref<4x?xf32>
  return %1 : f32
}
