// RUN:
// RUN: --mlir-print-op-generic
// Operand bundles on llvm.call and llvm.call_intrinsic: one bundle, several,
// bundles without operands, an empty list, tags that need escaping.

llvm.func @f(i32) -> i32
llvm.func @g()

llvm.func @one_bundle(%a: i32, %p: !llvm.ptr) -> i32 {
  %0 = llvm.call @f(%a) ["deopt"(%p : !llvm.ptr)] : (i32) -> i32
  llvm.return %0 : i32
}

llvm.func @several_bundles(%a: i32, %b: i64) {
  llvm.call @g() ["a"(), "b"(%a, %b : i32, i64), "c"(%a : i32)] : () -> ()
  llvm.return
}

llvm.func @empty_bundle_list(%a: i32) -> i32 {
  %0 = llvm.call @f(%a) [] : (i32) -> i32
  llvm.return %0 : i32
}

llvm.func @bundle_and_attrs(%p: !llvm.ptr, %a: i32) -> i32 {
  %0 = llvm.call fastcc %p(%a) ["tag with \"quotes\""(%a : i32)] {no_inline} : !llvm.ptr, (i32) -> i32
  llvm.return %0 : i32
}

llvm.func @intrinsic_bundle(%a: i32) {
  llvm.call_intrinsic "llvm.assume"(%a) ["align"(%a, %a : i32, i32)] : (i32) -> ()
  llvm.return
}
