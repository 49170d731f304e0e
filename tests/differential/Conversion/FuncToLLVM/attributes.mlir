// RUN: --convert-func-to-llvm
// RUN: --convert-func-to-llvm --mlir-print-op-generic
func.func @args(%a: i32 {llvm.signext}, %b: !llvm.ptr {llvm.noalias, llvm.nonnull}, %c: i8) -> (i32 {llvm.zeroext}) attributes {passthrough = ["noinline"], my.attr = 3 : i32} {
  return %a : i32
}
func.func @memref_arg_attrs(%a: memref<2xf32> {llvm.noalias}, %b: i32 {llvm.signext}) {
  return
}
func.func private @decl_attrs(i32 {llvm.zeroext}, f32) -> (i16 {llvm.signext}) attributes {my.other}
func.func @no_inline_fn() attributes {no_inline} {
  return
}
