// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// `scf.for` with bounds that are ranges rather than constants: the
// induction variable lies between the smallest lower bound and the
// largest upper bound, signed or unsigned as the loop compares.
func.func @bounded_bounds(%x: index, %y: index, %m: memref<i1>) {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c1 = arith.constant 1 : index
  %lb = arith.minui %x, %c4 : index
  %ub0 = arith.maxui %y, %c4 : index
  %ub = arith.minui %ub0, %c8 : index
  scf.for %i = %lb to %ub step %c1 {
    %lt = arith.cmpi ult, %i, %c8 : index
    %ge = arith.cmpi uge, %i, %c4 : index
    memref.store %lt, %m[] : memref<i1>
    memref.store %ge, %m[] : memref<i1>
  }
  return
}

func.func @unsigned_variable(%x: i16, %m: memref<i1>) {
  %c0 = arith.constant 0 : i16
  %c1 = arith.constant 1 : i16
  %c100 = arith.constant 100 : i16
  %ub = arith.minui %x, %c100 : i16
  scf.for unsigned %i = %c0 to %ub step %c1 : i16 {
    %lt = arith.cmpi ult, %i, %c100 : i16
    %sge = arith.cmpi sge, %i, %c0 : i16
    memref.store %lt, %m[] : memref<i1>
    memref.store %sge, %m[] : memref<i1>
  }
  return
}

func.func @signed_negative(%m: memref<i1>) {
  %lb = arith.constant -10 : i32
  %ub = arith.constant -2 : i32
  %st = arith.constant 3 : i32
  scf.for %i = %lb to %ub step %st : i32 {
    %c0 = arith.constant 0 : i32
    %lt = arith.cmpi slt, %i, %c0 : i32
    %ugt = arith.cmpi ugt, %i, %c0 : i32
    memref.store %lt, %m[] : memref<i1>
    memref.store %ugt, %m[] : memref<i1>
  }
  return
}

func.func @variable_step(%s: index, %m: memref<i1>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  scf.for %i = %c0 to %c16 step %s {
    %lt = arith.cmpi ult, %i, %c16 : index
    memref.store %lt, %m[] : memref<i1>
  }
  return
}
