// RUN: --inline
// RUN: --inline=default-pipeline=
// Results nobody uses: the inlined ops stay without a pipeline and are
// erased as dead by the default canonicalization, except the store, which
// has an effect.
func.func private @compute(%m: memref<4xi32>, %x: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %d = arith.muli %x, %x : i32
  memref.store %d, %m[%c0] : memref<4xi32>
  %e = arith.addi %d, %x : i32
  return %d, %e : i32, i32
}
func.func @caller(%m: memref<4xi32>, %x: i32) {
  %0:2 = call @compute(%m, %x) : (memref<4xi32>, i32) -> (i32, i32)
  return
}
