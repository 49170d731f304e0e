// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// cf.switch: the flag is live, dead case operands go with their block
// arguments.
func.func @cases(%f: i32, %a: i32, %b: i32) -> i32 {
  %d = arith.addi %a, %b : i32
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    5: ^bb2(%d, %b : i32, i32),
    9: ^bb3(%d : i32)
  ]
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32, %z: i32):
  return %z : i32
^bb3(%w: i32):
  return %b : i32
}
