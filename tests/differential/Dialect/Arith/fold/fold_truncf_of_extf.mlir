// RUN: --test-single-fold
// RUN: --canonicalize
// truncf of an extf: shortened to one truncf when the source is wider than
// the result, removed when the source has the result's type, and only when
// the extension is exact for every value of the source kind.
func.func @source_wider(%a: f32, %b: f64) -> (f16, bf16, f8E5M2) {
  %e = arith.extf %a : f32 to f64
  %t = arith.truncf %e : f64 to f16
  %e1 = arith.extf %b : f64 to f128
  %t1 = arith.truncf %e1 : f128 to bf16
  %e2 = arith.extf %a : f32 to f80
  %t2 = arith.truncf %e2 : f80 to f8E5M2
  return %t, %t1, %t2 : f16, bf16, f8E5M2
}

func.func @source_same(%a: f32, %h: f16) -> (f32, f16) {
  %e = arith.extf %a : f32 to f64
  %t = arith.truncf %e : f64 to f32
  %e1 = arith.extf %h : f16 to f32
  %t1 = arith.truncf %e1 : f32 to f16
  return %t, %t1 : f32, f16
}

func.func @source_narrower_or_as_wide(%h: f16, %b: bf16) -> (f32, f16, bf16) {
  %e = arith.extf %h : f16 to f64
  %t = arith.truncf %e : f64 to f32
  %e1 = arith.extf %b : bf16 to f32
  %t1 = arith.truncf %e1 : f32 to f16
  %e2 = arith.extf %h : f16 to f32
  %t2 = arith.truncf %e2 : f32 to bf16
  return %t, %t1, %t2 : f32, f16, bf16
}

func.func @rounding_mode_and_flags_kept(%a: f32, %b: f64) -> (f16, f16, bf16, f32) {
  %e = arith.extf %a fastmath<nnan> : f32 to f64
  %t = arith.truncf %e downward fastmath<fast> : f64 to f16
  %t1 = arith.truncf %e to_nearest_away : f64 to f16
  %e2 = arith.extf %b fastmath<contract> : f64 to f128
  %t2 = arith.truncf %e2 toward_zero fastmath<nnan,ninf> : f128 to bf16
  %e3 = arith.extf %b : f64 to f80
  %t3 = arith.truncf %e3 upward {tag = 1 : i32} : f80 to f32
  return %t, %t1, %t2, %t3 : f16, f16, bf16, f32
}

func.func @shaped(%v: vector<4xf32>, %t: tensor<2x?xf64>) -> (vector<4xbf16>, tensor<2x?xf16>, vector<4xf32>) {
  %e = arith.extf %v : vector<4xf32> to vector<4xf64>
  %r = arith.truncf %e toward_zero : vector<4xf64> to vector<4xbf16>
  %e1 = arith.extf %t : tensor<2x?xf64> to tensor<2x?xf128>
  %r1 = arith.truncf %e1 : tensor<2x?xf128> to tensor<2x?xf16>
  %r2 = arith.truncf %e : vector<4xf64> to vector<4xf32>
  return %r, %r1, %r2 : vector<4xbf16>, tensor<2x?xf16>, vector<4xf32>
}

func.func @extension_used_elsewhere(%a: f32) -> (f16, f64, f16) {
  %e = arith.extf %a : f32 to f64
  %t = arith.truncf %e : f64 to f16
  %t1 = arith.truncf %e : f64 to f16
  return %t, %e, %t1 : f16, f64, f16
}

func.func @small_kinds(%a: f16, %b: f8E5M2, %c: f8E4M3FN, %d: f8E8M0FNU) -> (f8E5M2, f4E2M1FN, f8E4M3FN, f4E2M1FN) {
  %e = arith.extf %a : f16 to f32
  %t = arith.truncf %e : f32 to f8E5M2
  %e1 = arith.extf %b : f8E5M2 to f16
  %t1 = arith.truncf %e1 : f16 to f4E2M1FN
  %e2 = arith.extf %c : f8E4M3FN to bf16
  %t2 = arith.truncf %e2 : bf16 to f8E4M3FN
  %e3 = arith.extf %d : f8E8M0FNU to f64
  %t3 = arith.truncf %e3 : f64 to f4E2M1FN
  return %t, %t1, %t2, %t3 : f8E5M2, f4E2M1FN, f8E4M3FN, f4E2M1FN
}

// The source's exponent range does not fit in the intermediate kind
// (f8E8M0FNU reaches 2^-127, below f32's and bf16's smallest normal; the
// FNUZ kind reaches 2^-15, below f16's), so nothing folds, not even a
// round trip to the source's own type.
func.func @intermediate_too_narrow(%d: f8E8M0FNU, %u: f8E5M2FNUZ) -> (f8E8M0FNU, f4E2M1FN, f6E3M2FN, f8E5M2FNUZ) {
  %e = arith.extf %d : f8E8M0FNU to f32
  %t = arith.truncf %e : f32 to f8E8M0FNU
  %t1 = arith.truncf %e : f32 to f4E2M1FN
  %e2 = arith.extf %d : f8E8M0FNU to bf16
  %t2 = arith.truncf %e2 : bf16 to f6E3M2FN
  %e3 = arith.extf %u : f8E5M2FNUZ to f16
  %t3 = arith.truncf %e3 : f16 to f8E5M2FNUZ
  return %t, %t1, %t2, %t3 : f8E8M0FNU, f4E2M1FN, f6E3M2FN, f8E5M2FNUZ
}

func.func @chains(%a: f64) -> (f16, f32) {
  %e = arith.extf %a : f64 to f128
  %t = arith.truncf %e : f128 to f32
  %e1 = arith.extf %t : f32 to f64
  %t1 = arith.truncf %e1 : f64 to f16
  %e2 = arith.extf %t1 : f16 to f32
  return %t1, %e2 : f16, f32
}
