// RUN: --sccp
// RUN: --sccp --mlir-disable-threading
// Two nested modules with functions of the same name: each symbol table
// resolves its own calls, and `nested` visibility in a nested module.
module {
  module @a {
    func.func private @double(%x: i64) -> i64 {
      %r = arith.addi %x, %x : i64
      return %r : i64
    }
    func.func @use_double() -> i64 {
      %c5 = arith.constant 5 : i64
      %r = call @double(%c5) : (i64) -> i64
      return %r : i64
    }
    func.func nested @nested_fn(%x: i64) -> i64 {
      %c1 = arith.constant 1 : i64
      %r = arith.addi %x, %c1 : i64
      return %r : i64
    }
    func.func @use_nested() -> i64 {
      %c1 = arith.constant 1 : i64
      %r = call @nested_fn(%c1) : (i64) -> i64
      return %r : i64
    }
  }
  module @b {
    func.func private @double(%x: i64) -> i64 {
      %r = arith.addi %x, %x : i64
      return %r : i64
    }
    func.func @use_double(%u: i64) -> i64 {
      %r = call @double(%u) : (i64) -> i64
      return %r : i64
    }
  }
  module @c attributes {sym_visibility = "private"} {
    func.func nested @nested_fn(%x: i64) -> i64 {
      return %x : i64
    }
    func.func @use_nested() -> i64 {
      %c4 = arith.constant 4 : i64
      %r = call @nested_fn(%c4) : (i64) -> i64
      return %r : i64
    }
  }
}
