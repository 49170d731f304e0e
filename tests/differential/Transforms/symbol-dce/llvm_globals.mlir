// RUN: --symbol-dce
// `llvm.mlir.addressof` and calls keep globals and functions; a private
// function that nothing live calls goes with the globals only it used.
module {
  llvm.mlir.global internal constant @kept_str("kept\00") {sym_visibility = "private"}
  llvm.mlir.global internal constant @dropped_str("dropped\00") {sym_visibility = "private"}
  llvm.func @printf(!llvm.ptr, ...) -> i32 attributes {sym_visibility = "private"}
  llvm.func @unused_decl(i32) attributes {sym_visibility = "private"}
  llvm.func @dead_helper() attributes {sym_visibility = "private"} {
    %0 = llvm.mlir.addressof @dropped_str : !llvm.ptr
    llvm.return
  }
  llvm.func @main() -> i32 {
    %0 = llvm.mlir.addressof @kept_str : !llvm.ptr
    %1 = llvm.call @printf(%0) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr) -> i32
    llvm.return %1 : i32
  }
}
