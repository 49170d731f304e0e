// RUN: --canonicalize
// llvm.getelementptr with a single zero index (constant, or an operand
// that is a constant 0) on a base of the result's type is the base;
// two zero indices stay. Constant operands that fit become constant
// indices; 2147483647, -2147483648 and wider ones stay operands.
llvm.func @use(!llvm.ptr)
llvm.func @usev(vector<2x!llvm.ptr>)
llvm.func @gep(%p: !llvm.ptr, %i: i32, %j: i64, %vp: vector<2x!llvm.ptr>) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c0l = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %big = llvm.mlir.constant(4294967296 : i64) : i64
  %nbig = llvm.mlir.constant(-2147483649 : i64) : i64
  %max = llvm.mlir.constant(2147483647 : i64) : i64
  %min = llvm.mlir.constant(-2147483648 : i64) : i64
  %0 = llvm.getelementptr %p[0] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.call @use(%0) : (!llvm.ptr) -> ()
  %1 = llvm.getelementptr %p[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  llvm.call @use(%1) : (!llvm.ptr) -> ()
  %2 = llvm.getelementptr %p[%c0] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  llvm.call @use(%2) : (!llvm.ptr) -> ()
  %3 = llvm.getelementptr %p[%c1] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  llvm.call @use(%3) : (!llvm.ptr) -> ()
  %4 = llvm.getelementptr %p[%c3, %i] : (!llvm.ptr, i64, i32) -> !llvm.ptr, !llvm.array<4 x i32>
  llvm.call @use(%4) : (!llvm.ptr) -> ()
  %5 = llvm.getelementptr %p[%big] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.call @use(%5) : (!llvm.ptr) -> ()
  %6 = llvm.getelementptr %p[%nbig] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.call @use(%6) : (!llvm.ptr) -> ()
  %7 = llvm.getelementptr %p[%max] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.call @use(%7) : (!llvm.ptr) -> ()
  %8 = llvm.getelementptr %p[%min] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.call @use(%8) : (!llvm.ptr) -> ()
  %9 = llvm.getelementptr inbounds %p[%c0l, 0] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  llvm.call @use(%9) : (!llvm.ptr) -> ()
  %10 = llvm.getelementptr %p[%c0l, %i] : (!llvm.ptr, i64, i32) -> !llvm.ptr, !llvm.array<4 x i32>
  llvm.call @use(%10) : (!llvm.ptr) -> ()
  %11 = llvm.getelementptr %p[1, %c0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<4 x i32>
  llvm.call @use(%11) : (!llvm.ptr) -> ()
  %12 = llvm.getelementptr %vp[0] : (vector<2x!llvm.ptr>) -> vector<2x!llvm.ptr>, i32
  llvm.call @usev(%12) : (vector<2x!llvm.ptr>) -> ()
  %13 = llvm.getelementptr %p[%j] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.call @use(%13) : (!llvm.ptr) -> ()
  llvm.return
}
