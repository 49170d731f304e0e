// RUN: --inline=default-pipeline=
// RUN: --inline
// `llvm.call` of an `llvm.func` with a body is inlined like `func.call`,
// a multi-block callee splitting the caller's block. A callee with
// `private` symbol visibility goes once inlined; `internal` linkage is
// not symbol visibility, so `@add` stays like the public `@mul`. A
// declaration is not inlined.
llvm.func internal @add(%a: i32, %b: i32) -> i32 {
  %r = llvm.add %a, %b : i32
  llvm.return %r : i32
}
llvm.func @mul(%a: i32, %b: i32) -> i32 {
  %r = llvm.mul %a, %b : i32
  llvm.return %r : i32
}
llvm.func @decl(i32) -> i32
llvm.func @max(%a: i32, %b: i32) -> i32 attributes {sym_visibility = "private"} {
  %c = llvm.icmp "sgt" %a, %b : i32
  llvm.cond_br %c, ^t, ^f
^t:
  llvm.return %a : i32
^f:
  llvm.return %b : i32
}
llvm.func @caller(%x: i32) -> i32 {
  %0 = llvm.call @add(%x, %x) : (i32, i32) -> i32
  %1 = llvm.call @mul(%0, %x) : (i32, i32) -> i32
  %2 = llvm.call @decl(%1) : (i32) -> i32
  %3 = llvm.call @max(%2, %x) : (i32, i32) -> i32
  llvm.return %3 : i32
}
