// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// llvm.cond_br and llvm.br: a dead forwarded operand goes with the block
// argument it feeds.
llvm.func @t(%c: i1, %a: i32) -> i32 {
  %d = llvm.add %a, %a : i32
  llvm.cond_br %c, ^bb1(%d : i32), ^bb2(%a : i32)
^bb1(%x: i32):
  llvm.br ^bb2(%a : i32)
^bb2(%y: i32):
  llvm.return %y : i32
}
