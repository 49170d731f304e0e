llvm.func @fold() -> i64 {
  %0 = llvm.mlir.constant(1 : i64) : i64
  %1 = llvm.mlir.constant(2 : i64) : i64
  %2 = llvm.add %0, %1 : i64
  %3 = llvm.mul %2, %2 : i64
  %4 = llvm.shl %3, %0 : i64
  llvm.return %4 : i64
}
