// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// Every predicate, decided both ways and undecided.
func.func @preds(%a: i8, %b: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %c3 = arith.constant 3 : i8
  %c8 = arith.constant 8 : i8
  %c12 = arith.constant 12 : i8
  %x = arith.andi %a, %c3 : i8
  %y0 = arith.andi %b, %c3 : i8
  %y = arith.ori %y0, %c8 : i8
  %0 = arith.cmpi eq, %x, %y : i8
  %1 = arith.cmpi ne, %x, %y : i8
  %2 = arith.cmpi slt, %x, %y : i8
  %3 = arith.cmpi sle, %y, %x : i8
  %4 = arith.cmpi sgt, %y, %x : i8
  %5 = arith.cmpi sge, %x, %y : i8
  %6 = arith.cmpi ult, %x, %y : i8
  %7 = arith.cmpi ule, %y, %x : i8
  %8 = arith.cmpi ugt, %x, %y : i8
  %9 = arith.cmpi uge, %y, %x : i8
  %10 = arith.cmpi ult, %y, %c12 : i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @undecided(%a: i8, %b: i8) -> (i1, i1) {
  %c3 = arith.constant 3 : i8
  %c2 = arith.constant 2 : i8
  %x = arith.andi %a, %c3 : i8
  %0 = arith.cmpi eq, %x, %c2 : i8
  %1 = arith.cmpi slt, %a, %b : i8
  return %0, %1 : i1, i1
}
