// RUN: --sccp
// RUN: --sccp --mlir-disable-threading
// Float folders: arithmetic, comparisons, min/max, and the values that
// need care (NaN, infinities, signed zeros).
func.func @arith() -> (f32, f32, f64) {
  %a = arith.constant 10.0 : f32
  %b = arith.constant 4.0 : f32
  %d = arith.divf %a, %b : f32
  %s = arith.subf %b, %a : f32
  %c = arith.constant 0.1 : f64
  %e = arith.mulf %c, %c : f64
  return %d, %s, %e : f32, f32, f64
}

func.func @special() -> (f32, f32, f32) {
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %one = arith.constant 1.0 : f32
  %inf = arith.divf %one, %z : f32
  %ninf = arith.divf %one, %nz : f32
  %nan = arith.subf %inf, %inf : f32
  return %inf, %ninf, %nan : f32, f32, f32
}

func.func @compare() -> (i1, i1, i1) {
  %a = arith.constant 1.0 : f16
  %nan = arith.constant 0x7E00 : f16
  %o = arith.cmpf oeq, %a, %nan : f16
  %u = arith.cmpf une, %a, %nan : f16
  %l = arith.cmpf ole, %a, %a : f16
  return %o, %u, %l : i1, i1, i1
}

func.func @minmax() -> (f32, f32) {
  %a = arith.constant 2.0 : f32
  %b = arith.constant -3.0 : f32
  %mx = arith.maximumf %a, %b : f32
  %mn = arith.minnumf %a, %b : f32
  return %mx, %mn : f32, f32
}

func.func @branch_on_float(%x: f32) -> f32 {
  %a = arith.constant 2.0 : f32
  %b = arith.constant 3.0 : f32
  %lt = arith.cmpf olt, %a, %b : f32
  cf.cond_br %lt, ^yes, ^no
^yes:
  %s = arith.addf %a, %b : f32
  return %s : f32
^no:
  return %x : f32
}
