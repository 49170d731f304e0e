// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// Argument and result attributes follow the arguments and results that
// stay.
func.func private @attrs(%a: i32 {llvm.noundef}, %b: i32 {llvm.zeroext}, %c: i32) -> (i32 {llvm.signext}, i32 {llvm.noundef}) {
  return %b, %c : i32, i32
}
func.func private @plain(%a: i32 {llvm.noundef}, %b: i32) -> i32 {
  return %b : i32
}
func.func @main(%x: i32) -> (i32, i32) {
  %r:2 = call @attrs(%x, %x, %x) : (i32, i32, i32) -> (i32, i32)
  %s = call @plain(%x, %x) : (i32, i32) -> i32
  return %r#0, %s : i32, i32
}
