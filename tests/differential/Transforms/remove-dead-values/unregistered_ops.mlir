// RUN: --remove-dead-values --allow-unregistered-dialect
// RUN: --remove-dead-values --allow-unregistered-dialect --mlir-disable-threading
// Ops of unknown dialects may have any effect: they stay with their
// operands even when their results are dead, and what feeds them is live.
func.func @unknown_kept(%x: i32) -> i32 {
  %a = arith.addi %x, %x : i32
  %u = "foreign.op"(%a) : (i32) -> i32
  %b = arith.muli %u, %u : i32
  return %x : i32
}

func.func private @feeds_unknown(%a: i32, %b: i32) -> i32 {
  %u = "foreign.use"(%b) : (i32) -> i32
  return %a : i32
}

func.func @calls_feeds(%x: i32, %y: i32) -> i32 {
  %r = call @feeds_unknown(%x, %y) : (i32, i32) -> i32
  return %r : i32
}
