// RUN: --canonicalize --split-input-file
// A constant operand index becomes a constant index (in place) when it
// fits in 29 signed bits: 268435455 and -268435456 do, 268435456 and
// -268435457 do not; an i8 255 and an i1 true read as -1; a vector
// constant, undef and a dense zero vector stay operands.
llvm.func @use(!llvm.ptr)
llvm.func @usev(vector<2x!llvm.ptr>)
llvm.func @gep(%p: !llvm.ptr, %i: i32, %vi: vector<2xi64>) {
  %a = llvm.mlir.constant(1073741823 : i64) : i64
  %b = llvm.mlir.constant(1073741824 : i64) : i64
  %c = llvm.mlir.constant(-1073741824 : i64) : i64
  %d = llvm.mlir.constant(-1073741825 : i64) : i64
  %e = llvm.mlir.constant(2147483646 : i64) : i64
  %f = llvm.mlir.constant(-2147483647 : i64) : i64
  %g = llvm.mlir.constant(-1 : i64) : i64
  %h = llvm.mlir.constant(-1 : i8) : i8
  %k = llvm.mlir.constant(255 : i8) : i8
  %0 = llvm.getelementptr %p[%a] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.call @use(%0) : (!llvm.ptr) -> ()
  %1 = llvm.getelementptr %p[%b] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.call @use(%1) : (!llvm.ptr) -> ()
  %2 = llvm.getelementptr %p[%c] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.call @use(%2) : (!llvm.ptr) -> ()
  %3 = llvm.getelementptr %p[%d] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.call @use(%3) : (!llvm.ptr) -> ()
  %4 = llvm.getelementptr %p[%e] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.call @use(%4) : (!llvm.ptr) -> ()
  %5 = llvm.getelementptr %p[%f] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.call @use(%5) : (!llvm.ptr) -> ()
  %6 = llvm.getelementptr %p[%g] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.call @use(%6) : (!llvm.ptr) -> ()
  %7 = llvm.getelementptr %p[%h] : (!llvm.ptr, i8) -> !llvm.ptr, i8
  llvm.call @use(%7) : (!llvm.ptr) -> ()
  %z = llvm.mlir.constant(dense<0> : vector<2xi64>) : vector<2xi64>
  %8 = llvm.getelementptr %p[%z] : (!llvm.ptr, vector<2xi64>) -> vector<2x!llvm.ptr>, i8
  llvm.call @usev(%8) : (vector<2x!llvm.ptr>) -> ()
  %9 = llvm.getelementptr %p[%vi] : (!llvm.ptr, vector<2xi64>) -> vector<2x!llvm.ptr>, i8
  llvm.call @usev(%9) : (vector<2x!llvm.ptr>) -> ()
  %zz = llvm.mlir.zero : i64
  %10 = llvm.getelementptr %p[%zz] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.call @use(%10) : (!llvm.ptr) -> ()
  %u = llvm.mlir.undef : i64
  %11 = llvm.getelementptr %p[%u] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.call @use(%11) : (!llvm.ptr) -> ()
  %12 = llvm.getelementptr %p[%i, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  llvm.call @use(%12) : (!llvm.ptr) -> ()
  %13 = llvm.getelementptr %p[%k] : (!llvm.ptr, i8) -> !llvm.ptr, i8
  llvm.call @use(%13) : (!llvm.ptr) -> ()
  %14 = llvm.getelementptr inbounds|nuw %p[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  llvm.call @use(%14) : (!llvm.ptr) -> ()
  llvm.return
}
// -----
llvm.func @use(!llvm.ptr)
llvm.func @gep(%p: !llvm.ptr, %i: i32) {
  %a = llvm.mlir.constant(268435455 : i64) : i64
  %b = llvm.mlir.constant(268435456 : i64) : i64
  %c = llvm.mlir.constant(-268435456 : i64) : i64
  %d = llvm.mlir.constant(-268435457 : i64) : i64
  %t = llvm.mlir.constant(true) : i1
  %0 = llvm.getelementptr %p[%a] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.call @use(%0) : (!llvm.ptr) -> ()
  %1 = llvm.getelementptr %p[%b] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.call @use(%1) : (!llvm.ptr) -> ()
  %2 = llvm.getelementptr %p[%c] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.call @use(%2) : (!llvm.ptr) -> ()
  %3 = llvm.getelementptr %p[%d] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.call @use(%3) : (!llvm.ptr) -> ()
  %4 = llvm.getelementptr %p[%t] : (!llvm.ptr, i1) -> !llvm.ptr, i8
  llvm.call @use(%4) : (!llvm.ptr) -> ()
  %5 = llvm.getelementptr %p[%i, %a, %i, %b, 2] : (!llvm.ptr, i32, i64, i32, i64) -> !llvm.ptr, !llvm.array<4 x array<4 x array<4 x array<4 x i8>>>>
  llvm.call @use(%5) : (!llvm.ptr) -> ()
  llvm.return
}
