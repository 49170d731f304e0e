// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// Calls: a private callee's arguments join its call sites' operands; its
// returns flow to the calls' results. A public callee knows nothing.
func.func private @callee(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %y = arith.addi %x, %c1 : i32
  return %y : i32
}

func.func @caller() -> (i32, i32) {
  %c4 = arith.constant 4 : i32
  %c6 = arith.constant 6 : i32
  %a = call @callee(%c4) : (i32) -> i32
  %b = call @callee(%c6) : (i32) -> i32
  return %a, %b : i32, i32
}

func.func private @single(%x: i8) -> i8 {
  return %x : i8
}

func.func @call_single() -> i8 {
  %c9 = arith.constant 9 : i8
  %r = call @single(%c9) : (i8) -> i8
  return %r : i8
}

func.func @public_callee(%x: i8) -> i8 {
  return %x : i8
}

func.func @call_public() -> i8 {
  %c9 = arith.constant 9 : i8
  %r = call @public_callee(%c9) : (i8) -> i8
  return %r : i8
}

func.func private @external(i32) -> i32

func.func @call_external() -> i1 {
  %c9 = arith.constant 9 : i32
  %r = call @external(%c9) : (i32) -> i32
  %c = arith.cmpi eq, %r, %c9 : i32
  return %c : i1
}
