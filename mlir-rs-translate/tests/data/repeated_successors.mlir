// A terminator naming one block with arguments several times: each use
// after the first goes through a block of its own, appended to the region.
llvm.func @cond(%c: i1, %a: i64, %b: i64) -> i64 {
  llvm.cond_br %c, ^bb1(%a : i64), ^bb1(%b : i64)
^bb1(%x: i64):
  llvm.return %x : i64
}

llvm.func @switch(%v: i32, %a: i64, %b: i64) -> i64 {
  llvm.switch %v : i32, ^bb1(%a : i64) [
    1: ^bb1(%b : i64),
    2: ^bb2,
    3: ^bb1(%a : i64),
    4: ^bb2
  ]
^bb1(%x: i64):
  llvm.return %x : i64
^bb2:
  llvm.return %b : i64
}

llvm.func @loop(%n: i64) -> i64 {
  %0 = llvm.mlir.constant(0 : i64) : i64
  %1 = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^bb1(%0, %0 : i64, i64)
^bb1(%i: i64, %acc: i64):
  %done = llvm.icmp "sge" %i, %n : i64
  %next = llvm.add %i, %1 : i64
  %sum = llvm.add %acc, %i : i64
  llvm.cond_br %done, ^bb2(%acc : i64), ^bb1(%next, %sum : i64, i64)
^bb2(%r: i64):
  llvm.return %r : i64
}
