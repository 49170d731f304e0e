// RUN: --inline=default-pipeline=
// RUN: --inline
// `llvm.call` from a `func.func` reaches an `llvm.func` and is inlined
// there, in the caller's second block: the callee's `llvm.alloca` of
// constant size goes with a copy of its size to the caller's entry block,
// its uses are framed by lifetime markers, and the constant it used stays
// where the body was put (canonicalization erases it). The
// `internal` callee stays (its symbol is public). An `llvm.invoke` is a
// terminator and is not inlined.
llvm.func internal @slot(%v: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store %v, %p : i32, !llvm.ptr
  %r = llvm.load %p : !llvm.ptr -> i32
  llvm.return %r : i32
}
func.func @from_func(%x: i32) -> i32 {
  "llvm.intr.donothing"() : () -> ()
  cf.br ^later
^later:
  %0 = llvm.call @slot(%x) : (i32) -> i32
  return %0 : i32
}
llvm.func @pers(...) -> i32
llvm.func internal @thrower(%x: i32) -> i32 {
  llvm.return %x : i32
}
llvm.func @invoker(%x: i32) -> i32 attributes {personality = @pers} {
  %0 = llvm.invoke @thrower(%x) to ^ok unwind ^bad : (i32) -> i32
^ok:
  llvm.return %0 : i32
^bad:
  %lp = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %x : i32
}
