// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// Unsigned loops: the bounds are still read signed.
func.func @for_unsigned_small(%m: memref<16xi1>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.for unsigned %i = %c0 to %c16 step %c1 {
    %lt = arith.cmpi ult, %i, %c16 : index
    memref.store %lt, %m[%i] : memref<16xi1>
  }
  return
}

func.func @for_unsigned_i8(%m: memref<256xi1>) {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %c200 = arith.constant 200 : i8
  %c100 = arith.constant 100 : i8
  scf.for unsigned %i = %c100 to %c200 step %c1 : i8 {
    %lt = arith.cmpi ult, %i, %c200 : i8
    %ge = arith.cmpi uge, %i, %c100 : i8
    %b = arith.andi %lt, %ge : i1
    %x = arith.index_castui %i : i8 to index
    memref.store %b, %m[%x] : memref<256xi1>
  }
  return
}
