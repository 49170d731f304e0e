// RUN: --split-input-file --inline
// RUN: --split-input-file --mlir-disable-threading --inline=default-pipeline=
// Each chunk is a module of its own: a callee in one chunk is not seen
// from another; the second chunk's call of `@twice` is a call of its own
// `@twice`.
func.func private @twice(%x: i32) -> i32 {
  %r = arith.addi %x, %x : i32
  return %r : i32
}
func.func @first(%x: i32) -> i32 {
  %0 = call @twice(%x) : (i32) -> i32
  return %0 : i32
}

// -----

func.func private @twice(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %r = arith.muli %x, %c2 : i32
  return %r : i32
}
func.func @second(%x: i32) -> i32 {
  %0 = call @twice(%x) : (i32) -> i32
  %1 = call @twice(%0) : (i32) -> i32
  return %1 : i32
}

// -----

func.func @third() {
  return
}
