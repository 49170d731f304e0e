llvm.func @dom(%c: i1) -> i32 {
  %a = llvm.mlir.constant(1 : i32) : i32
  llvm.cond_br %c, ^bb2, ^bb1
^bb1:
  llvm.br ^bb3(%a : i32)
^bb2:
  %b = llvm.add %a, %a : i32
  llvm.br ^bb3(%b : i32)
^bb3(%r: i32):
  llvm.return %r : i32
^bb4:
  llvm.br ^bb3(%a : i32)
}
