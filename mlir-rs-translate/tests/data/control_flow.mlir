llvm.func @cf(%c: i1, %a: i32, %b: i32) -> i32 {
  llvm.cond_br %c, ^bb1(%a : i32), ^bb2(%b, %a : i32, i32)
^bb1(%x: i32):
  llvm.br ^bb3(%x : i32)
^bb2(%y: i32, %z: i32):
  %s = llvm.add %y, %z : i32
  llvm.switch %s : i32, ^bb3(%s : i32) [
    1: ^bb5,
    7: ^bb4
  ]
^bb3(%r: i32):
  llvm.return %r : i32
^bb4:
  llvm.unreachable
^bb5:
  llvm.br ^bb3(%a : i32)
}
