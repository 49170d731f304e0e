// RUN: --convert-func-to-llvm
func.func @target(%x: i32) -> i32 {
  return %x : i32
}
func.func @indirect(%x: i32) -> i32 {
  %f = constant @target : (i32) -> i32
  %r = call_indirect %f(%x) : (i32) -> i32
  return %r : i32
}
func.func @takes_fn(%f: (i32) -> i32, %x: i32) -> i32 {
  %r = call_indirect %f(%x) : (i32) -> i32
  return %r : i32
}
func.func @returns_fn() -> ((i32) -> i32) {
  %f = constant @target : (i32) -> i32
  return %f : (i32) -> i32
}
func.func @indirect_memref(%m: memref<2xf32>) {
  %f = constant @sink : (memref<2xf32>) -> ()
  call_indirect %f(%m) : (memref<2xf32>) -> ()
  return
}
func.func @sink(%m: memref<2xf32>) {
  return
}
