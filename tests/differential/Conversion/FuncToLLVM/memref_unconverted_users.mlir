// RUN: --convert-func-to-llvm --allow-unregistered-dialect
func.func @user(%m: memref<?xf32>, %i: index) {
  "test.use"(%m, %i) : (memref<?xf32>, index) -> ()
  return
}
func.func @producer() -> memref<4xf32> {
  %m = "test.make"() : () -> memref<4xf32>
  return %m : memref<4xf32>
}
func.func @through_blocks(%m: memref<4xf32>, %c: i1) -> memref<4xf32> {
  "test.br"(%m)[^bb1] : (memref<4xf32>) -> ()
^bb1(%x: memref<4xf32>):
  return %x : memref<4xf32>
}
