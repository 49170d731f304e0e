// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// The induction variable of scf.for is bounded by its bounds and step.
func.func @for_static(%m: memref<100xi1>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  scf.for %i = %c0 to %c100 step %c1 {
    %lt = arith.cmpi ult, %i, %c100 : index
    %ge = arith.cmpi sge, %i, %c0 : index
    %b = arith.andi %lt, %ge : i1
    memref.store %b, %m[%i] : memref<100xi1>
  }
  return
}

func.func @for_i32(%m: memref<10xi32>) {
  %c0 = arith.constant 0 : i32
  %c2 = arith.constant 2 : i32
  %c10 = arith.constant 10 : i32
  %c9 = arith.constant 9 : i32
  scf.for %i = %c0 to %c10 step %c2 : i32 {
    %r = arith.minsi %i, %c9 : i32
    %x = arith.index_cast %r : i32 to index
    memref.store %i, %m[%x] : memref<10xi32>
  }
  return
}

func.func @for_one_iteration(%m: memref<8xindex>) {
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c5 to %c6 step %c1 {
    memref.store %i, %m[%i] : memref<8xindex>
  }
  return
}
