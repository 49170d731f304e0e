// RUN:
// RUN: --mlir-print-op-generic
// llvm.call_intrinsic: with and without arguments and result, fast-math
// flags, argument and result attributes, other attributes.

llvm.func @intrinsics(%a: i32, %x: f32, %p: !llvm.ptr) -> i32 {
  %0 = llvm.call_intrinsic "llvm.foo"(%a) : (i32) -> i32
  llvm.call_intrinsic "llvm.donothing"() : () -> ()
  %1 = llvm.call_intrinsic "llvm.fma.f32"(%x, %x, %x) {fastmathFlags = #llvm.fastmath<contract>} : (f32, f32, f32) -> f32
  %2 = llvm.call_intrinsic "llvm.ptrmask"(%p, %a) : (!llvm.ptr {llvm.noundef}, i32) -> (!llvm.ptr {llvm.nonnull})
  %3 = llvm.call_intrinsic "llvm.bar"(%a) {my.attr = "x"} : (i32) -> i32
  llvm.return %0 : i32
}
