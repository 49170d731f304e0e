// RUN: --test-single-fold
// RUN: --canonicalize
// RUN: --canonicalize --mlir-print-debuginfo
// The identities of the minimum and maximum ops on a non-constant operand:
// maxnumf/minnumf drop a NaN right operand (quiet or signaling), and keep
// an infinity; maximumf/minimumf drop their neutral infinity and keep a
// NaN. With --canonicalize a constant left operand moves right first.
func.func @scalars(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %qnan = arith.constant 0x7FC00000 : f32
  %snan = arith.constant 0x7F800001 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %pinf = arith.constant 0x7F800000 : f32
  %a = arith.maxnumf %x, %qnan : f32
  %b = arith.maxnumf %x, %snan : f32
  %c = arith.maxnumf %qnan, %x : f32
  %d = arith.minnumf %x, %qnan : f32
  %e = arith.minnumf %x, %pinf : f32
  %f = arith.maxnumf %x, %ninf : f32
  %g = arith.maximumf %x, %qnan : f32
  %h = arith.minimumf %x, %pinf : f32
  %i = arith.maximumf %x, %ninf : f32
  %j = arith.minimumf %snan, %x : f32
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

func.func @constants() -> (f64, f64, f64, f64, bf16, bf16) {
  %one = arith.constant 1.0 : f64
  %snan = arith.constant 0x7FF0000000000001 : f64
  %qnan = arith.constant 0xFFF8000000000002 : f64
  %a = arith.maxnumf %one, %snan : f64
  %b = arith.maxnumf %snan, %one : f64
  %c = arith.minnumf %qnan, %snan : f64
  %d = arith.minnumf %snan, %qnan : f64
  %bone = arith.constant 1.0 : bf16
  %bnan = arith.constant 0x7FC1 : bf16
  %e = arith.minnumf %bone, %bnan : bf16
  %f = arith.maxnumf %bnan, %bone : bf16
  return %a, %b, %c, %d, %e, %f : f64, f64, f64, f64, bf16, bf16
}

func.func @vectors(%x: vector<4xf32>, %y: vector<2xf16>) -> (vector<4xf32>, vector<4xf32>, vector<2xf16>, vector<2xf16>) {
  %nan = arith.constant dense<0x7FC00000> : vector<4xf32>
  %mixed = arith.constant dense<[0x7FC00000, 1.0, 0x7FC00000, 2.0]> : vector<4xf32>
  %hnan = arith.constant dense<0x7E00> : vector<2xf16>
  %hinf = arith.constant dense<0x7C00> : vector<2xf16>
  %a = arith.maxnumf %x, %nan : vector<4xf32>
  %b = arith.minnumf %x, %mixed : vector<4xf32>
  %c = arith.minnumf %y, %hnan : vector<2xf16>
  %d = arith.minimumf %y, %hinf : vector<2xf16>
  return %a, %b, %c, %d : vector<4xf32>, vector<4xf32>, vector<2xf16>, vector<2xf16>
}
