// RUN:
// RUN: --mlir-print-op-generic
// arith.bitcast between equal-width types: int<->float, float<->float,
// int<->int, shaped types and memrefs.
func.func @bitcasts(%i: i32, %h: f16, %b: bf16, %v: vector<4xf32>, %m: memref<2xi64>) {
  %0 = arith.bitcast %i : i32 to f32
  %1 = arith.bitcast %h : f16 to bf16
  %2 = arith.bitcast %b : bf16 to i16
  %3 = arith.bitcast %i : i32 to i32
  %4 = arith.bitcast %v : vector<4xf32> to vector<4xi32>
  %5 = arith.bitcast %m : memref<2xi64> to memref<2xf64>
  %6 = arith.bitcast %0 : f32 to i32
  return
}
