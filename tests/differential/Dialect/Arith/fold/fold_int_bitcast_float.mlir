// RUN: --test-single-fold
// RUN: --canonicalize
func.func @bitcast_scalars() -> (f32, i32, bf16, i16, f64, i64, f16, f8E5M2, i8) {
  %a = arith.constant 1065353216 : i32
  %b = arith.constant -0.0 : f32
  %c = arith.constant -1 : i16
  %d = arith.constant 1.5 : bf16
  %e = arith.constant 9218868437227405313 : i64
  %f = arith.constant 0x7FF0000000000001 : f64
  %g = arith.constant 31744 : i16
  %h = arith.constant 124 : i8
  %i = arith.constant 0x7C : f8E5M2
  %0 = arith.bitcast %a : i32 to f32
  %1 = arith.bitcast %b : f32 to i32
  %2 = arith.bitcast %c : i16 to bf16
  %3 = arith.bitcast %d : bf16 to i16
  %4 = arith.bitcast %e : i64 to f64
  %5 = arith.bitcast %f : f64 to i64
  %6 = arith.bitcast %g : i16 to f16
  %7 = arith.bitcast %h : i8 to f8E5M2
  %8 = arith.bitcast %i : f8E5M2 to i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, i32, bf16, i16, f64, i64, f16, f8E5M2, i8
}

func.func @bitcast_dense() -> (vector<3xf32>, tensor<2xi16>, vector<2xf16>, vector<2xi8>) {
  %a = arith.constant dense<[0, 1065353216, -8388608]> : vector<3xi32>
  %b = arith.constant dense<[1.0, -2.0]> : tensor<2xbf16>
  %c = arith.constant dense<15360> : vector<2xi16>
  %d = arith.constant dense<[-1, 5]> : vector<2xi8>
  %0 = arith.bitcast %a : vector<3xi32> to vector<3xf32>
  %1 = arith.bitcast %b : tensor<2xbf16> to tensor<2xi16>
  %2 = arith.bitcast %c : vector<2xi16> to vector<2xf16>
  %3 = arith.bitcast %d : vector<2xi8> to vector<2xi8>
  return %0, %1, %2, %3 : vector<3xf32>, tensor<2xi16>, vector<2xf16>, vector<2xi8>
}

func.func @bitcast_same_type(%x: f32, %y: vector<2xi8>, %p: i1) -> (f32, vector<2xi8>, f32, vector<2xi8>) {
  %0 = arith.bitcast %x : f32 to f32
  %1 = arith.bitcast %y : vector<2xi8> to vector<2xi8>
  %q = ub.poison : i32
  %2 = arith.bitcast %q : i32 to f32
  %r = ub.poison : vector<2xi8>
  %3 = arith.bitcast %r : vector<2xi8> to vector<2xi8>
  return %0, %1, %2, %3 : f32, vector<2xi8>, f32, vector<2xi8>
}
