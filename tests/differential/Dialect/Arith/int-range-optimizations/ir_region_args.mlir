// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// Block arguments of an op's regions known to be constants are replaced
// at the start of their blocks.
func.func @loop_arg(%m: memref<4xindex>) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  scf.for %i = %c2 to %c3 step %c1 iter_args(%k = %c7) -> (index) {
    memref.store %i, %m[%k] : memref<4xindex>
    memref.store %k, %m[%i] : memref<4xindex>
    scf.yield %k : index
  }
  return
}

func.func @while_args(%c: i1, %m: memref<4xi32>) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %i0 = arith.constant 0 : index
  scf.while (%x = %c1, %y = %c2) : (i32, i32) -> () {
    scf.condition(%c)
  } do {
    memref.store %c1, %m[%i0] : memref<4xi32>
    scf.yield %c1, %c2 : i32, i32
  }
  return
}
