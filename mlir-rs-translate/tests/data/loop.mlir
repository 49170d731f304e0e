llvm.func @loop(%n: i64) -> i64 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^head(%c0, %c0 : i64, i64)
^head(%i: i64, %acc: i64):
  %cond = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %cond, ^body, ^exit
^body:
  %next = llvm.add %i, %c1 : i64
  %acc2 = llvm.add %acc, %i : i64
  llvm.br ^head(%next, %acc2 : i64, i64)
^exit:
  llvm.return %acc : i64
}
