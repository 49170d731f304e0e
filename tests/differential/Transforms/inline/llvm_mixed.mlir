// RUN: --inline=default-pipeline=
// RUN: --inline
// `llvm.call` from a `func.func` reaches an `llvm.func` and is inlined
// there, in the caller's second block: the callee's `llvm.alloca` of
// constant size goes with a copy of its size to the caller's entry block,
// its uses are framed by lifetime markers, and the constant it used stays
// where the body was put (canonicalization erases it). The
// `internal` callee stays (its symbol is public). An `llvm.invoke` is a
// terminator and is not inlined.
// A body ending in `llvm.unreachable` stays a block of its own; one
// with an alloca of unknown size saves and restores the stack.
llvm.func internal @slot(%v: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store %v, %p : i32, !llvm.ptr
  %r = llvm.load %p : !llvm.ptr -> i32
  llvm.return %r : i32
}
func.func @from_func(%x: i32) -> i32 {
  llvm.call @effect() : () -> ()
  cf.br ^later
^later:
  %0 = llvm.call @slot(%x) : (i32) -> i32
  return %0 : i32
}
llvm.func @effect()
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
llvm.func internal @dies() {
  llvm.call @effect() : () -> ()
  llvm.unreachable
}
llvm.func @calls_dies(%c: i1) {
  llvm.cond_br %c, ^die, ^live
^die:
  llvm.call @dies() : () -> ()
  llvm.br ^live
^live:
  llvm.return
}
llvm.func internal @sized(%n: i64, %v: f32) -> f32 {
  %zero = llvm.mlir.constant(0 : i64) : i64
  %empty = llvm.alloca %zero x f32 : (i64) -> !llvm.ptr
  %p = llvm.alloca %n x f32 : (i64) -> !llvm.ptr
  %one = arith.constant 1 : i64
  %q = llvm.alloca %one x f32 : (i64) -> !llvm.ptr
  llvm.intr.lifetime.start %q : !llvm.ptr
  llvm.store %v, %p : f32, !llvm.ptr
  llvm.store %v, %q : f32, !llvm.ptr
  llvm.store %v, %empty : f32, !llvm.ptr
  %r = llvm.load %p : !llvm.ptr -> f32
  llvm.return %r : f32
}
llvm.func @calls_sized(%n: i64, %v: f32, %c: i1) -> f32 {
  llvm.cond_br %c, ^a, ^b
^a:
  %0 = llvm.call @sized(%n, %v) : (i64, f32) -> f32
  llvm.return %0 : f32
^b:
  llvm.return %v : f32
}
llvm.func internal @branchy(%c: i1) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.cond_br %c, ^x, ^y
^x:
  %a = llvm.load %p : !llvm.ptr -> i32
  llvm.return %a : i32
^y:
  llvm.return %one : i32
}
llvm.func @calls_branchy(%c: i1) -> i32 {
  llvm.br ^next
^next:
  %0 = llvm.call @branchy(%c) : (i1) -> i32
  llvm.return %0 : i32
}
