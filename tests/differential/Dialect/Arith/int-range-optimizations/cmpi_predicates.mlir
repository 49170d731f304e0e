// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// Each `cmpi` predicate decided from ranges of unknown values: the
// arguments are bounded by `minsi`/`maxsi` or `andi`, so the comparisons
// fold without either side being a constant.
func.func @signed(%x: i32, %y: i32) -> (i1, i1, i1, i1) {
  %c0 = arith.constant 0 : i32
  %c10 = arith.constant 10 : i32
  %c20 = arith.constant 20 : i32
  %a0 = arith.maxsi %x, %c0 : i32
  %a = arith.minsi %a0, %c10 : i32
  %b = arith.maxsi %y, %c20 : i32
  %lt = arith.cmpi slt, %a, %b : i32
  %le = arith.cmpi sle, %a, %b : i32
  %gt = arith.cmpi sgt, %a, %b : i32
  %ge = arith.cmpi sge, %a, %b : i32
  return %lt, %le, %gt, %ge : i1, i1, i1, i1
}

func.func @unsigned(%x: i32, %y: i32) -> (i1, i1, i1, i1) {
  %m = arith.constant 15 : i32
  %h = arith.constant 256 : i32
  %a = arith.andi %x, %m : i32
  %b = arith.ori %y, %h : i32
  %lt = arith.cmpi ult, %a, %b : i32
  %le = arith.cmpi ule, %a, %b : i32
  %gt = arith.cmpi ugt, %a, %b : i32
  %ge = arith.cmpi uge, %a, %b : i32
  return %lt, %le, %gt, %ge : i1, i1, i1, i1
}

func.func @equality(%x: i32) -> (i1, i1) {
  %m = arith.constant 7 : i32
  %k = arith.constant 100 : i32
  %a = arith.andi %x, %m : i32
  %eq = arith.cmpi eq, %a, %k : i32
  %ne = arith.cmpi ne, %a, %k : i32
  return %eq, %ne : i1, i1
}

func.func @undecided(%x: i32) -> (i1, i1, i1) {
  %m = arith.constant 7 : i32
  %k = arith.constant 3 : i32
  %a = arith.andi %x, %m : i32
  %eq = arith.cmpi eq, %a, %k : i32
  %lt = arith.cmpi slt, %a, %k : i32
  %ge = arith.cmpi uge, %a, %k : i32
  return %eq, %lt, %ge : i1, i1, i1
}

func.func @touching_bounds(%x: i8) -> (i1, i1, i1, i1) {
  %c5 = arith.constant 5 : i8
  %a = arith.maxui %x, %c5 : i8
  %le = arith.cmpi ule, %c5, %a : i8
  %lt = arith.cmpi ult, %c5, %a : i8
  %ge = arith.cmpi uge, %a, %c5 : i8
  %gt = arith.cmpi ugt, %a, %c5 : i8
  return %le, %lt, %ge, %gt : i1, i1, i1, i1
}
