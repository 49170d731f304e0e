// RUN: --convert-scf-to-cf --convert-arith-to-llvm --convert-cf-to-llvm --convert-index-to-llvm --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts --convert-math-to-llvm
// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts
func.func private @print(f64)
func.func @main(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %buf = memref.alloc(%n) : memref<?xf64>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f64
    %s = math.sqrt %f : f64
    memref.store %s, %buf[%i] : memref<?xf64>
  }
  %v = memref.load %buf[%c1] : memref<?xf64>
  call @print(%v) : (f64) -> ()
  memref.dealloc %buf : memref<?xf64>
  return
}
