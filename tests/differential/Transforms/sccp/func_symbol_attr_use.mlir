// RUN: --sccp --allow-unregistered-dialect
// RUN: --sccp --allow-unregistered-dialect --mlir-disable-threading
// A symbol named in an unknown op's attribute escapes: the function's
// arguments become unknown, its known returns still reach direct calls.
func.func private @escapes(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %x, %c1 : i32
  return %r : i32
}

func.func @user() -> i32 {
  "foreign.register"() {callee = @escapes} : () -> ()
  %c5 = arith.constant 5 : i32
  %r = call @escapes(%c5) : (i32) -> i32
  return %r : i32
}

func.func private @stays(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %x, %c1 : i32
  return %r : i32
}

func.func @user2() -> i32 {
  %c5 = arith.constant 5 : i32
  %r = call @stays(%c5) : (i32) -> i32
  return %r : i32
}
