// RUN: --inline=default-pipeline=
// RUN: --inline
// `llvm.invoke` is a call the llvm dialect does not inline: the invoked
// callees stay (even `private` ones, still used), while an `llvm.call` of
// the same callee in the same function is inlined. The landing pads and
// the caller's personality are left as they are.
llvm.func @__gxx_personality_v0(...) -> i32
llvm.func private @add(%a: i32, %b: i32) -> i32 {
  %r = llvm.add %a, %b : i32
  llvm.return %r : i32
}
llvm.func @twice(%a: i32) -> i32 {
  %c = llvm.mlir.constant(2 : i32) : i32
  %r = llvm.mul %a, %c : i32
  llvm.return %r : i32
}
llvm.func @caller(%a: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
  %0 = llvm.call @twice(%a) : (i32) -> i32
  %1 = llvm.invoke @add(%0, %a) to ^ok unwind ^bad : (i32, i32) -> i32
^ok:
  %2 = llvm.invoke @twice(%1) to ^done(%1 : i32) unwind ^bad : (i32) -> i32
^done(%x: i32):
  %3 = llvm.add %2, %x : i32
  llvm.return %3 : i32
^bad:
  %lp = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %lp : !llvm.struct<(ptr, i32)>
}
