// RUN:
// RUN: --mlir-print-op-generic
// Globals in nested symbol tables: memref.get_global resolves in the
// nearest one.

module @outer {
  memref.global "private" @g : memref<2xi32> = dense<[1, 2]>
  module @inner {
    memref.global "nested" constant @g : memref<3xf32> = dense<0.0>
    func.func @read() -> memref<3xf32> {
      %0 = memref.get_global @g : memref<3xf32>
      return %0 : memref<3xf32>
    }
  }
  func.func @read_outer() -> memref<2xi32> {
    %0 = memref.get_global @g : memref<2xi32> {note}
    return %0 : memref<2xi32>
  }
}
