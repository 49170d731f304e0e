// RUN: --convert-scf-to-cf --convert-arith-to-llvm --convert-cf-to-llvm --convert-index-to-llvm --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts
func.func @fill(%m: memref<?x?xf32>, %v: f32) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %m, %c0 : memref<?x?xf32>
  %d1 = memref.dim %m, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %d0 step %c1 {
    scf.for %j = %c0 to %d1 step %c1 {
      memref.store %v, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}
