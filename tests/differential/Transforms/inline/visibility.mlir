// RUN: --inline=default-pipeline=
// Every call here is inlined. After inlining, a private callee with no
// call left is erased, as is a private function nothing ever called; a
// public callee stays, and so does a private one another symbol still
// refers to (here through `func.constant`).
func.func private @private_callee() -> i32 {
  %c = arith.constant 1 : i32
  return %c : i32
}
func.func @public_callee() -> i32 {
  %c = arith.constant 2 : i32
  return %c : i32
}
func.func private @never_called() {
  return
}
func.func private @referenced() -> i32 {
  %c = arith.constant 3 : i32
  return %c : i32
}
func.func @caller() -> (i32, i32, i32, () -> i32) {
  %0 = call @private_callee() : () -> i32
  %1 = call @public_callee() : () -> i32
  %2 = call @referenced() : () -> i32
  %f = constant @referenced : () -> i32
  return %0, %1, %2, %f : i32, i32, i32, () -> i32
}
