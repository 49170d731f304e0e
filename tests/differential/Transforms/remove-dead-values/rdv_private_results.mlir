// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// A result goes when no call uses it, even when the value returned is
// needed elsewhere in the callee.
func.func private @stats(%m: memref<4xi32>, %i: index) -> (i32, i32, i32) {
  %v = memref.load %m[%i] : memref<4xi32>
  %sq = arith.muli %v, %v : i32
  %neg = arith.subi %sq, %v : i32
  memref.store %sq, %m[%i] : memref<4xi32>
  return %v, %sq, %neg : i32, i32, i32
}
func.func @use_first(%m: memref<4xi32>, %i: index) -> i32 {
  %a:3 = call @stats(%m, %i) : (memref<4xi32>, index) -> (i32, i32, i32)
  %b:3 = call @stats(%m, %i) : (memref<4xi32>, index) -> (i32, i32, i32)
  %s = arith.addi %a#0, %b#0 : i32
  return %s : i32
}
