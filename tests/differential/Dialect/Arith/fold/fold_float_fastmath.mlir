// RUN: --test-single-fold
// RUN: --canonicalize
func.func @mulf_by_zero(%x: f32, %v: vector<2xf64>) -> (f32, f32, f32, f32, f32, vector<2xf64>) {
  %pz = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %vz = arith.constant dense<0.0> : vector<2xf64>
  %r0 = arith.mulf %x, %pz fastmath<nsz> : f32
  %r1 = arith.mulf %x, %pz fastmath<nnan,nsz> : f32
  %r2 = arith.mulf %x, %nz fastmath<fast> : f32
  %r3 = arith.mulf %pz, %x fastmath<fast> : f32
  %r4 = arith.mulf %x, %pz fastmath<nnan,ninf,nsz,reassoc> : f32
  %r5 = arith.mulf %v, %vz fastmath<nnan,nsz> : vector<2xf64>
  return %r0, %r1, %r2, %r3, %r4, %r5 : f32, f32, f32, f32, f32, vector<2xf64>
}

func.func @flags_kept_on_constants() -> (f32, f32) {
  %a = arith.constant 1.0 : f32
  %b = arith.constant 3.0 : f32
  %r0 = arith.divf %a, %b fastmath<fast> : f32
  %r1 = arith.addf %a, %b fastmath<reassoc,contract> : f32
  return %r0, %r1 : f32, f32
}
