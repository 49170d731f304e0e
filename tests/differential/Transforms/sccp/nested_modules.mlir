// RUN: --sccp --allow-unregistered-dialect
// RUN: --sccp --allow-unregistered-dialect --mlir-disable-threading
// Functions in nested modules: private functions called in their own
// symbol table, public ones of a nested module, and a private function
// named from outside through a nested reference.
module @outer {
  module @inner {
    func.func private @helper(%x: i32) -> i32 {
      %c2 = arith.constant 2 : i32
      %r = arith.muli %x, %c2 : i32
      return %r : i32
    }
    func.func @inner_caller() -> i32 {
      %c3 = arith.constant 3 : i32
      %r = call @helper(%c3) : (i32) -> i32
      return %r : i32
    }
    func.func @exported(%x: i32) -> i32 {
      %c1 = arith.constant 1 : i32
      %r = arith.addi %x, %c1 : i32
      return %r : i32
    }
    func.func @calls_exported() -> i32 {
      %c1 = arith.constant 1 : i32
      %r = call @exported(%c1) : (i32) -> i32
      return %r : i32
    }
  }
  module @named_from_outside {
    func.func private @target(%x: i32) -> i32 {
      %c5 = arith.constant 5 : i32
      %r = arith.addi %x, %c5 : i32
      return %r : i32
    }
    func.func @calls_target() -> i32 {
      %c5 = arith.constant 5 : i32
      %r = call @target(%c5) : (i32) -> i32
      return %r : i32
    }
  }
  "foreign.reference"() {to = @named_from_outside::@target} : () -> ()
}
