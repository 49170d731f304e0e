// RUN:
// RUN: --mlir-print-op-generic
// llvm.mlir.constant of integers (width unchecked against the type), floats
// of each width, booleans, strings, dense and splat elements of vectors and
// arrays; llvm.mlir.undef, poison and zero beside them.
llvm.func @constants() {
  %0 = llvm.mlir.constant(1 : i64) : i64
  %1 = llvm.mlir.constant(-1 : i8) : i8
  %2 = llvm.mlir.constant(2.0 : f32) : f32
  %3 = llvm.mlir.constant(0.1 : f64) : f64
  %4 = llvm.mlir.constant(1.0 : f16) : f16
  %5 = llvm.mlir.constant(1.0 : bf16) : bf16
  %6 = llvm.mlir.constant(true) : i1
  %7 = llvm.mlir.constant(false) : i1
  %8 = llvm.mlir.constant("str") : !llvm.array<3 x i8>
  %9 = llvm.mlir.constant("") : !llvm.array<0 x i8>
  %10 = llvm.mlir.constant(dense<1.0> : vector<4xf32>) : vector<4xf32>
  %11 = llvm.mlir.constant(dense<[1, 2]> : vector<2xi32>) : vector<2xi32>
  %12 = llvm.mlir.constant(dense<[1, 2, 3]> : tensor<3xi32>) : !llvm.array<3 x i32>
  %13 = llvm.mlir.constant(3 : index) : i64
  %14 = llvm.mlir.constant(1 : i32) : i64
  %15 = llvm.mlir.constant(0x7FC00000 : f32) : f32
  %16 = llvm.mlir.constant(12345678901234567890 : i128) : i128
  %17 = llvm.mlir.undef : i32
  %18 = llvm.mlir.poison : f64
  %19 = llvm.mlir.zero : !llvm.ptr
  %20 = llvm.mlir.zero : !llvm.struct<(i32, f64)>
  %21 = llvm.mlir.constant(dense<true> : vector<2xi1>) : vector<2xi1>
  %22 = llvm.mlir.constant(1 : i32) {note = "x"} : i32
  llvm.return
}
