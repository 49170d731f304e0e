// RUN: --sccp
// RUN: --sccp --mlir-disable-threading
// Public functions can be called from outside: their arguments are
// unknown whatever their known callers pass, while their constant
// returns still reach the calls inside the module.
func.func @public_callee(%x: i32) -> (i32, i32) {
  %c3 = arith.constant 3 : i32
  %s = arith.addi %x, %c3 : i32
  %t = arith.muli %c3, %c3 : i32
  return %s, %t : i32, i32
}

func.func @caller() -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %r:2 = call @public_callee(%c1) : (i32) -> (i32, i32)
  return %r#0, %r#1 : i32, i32
}

func.func nested @nested_visibility(%x: i32) -> i32 {
  return %x : i32
}

func.func @calls_nested() -> i32 {
  %c5 = arith.constant 5 : i32
  %r = call @nested_visibility(%c5) : (i32) -> i32
  return %r : i32
}

func.func private @external(i32) -> i32

func.func @calls_external() -> i32 {
  %c5 = arith.constant 5 : i32
  %r = call @external(%c5) : (i32) -> i32
  %s = arith.addi %r, %c5 : i32
  return %s : i32
}

func.func private @declared_then_defined_elsewhere(%x: i32) -> i32 {
  return %x : i32
}

func.func @calls_twice(%u: i32) -> (i32, i32) {
  %c6 = arith.constant 6 : i32
  %a = call @declared_then_defined_elsewhere(%c6) : (i32) -> i32
  %b = call @declared_then_defined_elsewhere(%u) : (i32) -> i32
  return %a, %b : i32, i32
}
