// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// Nested modules: private functions of each symbol table cleaned through
// their own calls, named modules, and functions with no calls at all.
module @outer {
  module @inner {
    func.func private @helper(%a: i32, %b: i32) -> (i32, i32) {
      return %a, %b : i32, i32
    }
    func.func @uses_helper(%x: i32) -> i32 {
      %r:2 = call @helper(%x, %x) : (i32, i32) -> (i32, i32)
      return %r#1 : i32
    }
  }
  module @other {
    func.func private @helper(%a: i32, %b: i32) -> (i32, i32) {
      return %a, %b : i32, i32
    }
    func.func @uses_helper(%x: i32) -> i32 {
      %r:2 = call @helper(%x, %x) : (i32, i32) -> (i32, i32)
      return %r#0 : i32
    }
  }
  func.func private @unused(%a: f32) -> f32 {
    %b = arith.addf %a, %a : f32
    return %b : f32
  }
  func.func @top(%x: i32) -> i32 {
    %d = arith.addi %x, %x : i32
    return %x : i32
  }
}
