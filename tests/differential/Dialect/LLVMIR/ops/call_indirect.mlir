// RUN:
// RUN: --mlir-print-op-generic
// llvm.call through a pointer: from an argument, from llvm.mlir.addressof,
// without arguments or result, in another address space, and variadic.

llvm.func @target(i32) -> i32

llvm.func @indirect_arg(%p: !llvm.ptr, %a: i32) -> i32 {
  %0 = llvm.call %p(%a) : !llvm.ptr, (i32) -> i32
  llvm.return %0 : i32
}

llvm.func @indirect_addressof(%a: i32) -> i32 {
  %p = llvm.mlir.addressof @target : !llvm.ptr
  %0 = llvm.call %p(%a) : !llvm.ptr, (i32) -> i32
  llvm.return %0 : i32
}

llvm.func @indirect_void(%p: !llvm.ptr) {
  llvm.call %p() : !llvm.ptr, () -> ()
  llvm.return
}

llvm.func @indirect_addrspace(%p: !llvm.ptr<1>, %x: f64) -> f64 {
  %0 = llvm.call %p(%x, %x) : !llvm.ptr<1>, (f64, f64) -> f64
  llvm.return %0 : f64
}

llvm.func @indirect_variadic(%p: !llvm.ptr, %a: i32, %b: i64) {
  llvm.call %p(%a, %b) vararg(!llvm.func<void (i32, ...)>) : !llvm.ptr, (i32, i64) -> ()
  llvm.return
}

llvm.func @indirect_tail(%p: !llvm.ptr, %a: i32) -> i32 {
  %0 = llvm.call fastcc tail %p(%a) {no_unwind} : !llvm.ptr, (i32) -> i32
  llvm.return %0 : i32
}
