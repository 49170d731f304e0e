// RUN: --inline
// RUN: --inline=default-pipeline=
// A callee with the `no_inline` unit attribute is never inlined, neither
// of its calls is; the default pipeline still simplifies its body. A
// callee without it next to it is inlined.
func.func private @kept(%x: i32) -> i32 attributes {no_inline} {
  %zero = arith.constant 0 : i32
  %r = arith.addi %x, %zero : i32
  return %r : i32
}
func.func private @inlined(%x: i32) -> i32 {
  %r = arith.muli %x, %x : i32
  return %r : i32
}
func.func @caller(%x: i32) -> i32 {
  %0 = call @kept(%x) : (i32) -> i32
  %1 = call @inlined(%0) : (i32) -> i32
  %2 = call @kept(%1) : (i32) -> i32
  return %2 : i32
}
