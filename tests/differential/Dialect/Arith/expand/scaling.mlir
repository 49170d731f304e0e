// RUN: --arith-expand
// RUN: --arith-expand=include-f8e8m0
// RUN: '--arith-expand=include-bf16 include-f8e8m0 include-f4e2m1'
// scaling_extf and scaling_truncf, with f8E8M0FNU scales and wider scales truncated to one; with the options, the casts they create are expanded too.
func.func @scaling_ext(%a: f4E2M1FN, %s: f8E8M0FNU, %v: vector<4xf8E5M2>, %vs: vector<4xf8E8M0FNU>) -> (f32, vector<4xf32>) {
  %0 = arith.scaling_extf %a, %s : f4E2M1FN, f8E8M0FNU to f32
  %1 = arith.scaling_extf %v, %vs fastmath<fast> : vector<4xf8E5M2>, vector<4xf8E8M0FNU> to vector<4xf32>
  return %0, %1 : f32, vector<4xf32>
}

func.func @scaling_ext_wide_scale(%a: f8E4M3FN, %s: f32, %h: f16) -> (bf16, f32) {
  %0 = arith.scaling_extf %a, %s : f8E4M3FN, f32 to bf16
  %1 = arith.scaling_extf %a, %h : f8E4M3FN, f16 to f32
  return %0, %1 : bf16, f32
}

func.func @scaling_trunc(%a: f32, %s: f8E8M0FNU, %v: vector<4xf16>, %vs: vector<4xf32>) -> (f4E2M1FN, vector<4xf8E5M2>) {
  %0 = arith.scaling_truncf %a, %s : f32, f8E8M0FNU to f4E2M1FN
  %1 = arith.scaling_truncf %v, %vs to_nearest_even fastmath<nnan> : vector<4xf16>, vector<4xf32> to vector<4xf8E5M2>
  return %0, %1 : f4E2M1FN, vector<4xf8E5M2>
}
