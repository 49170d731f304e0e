// RUN: --convert-func-to-llvm=use-bare-ptr-memref-call-conv
func.func @dynamic(%m: memref<?xf32>, %i: index) -> index {
  return %i : index
}
func.func @unranked(%m: memref<*xf32>) {
  return
}
func.func @dynamic_offset(%m: memref<4xf32, strided<[1], offset: ?>>) {
  return
}
func.func @ok(%m: memref<4xf32>) -> memref<4xf32> {
  return %m : memref<4xf32>
}
