// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// Ops in blocks dead-code analysis never reaches have no liveness: they
// count as dead and go.
func.func @skip(%a: i32, %m: memref<i32>) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^live, ^dead(%a : i32)
^live:
  return %a : i32
^dead(%x: i32):
  %y = arith.muli %x, %x : i32
  %z = arith.addi %y, %a : i32
  memref.store %z, %m[] : memref<i32>
  return %z : i32
}
