// RUN: --convert-to-llvm --allow-unregistered-dialect
func.func @f(%x: i32, %m: memref<2xi32>) -> i32 {
  %y = "test.op"(%x, %m) : (i32, memref<2xi32>) -> i32
  return %y : i32
}
