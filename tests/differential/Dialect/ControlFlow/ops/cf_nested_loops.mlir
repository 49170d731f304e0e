// RUN:
// RUN: --mlir-print-op-generic
// Two nested cf loops with a switch in the inner body and an assert;
// exercises block numbering and constants spread across blocks.
func.func @nested(%n: i32, %m: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^outer(%c0, %c0 : i32, i32)
^outer(%i: i32, %acc: i32):
  %ci = arith.cmpi slt, %i, %n : i32
  cf.cond_br %ci, ^inner_entry, ^done(%acc : i32)
^inner_entry:
  cf.br ^inner(%c0, %acc : i32, i32)
^inner(%j: i32, %a: i32):
  %cj = arith.cmpi slt, %j, %m : i32
  cf.cond_br %cj weights([90, 10]), ^body, ^outer_latch(%a : i32)
^body:
  %k = arith.remui %j, %m : i32
  cf.switch %k : i32, [
    default: ^inner_latch(%a : i32),
    0: ^inner_latch(%c1 : i32),
    -1: ^inner_latch(%c0 : i32)
  ]
^inner_latch(%v: i32):
  %a2 = arith.addi %a, %v : i32
  %j2 = arith.addi %j, %c1 : i32
  cf.br ^inner(%j2, %a2 : i32, i32)
^outer_latch(%b: i32):
  %i2 = arith.addi %i, %c1 : i32
  %ok = arith.cmpi sge, %i2, %c0 : i32
  cf.assert %ok, "overflow"
  cf.br ^outer(%i2, %b : i32, i32)
^done(%r: i32):
  return %r : i32
}
