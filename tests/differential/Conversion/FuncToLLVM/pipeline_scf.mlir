// RUN: --convert-scf-to-cf --convert-func-to-llvm
// RUN: --lower-affine --convert-scf-to-cf --convert-func-to-llvm --reconcile-unrealized-casts
func.func @loop(%n: index, %m: memref<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> index {
    %s = arith.addi %acc, %i : index
    scf.yield %s : index
  }
  return %r : index
}
