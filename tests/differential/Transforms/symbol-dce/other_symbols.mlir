// RUN: --symbol-dce
// The symbols of other dialects go the same way: private `memref.global`s
// nothing reads, an unused private `llvm.func` and `llvm.mlir.global`.
module {
  memref.global "private" @unused_global : memref<2xf32> = dense<0.0>
  memref.global "private" constant @read_global : memref<2xf32> = dense<1.0>
  memref.global @public_global : memref<2xf32> = uninitialized
  llvm.func @used_llvm() attributes {sym_visibility = "private"}
  llvm.func @unused_llvm() attributes {sym_visibility = "private"}
  llvm.mlir.global private @dead_llvm_global(0 : i32) : i32
  func.func @reader() -> memref<2xf32> {
    %0 = memref.get_global @read_global : memref<2xf32>
    llvm.call @used_llvm() : () -> ()
    return %0 : memref<2xf32>
  }
}
