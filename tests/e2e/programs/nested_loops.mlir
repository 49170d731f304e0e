// RUN: -e main --entry-point-result=void
// Nested scf.for loops: a 3x3 matrix product into a memref, a triangular
// nest whose inner bound depends on the outer index, and a count carried
// through both levels.
func.func private @printMemrefI64(memref<*xi64>) attributes { llvm.emit_c_interface }
func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %zero = arith.constant 0 : i64
  %a = memref.alloc() : memref<3x3xi64>
  %b = memref.alloc() : memref<3x3xi64>
  %c = memref.alloc() : memref<3x3xi64>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %ii = arith.index_cast %i : index to i64
      %jj = arith.index_cast %j : index to i64
      %s = arith.addi %ii, %jj : i64
      %d = arith.subi %ii, %jj : i64
      memref.store %s, %a[%i, %j] : memref<3x3xi64>
      memref.store %d, %b[%i, %j] : memref<3x3xi64>
    }
  }
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %sum = scf.for %k = %c0 to %c3 step %c1 iter_args(%acc = %zero) -> (i64) {
        %x = memref.load %a[%i, %k] : memref<3x3xi64>
        %y = memref.load %b[%k, %j] : memref<3x3xi64>
        %p = arith.muli %x, %y : i64
        %n = arith.addi %acc, %p : i64
        scf.yield %n : i64
      }
      memref.store %sum, %c[%i, %j] : memref<3x3xi64>
    }
  }
  %u = memref.cast %c : memref<3x3xi64> to memref<*xi64>
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  // Pairs (i, j) with j < i <= 5, and the sum of i * j over them.
  %r:2 = scf.for %i = %c0 to %c6 step %c1 iter_args(%cnt = %zero, %w = %zero) -> (i64, i64) {
    %in:2 = scf.for %j = %c0 to %i step %c1 iter_args(%c2 = %cnt, %w2 = %w) -> (i64, i64) {
      %one = arith.constant 1 : i64
      %c3n = arith.addi %c2, %one : i64
      %ij = arith.muli %i, %j : index
      %iji = arith.index_cast %ij : index to i64
      %w3 = arith.addi %w2, %iji : i64
      scf.yield %c3n, %w3 : i64, i64
    }
    scf.yield %in#0, %in#1 : i64, i64
  }
  call @printI64(%r#0) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%r#1) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %a : memref<3x3xi64>
  memref.dealloc %b : memref<3x3xi64>
  memref.dealloc %c : memref<3x3xi64>
  return
}
