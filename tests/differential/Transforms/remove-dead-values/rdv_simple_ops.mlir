// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// Ops without memory effects and without live results go, in chains;
// stores and their operands stay.
func.func @chain(%a: i32, %b: i32, %m: memref<i32>) -> i32 {
  %c5 = arith.constant 5 : i32
  %x = arith.addi %a, %c5 : i32
  %y = arith.muli %x, %b : i32
  %z = arith.subi %y, %a : i32
  %w = arith.xori %z, %z : i32
  %kept = arith.andi %a, %b : i32
  memref.store %kept, %m[] : memref<i32>
  %f = arith.sitofp %a : i32 to f32
  %g = arith.negf %f : f32
  return %x : i32
}
