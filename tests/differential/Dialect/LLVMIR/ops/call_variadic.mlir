// RUN:
// RUN: --mlir-print-op-generic
// Calls of variadic functions: printf-like with extra arguments, none
// beyond the fixed ones, a void variadic function, and only variadic
// arguments.

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @log(i32, ...)
llvm.func @any(...) -> i64

llvm.func @call_printf(%s: !llvm.ptr, %x: i32, %y: f64) -> i32 {
  %0 = llvm.call @printf(%s, %x, %y) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, f64) -> i32
  llvm.return %0 : i32
}

llvm.func @call_printf_fixed_only(%s: !llvm.ptr) -> i32 {
  %0 = llvm.call @printf(%s) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr) -> i32
  llvm.return %0 : i32
}

llvm.func @call_log(%a: i32, %p: !llvm.ptr) {
  llvm.call @log(%a, %p, %a) vararg(!llvm.func<void (i32, ...)>) : (i32, !llvm.ptr, i32) -> ()
  llvm.return
}

llvm.func @call_any(%a: i8) -> i64 {
  %0 = llvm.call @any(%a) vararg(!llvm.func<i64 (...)>) : (i8) -> i64
  llvm.return %0 : i64
}
