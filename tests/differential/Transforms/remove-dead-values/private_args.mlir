// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// RUN: --remove-dead-values=canonicalize=false
// Arguments of private functions that nothing live uses are removed, and
// the matching operands of every call; the ops computing those operands
// go too when they have no other use.
func.func private @unused_args(%a: i32, %b: f32, %c: i64) -> i64 {
  return %c : i64
}

func.func @calls_unused(%x: i32, %y: f32, %z: i64) -> i64 {
  %d = arith.addi %x, %x : i32
  %r = call @unused_args(%d, %y, %z) : (i32, f32, i64) -> i64
  return %r : i64
}

func.func private @dead_use(%a: i32, %b: i32) -> i32 {
  %t = arith.muli %a, %a : i32
  return %b : i32
}

func.func @calls_dead_use(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = call @dead_use(%x, %c1) : (i32, i32) -> i32
  return %r : i32
}

func.func private @all_dead(%a: i32, %b: i32) {
  return
}

func.func @calls_all_dead(%x: i32) {
  call @all_dead(%x, %x) : (i32, i32) -> ()
  call @all_dead(%x, %x) : (i32, i32) -> ()
  return
}

func.func private @no_callers(%a: i32, %b: index) -> index {
  return %b : index
}
