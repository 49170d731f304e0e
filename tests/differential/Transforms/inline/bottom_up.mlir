// RUN: --inline=default-pipeline=
// RUN: --inline
// RUN: --mlir-disable-threading --inline
// Callees are handled before their callers: `@leaf` is simplified first,
// then inlined into `@mid` (which is then simplified), then `@mid`'s
// whole body, `@leaf` already inside, into `@top` and `@other`, which
// come first in the text.
func.func @top(%x: i32) -> i32 {
  %0 = call @mid(%x) : (i32) -> i32
  %1 = call @other(%0) : (i32) -> i32
  return %1 : i32
}
func.func @other(%x: i32) -> i32 {
  %0 = call @mid(%x) : (i32) -> i32
  %1 = call @leaf(%0) : (i32) -> i32
  return %1 : i32
}
func.func private @mid(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %0 = call @leaf(%x) : (i32) -> i32
  %1 = arith.muli %0, %c2 : i32
  return %1 : i32
}
func.func private @leaf(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %x, %c0 : i32
  %1 = arith.addi %0, %c1 : i32
  return %1 : i32
}
