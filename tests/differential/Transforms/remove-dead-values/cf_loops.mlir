// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// RUN: --remove-dead-values=canonicalize=false
// Loops in `cf`: a value carried around a back edge that only feeds itself
// is dead, one that reaches the exit is live.
func.func @counter_and_junk(%n: i32, %seed: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^head(%c0, %seed : i32, i32)
^head(%i: i32, %junk: i32):
  %done = arith.cmpi sge, %i, %n : i32
  cf.cond_br %done, ^exit, ^body
^body:
  %i2 = arith.addi %i, %c1 : i32
  %j2 = arith.muli %junk, %i : i32
  cf.br ^head(%i2, %j2 : i32, i32)
^exit:
  return %i : i32
}

func.func private @private_loop(%n: i32, %unused: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^head(%c0, %unused : i32, i32)
^head(%i: i32, %u: i32):
  %done = arith.cmpi sge, %i, %n : i32
  cf.cond_br %done, ^exit, ^body
^body:
  %i2 = arith.addi %i, %c1 : i32
  %u2 = arith.addi %u, %c1 : i32
  cf.br ^head(%i2, %u2 : i32, i32)
^exit:
  return %i : i32
}

func.func @calls_loop(%n: i32) -> i32 {
  %r = call @private_loop(%n, %n) : (i32, i32) -> i32
  return %r : i32
}

func.func @live_carried(%n: i32, %seed: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^head(%c0, %seed : i32, i32)
^head(%i: i32, %acc: i32):
  %done = arith.cmpi sge, %i, %n : i32
  cf.cond_br %done, ^exit, ^body
^body:
  %i2 = arith.addi %i, %c1 : i32
  %a2 = arith.addi %acc, %i : i32
  cf.br ^head(%i2, %a2 : i32, i32)
^exit:
  return %acc : i32
}
