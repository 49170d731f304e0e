// RUN: --inline
// RUN: --inline=default-pipeline=
// Calls with no results, of callees that write memory, one of them twice
// in a row: each call is replaced by a copy of the body.
func.func private @fill(%m: memref<2xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %v, %m[%c0] : memref<2xf32>
  memref.store %v, %m[%c1] : memref<2xf32>
  return
}
func.func private @nothing() {
  return
}
func.func @caller(%m: memref<2xf32>) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  call @nothing() : () -> ()
  call @fill(%m, %zero) : (memref<2xf32>, f32) -> ()
  call @fill(%m, %one) : (memref<2xf32>, f32) -> ()
  return
}
