// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// The induction variable of `scf.for` lies between the bounds: comparisons
// against the bounds fold inside the body, for `index` and integer loops,
// signed and unsigned.
func.func @constant_bounds(%m: memref<i1>) {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %c10 step %c1 {
    %lt = arith.cmpi slt, %i, %c10 : index
    %ge = arith.cmpi sge, %i, %c0 : index
    %both = arith.andi %lt, %ge : i1
    memref.store %both, %m[] : memref<i1>
  }
  return
}

func.func @variable_upper(%n: index, %m: memref<i1>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %ge = arith.cmpi sge, %i, %c0 : index
    %lt = arith.cmpi slt, %i, %n : index
    memref.store %ge, %m[] : memref<i1>
    memref.store %lt, %m[] : memref<i1>
  }
  return
}

func.func @integer_loop(%m: memref<i1>) {
  %lb = arith.constant 4 : i32
  %ub = arith.constant 20 : i32
  %st = arith.constant 4 : i32
  scf.for %i = %lb to %ub step %st : i32 {
    %c3 = arith.constant 3 : i32
    %gt = arith.cmpi sgt, %i, %c3 : i32
    %c19 = arith.constant 19 : i32
    %le = arith.cmpi sle, %i, %c19 : i32
    memref.store %gt, %m[] : memref<i1>
    memref.store %le, %m[] : memref<i1>
  }
  return
}

func.func @unsigned_loop(%m: memref<i1>) {
  %lb = arith.constant 200 : i8
  %ub = arith.constant 250 : i8
  %st = arith.constant 1 : i8
  scf.for unsigned %i = %lb to %ub step %st : i8 {
    %c199 = arith.constant 199 : i8
    %gt = arith.cmpi ugt, %i, %c199 : i8
    %slt = arith.cmpi slt, %i, %c199 : i8
    memref.store %gt, %m[] : memref<i1>
    memref.store %slt, %m[] : memref<i1>
  }
  return
}

func.func @single_iteration() -> index {
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c5 to %c6 step %c1 iter_args(%a = %c1) -> (index) {
    %s = arith.addi %i, %a : index
    scf.yield %s : index
  }
  return %r : index
}
