// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// A remainder by a constant its left operand is already below is dropped.
func.func @remui_trivial(%a: i32) -> i32 {
  %c15 = arith.constant 15 : i32
  %c16 = arith.constant 16 : i32
  %x = arith.andi %a, %c15 : i32
  %r = arith.remui %x, %c16 : i32
  return %r : i32
}

func.func @remsi_trivial(%a: index) -> index {
  %c15 = arith.constant 15 : index
  %c20 = arith.constant 20 : index
  %x = arith.andi %a, %c15 : index
  %r = arith.remsi %x, %c20 : index
  return %r : index
}

func.func @rem_not_trivial(%a: i32) -> (i32, i32) {
  %c15 = arith.constant 15 : i32
  %c8 = arith.constant 8 : i32
  %cm8 = arith.constant -8 : i32
  %x = arith.andi %a, %c15 : i32
  %r = arith.remui %x, %c8 : i32
  %s = arith.remsi %x, %cm8 : i32
  return %r, %s : i32, i32
}

func.func @rem_negative_lhs(%a: i8) -> (i8, i1) {
  %c5 = arith.constant 5 : i8
  %c4 = arith.constant 4 : i8
  %c0 = arith.constant 0 : i8
  %r = arith.remsi %a, %c5 : i8
  %cmp = arith.cmpi slt, %r, %c5 : i8
  %u = arith.remui %a, %c4 : i8
  %x = arith.addi %u, %c0 : i8
  return %x, %cmp : i8, i1
}

func.func @rem_vector(%a: vector<4xi32>) -> vector<4xi32> {
  %c7 = arith.constant dense<7> : vector<4xi32>
  %c8 = arith.constant dense<8> : vector<4xi32>
  %x = arith.andi %a, %c7 : vector<4xi32>
  %r = arith.remui %x, %c8 : vector<4xi32>
  return %r : vector<4xi32>
}
