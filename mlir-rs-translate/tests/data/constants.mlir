llvm.func @consts() -> !llvm.struct<(i32, f64)> {
  %0 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
  %1 = llvm.mlir.constant(dense<1.5> : vector<2xf32>) : vector<2xf32>
  %2 = llvm.mlir.undef : !llvm.struct<(i32, f64)>
  %3 = llvm.mlir.poison : i32
  %4 = llvm.mlir.zero : !llvm.ptr
  %5 = llvm.mlir.constant(3.25 : f64) : f64
  %6 = llvm.mlir.constant(-7 : i32) : i32
  %7 = llvm.insertvalue %6, %2[0] : !llvm.struct<(i32, f64)>
  %8 = llvm.insertvalue %5, %7[1] : !llvm.struct<(i32, f64)>
  llvm.return %8 : !llvm.struct<(i32, f64)>
}
llvm.func @vec() -> vector<4xi32> {
  %0 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
  llvm.return %0 : vector<4xi32>
}
llvm.func @bools() -> i1 {
  %0 = llvm.mlir.constant(true) : i1
  llvm.return %0 : i1
}
