// RUN: --canonicalize
// llvm.or folds two scalar integer constants only (disjoint or not):
// or with 0 or -1, or of a value with itself, nested ors, vector
// constants, poison and undef operands stay.
llvm.func @use(i32)
llvm.func @usev(vector<2xi32>)
llvm.func @or(%x: i32, %y: i32, %v: vector<2xi32>) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c5 = llvm.mlir.constant(5 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %m1 = llvm.mlir.constant(-1 : i32) : i32
  %0 = llvm.or %x, %c0 : i32
  llvm.call @use(%0) : (i32) -> ()
  %1 = llvm.or %c0, %x : i32
  llvm.call @use(%1) : (i32) -> ()
  %2 = llvm.or %c5, %c3 : i32
  llvm.call @use(%2) : (i32) -> ()
  %3 = llvm.or %x, %x : i32
  llvm.call @use(%3) : (i32) -> ()
  %4 = llvm.or %x, %m1 : i32
  llvm.call @use(%4) : (i32) -> ()
  %5 = llvm.or %x, %c5 : i32
  %6 = llvm.or %5, %c5 : i32
  llvm.call @use(%6) : (i32) -> ()
  %7 = llvm.or %5, %c3 : i32
  llvm.call @use(%7) : (i32) -> ()
  %8 = llvm.or disjoint %c5, %c3 : i32
  llvm.call @use(%8) : (i32) -> ()
  %9 = llvm.or %x, %5 : i32
  llvm.call @use(%9) : (i32) -> ()
  %vc = llvm.mlir.constant(dense<[1, 2]> : vector<2xi32>) : vector<2xi32>
  %vz = llvm.mlir.constant(dense<0> : vector<2xi32>) : vector<2xi32>
  %10 = llvm.or %v, %vz : vector<2xi32>
  llvm.call @usev(%10) : (vector<2xi32>) -> ()
  %11 = llvm.or %vc, %vc : vector<2xi32>
  llvm.call @usev(%11) : (vector<2xi32>) -> ()
  %12 = llvm.or %vc, %vz : vector<2xi32>
  llvm.call @usev(%12) : (vector<2xi32>) -> ()
  %p = llvm.mlir.poison : i32
  %13 = llvm.or %x, %p : i32
  llvm.call @use(%13) : (i32) -> ()
  %u = llvm.mlir.undef : i32
  %14 = llvm.or %c5, %u : i32
  llvm.call @use(%14) : (i32) -> ()
  %z = llvm.mlir.zero : i32
  %15 = llvm.or %y, %z : i32
  llvm.call @use(%15) : (i32) -> ()
  llvm.return
}
