// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// Nested scf.if with a store deep inside: the inner op stays for its
// effect, its dead result goes.
func.func @t(%c: i1, %d: i1, %a: i32, %m: memref<i32>) -> i32 {
  %r = scf.if %c -> i32 {
    %s = scf.if %d -> i32 {
      memref.store %a, %m[] : memref<i32>
      scf.yield %a : i32
    } else {
      %z = arith.addi %a, %a : i32
      scf.yield %z : i32
    }
    scf.yield %s : i32
  } else {
    scf.yield %a : i32
  }
  return %a : i32
}
