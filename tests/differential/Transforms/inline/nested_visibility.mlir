// RUN: --allow-unregistered-dialect --inline=default-pipeline=
// Callees in a nested module. `nested` functions are treated as private
// ones: one called once is inlined and erased, one never called is erased
// too. A public function called from another public one is inlined and
// kept. The outer function reaches into the module only through an
// attribute of an unknown op, which keeps nothing alive by itself.
module {
  module @inner {
    func.func nested @helper(%x: i32) -> i32 {
      %r = arith.muli %x, %x : i32
      return %r : i32
    }
    func.func nested @unused() {
      return
    }
    func.func private @hidden(%x: i32) -> i32 {
      %r = arith.addi %x, %x : i32
      return %r : i32
    }
    func.func @api(%x: i32) -> i32 {
      %0 = call @helper(%x) : (i32) -> i32
      %1 = call @hidden(%0) : (i32) -> i32
      return %1 : i32
    }
    func.func @api2(%x: i32) -> i32 {
      %0 = call @api(%x) : (i32) -> i32
      return %0 : i32
    }
  }
  func.func @outer(%x: i32) -> i32 {
    %0 = "u.call"(%x) {callee = @inner::@api} : (i32) -> i32
    return %0 : i32
  }
}
