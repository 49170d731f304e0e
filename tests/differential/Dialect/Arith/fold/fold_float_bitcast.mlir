// RUN: --test-single-fold
// RUN: --canonicalize --mlir-print-debuginfo
func.func @bitcast() -> (i32, f32, i16, bf16, i64, f16, f64) {
  %snan = arith.constant 0x7F800001 : f32
  %i = arith.constant -1082130432 : i32
  %h = arith.constant -0.0 : f16
  %b = arith.constant 16256 : i16
  %d = arith.constant 0.1 : f64
  %hi = arith.constant 31744 : i16
  %r0 = arith.bitcast %snan : f32 to i32
  %r1 = arith.bitcast %i : i32 to f32
  %r2 = arith.bitcast %h : f16 to i16
  %r3 = arith.bitcast %b : i16 to bf16
  %r4 = arith.bitcast %d : f64 to i64
  %r5 = arith.bitcast %hi : i16 to f16
  %r6 = arith.bitcast %r4 : i64 to f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : i32, f32, i16, bf16, i64, f16, f64
}

func.func @bitcast_float_float() -> (bf16, f16) {
  %h = arith.constant 1.0 : f16
  %b = arith.constant 1.0 : bf16
  %r0 = arith.bitcast %h : f16 to bf16
  %r1 = arith.bitcast %b : bf16 to f16
  return %r0, %r1 : bf16, f16
}

func.func @bitcast_elements() -> (vector<2xi32>, tensor<3xf16>) {
  %v = arith.constant dense<[1.0, -2.0]> : vector<2xf32>
  %t = arith.constant dense<[1, 2, 31744]> : tensor<3xi16>
  %r0 = arith.bitcast %v : vector<2xf32> to vector<2xi32>
  %r1 = arith.bitcast %t : tensor<3xi16> to tensor<3xf16>
  return %r0, %r1 : vector<2xi32>, tensor<3xf16>
}
