// RUN: --sccp
// RUN: --sccp --mlir-disable-threading
// The `llvm` dialect inside `llvm.func`: its arithmetic and comparisons
// do not fold, so only branches and switches on constants are decided;
// its constants are made anew at the top of the entry block; a call to an
// `internal` function passes nothing to its arguments.
llvm.func @arith() -> i32 {
  %a = llvm.mlir.constant(6 : i32) : i32
  %b = llvm.mlir.constant(7 : i32) : i32
  %m = llvm.mul %a, %b : i32
  %s = llvm.add %m, %a : i32
  llvm.return %s : i32
}

llvm.func @branch(%x: i32) -> i32 {
  %t = llvm.mlir.constant(true) : i1
  %c1 = llvm.mlir.constant(1 : i32) : i32
  llvm.cond_br %t, ^a(%c1 : i32), ^b(%x : i32)
^a(%u: i32):
  llvm.br ^join(%u : i32)
^b(%v: i32):
  llvm.br ^join(%v : i32)
^join(%j: i32):
  llvm.return %j : i32
}

llvm.func @switch(%x: i32) -> i32 {
  %k = llvm.mlir.constant(2 : i32) : i32
  %c5 = llvm.mlir.constant(5 : i32) : i32
  llvm.switch %k : i32, ^d(%x : i32) [
    1: ^one(%x : i32),
    2: ^two(%c5 : i32)
  ]
^d(%a: i32):
  llvm.return %a : i32
^one(%b: i32):
  llvm.return %b : i32
^two(%c: i32):
  llvm.return %c : i32
}

llvm.func internal @callee(%x: i64) -> i64 {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %r = llvm.add %x, %c1 : i64
  llvm.return %r : i64
}

llvm.func @caller() -> i64 {
  %c9 = llvm.mlir.constant(9 : i64) : i64
  %r = llvm.call @callee(%c9) : (i64) -> i64
  llvm.return %r : i64
}

llvm.func @icmp_select(%x: i16, %y: i16) -> i16 {
  %a = llvm.mlir.constant(3 : i16) : i16
  %b = llvm.mlir.constant(4 : i16) : i16
  %c = llvm.icmp "slt" %a, %b : i16
  %s = llvm.select %c, %x, %y : i1, i16
  llvm.return %s : i16
}

llvm.func @casts() -> i64 {
  %a = llvm.mlir.constant(-3 : i8) : i8
  %e = llvm.sext %a : i8 to i64
  llvm.return %e : i64
}
