// RUN: --canonicalize
// llvm.shl folds two scalar integer constants when the amount (read as
// unsigned) is below the width: a shift by the width or more, by -1, of a
// non-constant, of vectors or by poison stays; overflow flags are ignored.
llvm.func @use(i32)
llvm.func @use8(i8)
llvm.func @use1(i1)
llvm.func @use128(i128)
llvm.func @usev(vector<2xi32>)
llvm.func @shl(%x: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c5 = llvm.mlir.constant(5 : i32) : i32
  %c31 = llvm.mlir.constant(31 : i32) : i32
  %c32 = llvm.mlir.constant(32 : i32) : i32
  %c33 = llvm.mlir.constant(33 : i32) : i32
  %m1 = llvm.mlir.constant(-1 : i32) : i32
  %0 = llvm.shl %x, %c0 : i32
  llvm.call @use(%0) : (i32) -> ()
  %1 = llvm.shl %c5, %c1 : i32
  llvm.call @use(%1) : (i32) -> ()
  %2 = llvm.shl %c5, %c31 : i32
  llvm.call @use(%2) : (i32) -> ()
  %3 = llvm.shl %c5, %c32 : i32
  llvm.call @use(%3) : (i32) -> ()
  %4 = llvm.shl %c5, %c33 : i32
  llvm.call @use(%4) : (i32) -> ()
  %5 = llvm.shl %c5, %m1 : i32
  llvm.call @use(%5) : (i32) -> ()
  %6 = llvm.shl %c0, %x : i32
  llvm.call @use(%6) : (i32) -> ()
  %7 = llvm.shl %m1, %c5 : i32
  llvm.call @use(%7) : (i32) -> ()
  %8 = llvm.shl %c5, %c0 : i32
  llvm.call @use(%8) : (i32) -> ()
  %9 = llvm.shl %m1, %c31 overflow<nsw> : i32
  llvm.call @use(%9) : (i32) -> ()
  %a = llvm.mlir.constant(-128 : i8) : i8
  %b = llvm.mlir.constant(7 : i8) : i8
  %10 = llvm.shl %b, %b : i8
  llvm.call @use8(%10) : (i8) -> ()
  %11 = llvm.shl %b, %a : i8
  llvm.call @use8(%11) : (i8) -> ()
  %t = llvm.mlir.constant(true) : i1
  %f = llvm.mlir.constant(false) : i1
  %12 = llvm.shl %t, %f : i1
  llvm.call @use1(%12) : (i1) -> ()
  %13 = llvm.shl %t, %t : i1
  llvm.call @use1(%13) : (i1) -> ()
  %w = llvm.mlir.constant(3 : i128) : i128
  %s = llvm.mlir.constant(100 : i128) : i128
  %14 = llvm.shl %w, %s : i128
  llvm.call @use128(%14) : (i128) -> ()
  %vc = llvm.mlir.constant(dense<[1, 2]> : vector<2xi32>) : vector<2xi32>
  %15 = llvm.shl %vc, %vc : vector<2xi32>
  llvm.call @usev(%15) : (vector<2xi32>) -> ()
  %s64 = llvm.mlir.constant(200 : i128) : i128
  %16 = llvm.shl %w, %s64 : i128
  llvm.call @use128(%16) : (i128) -> ()
  %p = llvm.mlir.poison : i32
  %17 = llvm.shl %c5, %p : i32
  llvm.call @use(%17) : (i32) -> ()
  llvm.return
}
