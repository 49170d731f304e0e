// RUN: --allow-unregistered-dialect --inline=default-pipeline=
// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(builtin.module(inline{default-pipeline=}))
// Modules inside the top-level module: calls inside each module are
// inlined and private callees go, in a private module too, whose public
// function stays. `func.call` takes no nested reference; an unknown op's
// nested reference into a module keeps nothing from being inlined. Run
// on the inner modules only (second run), the top-level function's call
// stays.
module {
  module @a {
    func.func private @double(%x: i32) -> i32 {
      %r = arith.addi %x, %x : i32
      return %r : i32
    }
    func.func @api(%x: i32) -> i32 {
      %0 = call @double(%x) : (i32) -> i32
      return %0 : i32
    }
  }
  module @b attributes {sym_visibility = "private"} {
    func.func @unused_public() {
      return
    }
    func.func private @unused_private() {
      return
    }
  }
  func.func private @top_helper(%x: i32) -> i32 {
    %r = arith.muli %x, %x : i32
    return %r : i32
  }
  func.func @main(%x: i32) -> i32 {
    %0 = call @top_helper(%x) : (i32) -> i32
    %1 = "u.call"(%0) {callee = @a::@api} : (i32) -> i32
    return %1 : i32
  }
}
