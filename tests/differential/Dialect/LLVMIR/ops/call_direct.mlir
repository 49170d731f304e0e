// RUN:
// RUN: --mlir-print-op-generic
// llvm.call of a named llvm.func: with and without arguments and result,
// results of every kind of LLVM type, calls of functions defined later,
// and recursion.

llvm.func @f(i32) -> i32
llvm.func @g()
llvm.func @two(i64, f32) -> !llvm.ptr
llvm.func @agg(!llvm.struct<(i32, f64)>) -> !llvm.array<4 x i8>
llvm.func @vec(vector<4xf32>) -> vector<4xf32>

llvm.func @call_one(%a: i32) -> i32 {
  %0 = llvm.call @f(%a) : (i32) -> i32
  llvm.return %0 : i32
}

llvm.func @call_void() {
  llvm.call @g() : () -> ()
  llvm.return
}

llvm.func @call_two(%a: i64, %b: f32) -> !llvm.ptr {
  %0 = llvm.call @two(%a, %b) : (i64, f32) -> !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

llvm.func @call_aggregates(%s: !llvm.struct<(i32, f64)>, %v: vector<4xf32>) {
  %0 = llvm.call @agg(%s) : (!llvm.struct<(i32, f64)>) -> !llvm.array<4 x i8>
  %1 = llvm.call @vec(%v) : (vector<4xf32>) -> vector<4xf32>
  llvm.return
}

llvm.func @call_later(%a: i32) -> i32 {
  %0 = llvm.call @defined_later(%a) : (i32) -> i32
  llvm.return %0 : i32
}

llvm.func @defined_later(%a: i32) -> i32 {
  llvm.return %a : i32
}

llvm.func @recursive(%n: i32) -> i32 {
  %0 = llvm.call @recursive(%n) : (i32) -> i32
  llvm.return %0 : i32
}

llvm.func @call_in_blocks(%c: i1, %a: i32) -> i32 {
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = llvm.call @f(%a) : (i32) -> i32
  llvm.br ^bb3(%0 : i32)
^bb2:
  llvm.call @g() : () -> ()
  llvm.br ^bb3(%a : i32)
^bb3(%r: i32):
  llvm.return %r : i32
}

module {
  llvm.func @nested_f(i32) -> i32
  llvm.func @nested_call(%a: i32) -> i32 {
    %0 = llvm.call @nested_f(%a) : (i32) -> i32
    llvm.return %0 : i32
  }
}
