// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// Bounds that are themselves ranges, a negative step, an unknown step,
// and bounds that leave no value.
func.func @for_ranged_bounds(%a: index, %b: index, %m: memref<?xi1>) {
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c1 = arith.constant 1 : index
  %lb = arith.andi %a, %c7 : index
  %ub0 = arith.andi %b, %c7 : index
  %ub = arith.addi %ub0, %c8 : index
  scf.for %i = %lb to %ub step %c1 {
    %lt = arith.cmpi ult, %i, %c16 : index
    memref.store %lt, %m[%i] : memref<?xi1>
  }
  return
}

func.func @for_negative_step(%m: memref<?xi1>) {
  %c10 = arith.constant 10 : i32
  %c0 = arith.constant 0 : i32
  %cm1 = arith.constant -1 : i32
  %c11 = arith.constant 11 : i32
  scf.for %i = %c10 to %c0 step %cm1 : i32 {
    %le = arith.cmpi sle, %i, %c10 : i32
    %x = arith.index_cast %i : i32 to index
    memref.store %le, %m[%x] : memref<?xi1>
  }
  return
}

func.func @for_unknown_step(%s: index, %m: memref<?xi1>) {
  %c3 = arith.constant 3 : index
  %c9 = arith.constant 9 : index
  scf.for %i = %c3 to %c9 step %s {
    %ge = arith.cmpi sge, %i, %c3 : index
    memref.store %ge, %m[%i] : memref<?xi1>
  }
  return
}

func.func @for_empty(%m: memref<?xi1>) {
  %c9 = arith.constant 9 : index
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c9 to %c3 step %c1 {
    %ge = arith.cmpi sge, %i, %c3 : index
    memref.store %ge, %m[%i] : memref<?xi1>
  }
  return
}
