// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// scf.if results join both branches; a known condition picks one.
func.func @if_union(%c: i1, %a: i32) -> (i32, i1) {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %c6 = arith.constant 6 : i32
  %r = scf.if %c -> i32 {
    scf.yield %c3 : i32
  } else {
    scf.yield %c5 : i32
  }
  %lt = arith.cmpi slt, %r, %c6 : i32
  return %r, %lt : i32, i1
}

func.func @if_decided(%a: i8) -> i8 {
  %c3 = arith.constant 3 : i8
  %c9 = arith.constant 9 : i8
  %c1 = arith.constant 1 : i8
  %c2 = arith.constant 2 : i8
  %x = arith.andi %a, %c3 : i8
  %c = arith.cmpi ult, %x, %c9 : i8
  %r = scf.if %c -> i8 {
    scf.yield %c1 : i8
  } else {
    scf.yield %c2 : i8
  }
  return %r : i8
}

func.func @if_same(%c: i1) -> index {
  %c4 = arith.constant 4 : index
  %c4b = arith.constant 4 : index
  %r = scf.if %c -> index {
    scf.yield %c4 : index
  } else {
    scf.yield %c4b : index
  }
  return %r : index
}
