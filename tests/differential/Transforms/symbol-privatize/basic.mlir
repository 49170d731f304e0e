// RUN: --symbol-privatize
// RUN: --symbol-privatize --mlir-print-op-generic
// Every top-level symbol becomes private: public and nested functions,
// declarations, globals; what is already private stays so.
module {
  func.func @public_def(%a: i32) -> i32 {
    return %a : i32
  }
  func.func nested @nested_def() {
    return
  }
  func.func private @already_private()
  memref.global @g : memref<4xi8> = uninitialized
  llvm.func @llvm_def() {
    llvm.return
  }
}
