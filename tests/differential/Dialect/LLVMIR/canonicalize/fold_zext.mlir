// RUN: --canonicalize
// llvm.zext folds a scalar integer constant (i1 true is 1, -1 : i8 is 255,
// wide integers too); vector constants, a zext of a zext, and undef stay;
// a zero folds to a builtin 0 first, so it extends too.
llvm.func @use2(!llvm.ptr<2>)
llvm.func @usel(i64)
llvm.func @use16(i16)
llvm.func @use128(i128)
llvm.func @usev(vector<2xi64>)
llvm.func @usesv(vector<[2]xi64>)
llvm.func @f(%p: !llvm.ptr, %x: i8) {
  %c = llvm.mlir.constant(-1 : i8) : i8
  %0 = llvm.zext %c : i8 to i64
  llvm.call @usel(%0) : (i64) -> ()
  %c2 = llvm.mlir.constant(200 : i32) : i32
  %1 = llvm.zext nneg %c2 : i32 to i64
  llvm.call @usel(%1) : (i64) -> ()
  %2 = llvm.zext %x : i8 to i16
  %3 = llvm.zext %2 : i16 to i64
  llvm.call @usel(%3) : (i64) -> ()
  %t = llvm.mlir.constant(true) : i1
  %4 = llvm.zext %t : i1 to i128
  llvm.call @use128(%4) : (i128) -> ()
  %vc = llvm.mlir.constant(dense<[-1, 2]> : vector<2xi32>) : vector<2xi32>
  %5 = llvm.zext %vc : vector<2xi32> to vector<2xi64>
  llvm.call @usev(%5) : (vector<2xi64>) -> ()
  %vs = llvm.mlir.constant(dense<-1> : vector<2xi32>) : vector<2xi32>
  %6 = llvm.zext %vs : vector<2xi32> to vector<2xi64>
  llvm.call @usev(%6) : (vector<2xi64>) -> ()
  %ss = llvm.mlir.constant(dense<-1> : vector<[2]xi32>) : vector<[2]xi32>
  %8 = llvm.zext %ss : vector<[2]xi32> to vector<[2]xi64>
  llvm.call @usesv(%8) : (vector<[2]xi64>) -> ()
  %u = llvm.mlir.undef : i8
  %9 = llvm.zext %u : i8 to i16
  llvm.call @use16(%9) : (i16) -> ()
  %z = llvm.mlir.zero : i8
  %11 = llvm.zext %z : i8 to i16
  llvm.call @use16(%11) : (i16) -> ()
  %big = llvm.mlir.constant(-5 : i100) : i100
  %12 = llvm.zext %big : i100 to i128
  llvm.call @use128(%12) : (i128) -> ()
  llvm.return
}
