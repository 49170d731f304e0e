// RUN: --split-input-file
// An invoke whose unwind destination is an empty block: the invoke's own
// verifier reports it before the walk reaches the empty block; an empty
// normal destination is the verifier's empty-block error.

llvm.func @p(...) -> i32
llvm.func @f(i32) -> i32
llvm.func @h(%a: i32) -> i32 attributes {personality = @p} {
  %0 = llvm.invoke @f(%a) to ^ok unwind ^bad : (i32) -> i32
^ok:
  llvm.return %0 : i32
^bad:
}

// -----

llvm.func @p(...) -> i32
llvm.func @f(i32) -> i32
llvm.func @h(%a: i32) -> i32 attributes {personality = @p} {
  %0 = llvm.invoke @f(%a) to ^ok unwind ^bad : (i32) -> i32
^ok:
^bad:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %a : i32
}

// -----

llvm.func @p(...) -> i32
llvm.func @f(i32) -> i32
llvm.func @h(%a: i32) attributes {personality = @p} {
  llvm.br ^entry
^entry:
  llvm.invoke @f(%a) to ^ok unwind ^bad : (i32) -> i32
^ok:
  llvm.return
^bad:
}

// -----

llvm.func @p(...) -> i32
llvm.func @f(i32) -> i32
llvm.func @h(%a: i32) -> i32 attributes {personality = @p} {
  %0 = llvm.invoke @f(%a) to ^ok unwind ^bad : (i32) -> i32
^bad:
^ok:
  llvm.return %0 : i32
}
