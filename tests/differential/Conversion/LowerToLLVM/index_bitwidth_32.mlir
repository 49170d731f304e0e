// RUN: --convert-scf-to-cf --convert-arith-to-llvm=index-bitwidth=32 --convert-cf-to-llvm=index-bitwidth=32 --finalize-memref-to-llvm=index-bitwidth=32 --convert-func-to-llvm=index-bitwidth=32 --reconcile-unrealized-casts
func.func @f(%m: memref<?xi32>, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> i32 {
    %v = memref.load %m[%i] : memref<?xi32>
    %s = arith.addi %acc, %v : i32
    scf.yield %s : i32
  }
  return %r : i32
}
