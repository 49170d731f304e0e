// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// `ceildivsi`, `ceildivui` and `floordivsi` over bounded operands.
func.func @ceil_unsigned(%x: i32) -> (i1, i1) {
  %m = arith.constant 31 : i32
  %c8 = arith.constant 8 : i32
  %a = arith.andi %x, %m : i32
  %q = arith.ceildivui %a, %c8 : i32
  %c4 = arith.constant 4 : i32
  %le = arith.cmpi ule, %q, %c4 : i32
  %eq = arith.cmpi eq, %q, %c4 : i32
  return %le, %eq : i1, i1
}

func.func @ceil_signed(%x: i32) -> i1 {
  %lo = arith.constant -9 : i32
  %hi = arith.constant 9 : i32
  %a0 = arith.maxsi %x, %lo : i32
  %a = arith.minsi %a0, %hi : i32
  %c2 = arith.constant 2 : i32
  %q = arith.ceildivsi %a, %c2 : i32
  %c5 = arith.constant 5 : i32
  %le = arith.cmpi sle, %q, %c5 : i32
  return %le : i1
}

func.func @floor_signed(%x: i32) -> (i1, i1) {
  %lo = arith.constant -9 : i32
  %hi = arith.constant 9 : i32
  %a0 = arith.maxsi %x, %lo : i32
  %a = arith.minsi %a0, %hi : i32
  %c2 = arith.constant 2 : i32
  %q = arith.floordivsi %a, %c2 : i32
  %cm5 = arith.constant -5 : i32
  %ge = arith.cmpi sge, %q, %cm5 : i32
  %gt = arith.cmpi sgt, %q, %cm5 : i32
  return %ge, %gt : i1, i1
}

func.func @single_value(%x: i8) -> i8 {
  %m = arith.constant 3 : i8
  %c4 = arith.constant 4 : i8
  %a = arith.andi %x, %m : i8
  %q = arith.floordivsi %a, %c4 : i8
  return %q : i8
}
