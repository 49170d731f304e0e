// A terminator naming a block with arguments more than once: each later
// occurrence goes through a block of its own that forwards the arguments.
llvm.func @cond(%c: i1, %a: i32, %b: i32) -> i32 {
  llvm.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  llvm.return %x : i32
}

llvm.func @switch(%v: i32, %a: i64, %b: i64) -> i64 {
  %c = llvm.mlir.constant(7 : i64) : i64
  llvm.switch %v : i32, ^bb1(%a : i64) [
    1: ^bb1(%b : i64),
    2: ^bb2,
    3: ^bb1(%c : i64),
    4: ^bb2
  ]
^bb1(%x: i64):
  llvm.return %x : i64
^bb2:
  llvm.br ^bb1(%a : i64)
}

llvm.func @loop(%n: i32) -> i32 {
  %z = llvm.mlir.constant(0 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^bb1(%z, %z : i32, i32)
^bb1(%i: i32, %s: i32):
  %d = llvm.icmp "slt" %i, %n : i32
  %i1 = llvm.add %i, %one : i32
  %s1 = llvm.add %s, %i : i32
  llvm.cond_br %d, ^bb1(%i1, %s1 : i32, i32), ^bb1(%n, %s : i32, i32)
}
