// RUN: --test-single-fold
// RUN: --canonicalize --mlir-print-debuginfo
func.func @maxnum(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32) {
  %pz = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %one = arith.constant 1.0 : f32
  %snan = arith.constant 0x7F800001 : f32
  %qnan = arith.constant 0xFFC00002 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %a = arith.maxnumf %nz, %pz : f32
  %b = arith.maxnumf %one, %snan : f32
  %c = arith.maxnumf %snan, %one : f32
  %d = arith.maxnumf %qnan, %one : f32
  %e = arith.maxnumf %snan, %qnan : f32
  %f = arith.maxnumf %x, %ninf : f32
  %g = arith.maxnumf %x, %x : f32
  %h = arith.maxnumf %qnan, %snan : f32
  return %a, %b, %c, %d, %e, %f, %g, %h : f32, f32, f32, f32, f32, f32, f32, f32
}

func.func @minnum(%x: f16) -> (f16, f16, f16, f16, f16, f16) {
  %pz = arith.constant 0.0 : f16
  %nz = arith.constant -0.0 : f16
  %one = arith.constant 1.0 : f16
  %snan = arith.constant 0x7C01 : f16
  %qnan = arith.constant 0xFE00 : f16
  %pinf = arith.constant 0x7C00 : f16
  %a = arith.minnumf %pz, %nz : f16
  %b = arith.minnumf %snan, %one : f16
  %c = arith.minnumf %one, %qnan : f16
  %d = arith.minnumf %x, %pinf : f16
  %e = arith.minnumf %x, %x : f16
  %f = arith.minnumf %qnan, %pz : f16
  return %a, %b, %c, %d, %e, %f : f16, f16, f16, f16, f16, f16
}
