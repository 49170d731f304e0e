// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// affine.for loops: one whose results nobody uses goes, the other keeps
// what its returned result needs.
func.func @t(%a: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = affine.for %i = 0 to 10 iter_args(%x = %a) -> i32 {
    %y = arith.addi %x, %x : i32
    affine.yield %y : i32
  }
  %s = affine.for %i = 0 to 10 iter_args(%x = %a) -> i32 {
    %y = arith.addi %x, %a : i32
    affine.yield %y : i32
  }
  return %s : i32
}
