// RUN: --remove-dead-values
// RUN: --remove-dead-values=canonicalize=false
// A loop with a store keeps its bounds and induction variable; its dead
// carried value goes.
func.func @fill(%m: memref<16xi32>, %n: index, %seed: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %seed) -> (i32) {
    %v = arith.index_cast %i : index to i32
    memref.store %v, %m[%i] : memref<16xi32>
    %next = arith.addi %acc, %v : i32
    scf.yield %next : i32
  }
  return
}
