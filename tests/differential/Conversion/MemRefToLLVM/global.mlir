// RUN: --finalize-memref-to-llvm
memref.global "private" constant @cst : memref<2x3xf32> = dense<1.0> {alignment = 64}
memref.global @uninit : memref<4xi32> = uninitialized
memref.global "private" @scalar : memref<f32, 3> = dense<2.0>
memref.global @external : memref<2xf32>
memref.global "private" @values : memref<3xi16> = dense<[1, 2, 3]>
func.func @use() -> memref<2x3xf32> {
  %0 = memref.get_global @cst : memref<2x3xf32>
  %1 = memref.get_global @scalar : memref<f32, 3>
  %2 = memref.get_global @values : memref<3xi16>
  return %0 : memref<2x3xf32>
}
