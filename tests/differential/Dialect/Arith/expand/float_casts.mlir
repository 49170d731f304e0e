// RUN: --arith-expand
// RUN: --arith-expand=include-bf16
// RUN: --arith-expand=include-f8e8m0
// RUN: --arith-expand=include-f4e2m1
// RUN: '--arith-expand=include-bf16 include-f8e8m0 include-f4e2m1'
// The float casts each option expands, on scalars and vectors, and those it leaves (other types, other options).
func.func @bf16_ext(%a: bf16, %v: vector<4xbf16>) -> (f32, vector<4xf32>, f64) {
  %0 = arith.extf %a : bf16 to f32
  %1 = arith.extf %v : vector<4xbf16> to vector<4xf32>
  %2 = arith.extf %a : bf16 to f64
  return %0, %1, %2 : f32, vector<4xf32>, f64
}

func.func @bf16_trunc(%a: f32, %v: vector<2x2xf32>, %d: f64) -> (bf16, vector<2x2xbf16>, bf16) {
  %0 = arith.truncf %a : f32 to bf16
  %1 = arith.truncf %v : vector<2x2xf32> to vector<2x2xbf16>
  %2 = arith.truncf %d : f64 to bf16
  return %0, %1, %2 : bf16, vector<2x2xbf16>, bf16
}

func.func @f8e8m0_ext(%a: f8E8M0FNU, %v: vector<4xf8E8M0FNU>) -> (f32, vector<4xf32>, f16, f64) {
  %0 = arith.extf %a : f8E8M0FNU to f32
  %1 = arith.extf %v : vector<4xf8E8M0FNU> to vector<4xf32>
  %2 = arith.extf %a fastmath<fast> : f8E8M0FNU to f16
  %3 = arith.extf %a fastmath<contract> : f8E8M0FNU to f64
  return %0, %1, %2, %3 : f32, vector<4xf32>, f16, f64
}

func.func @f8e8m0_trunc(%a: f32, %h: f16, %d: f64, %v: vector<4xf32>) -> (f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, vector<4xf8E8M0FNU>) {
  %0 = arith.truncf %a : f32 to f8E8M0FNU
  %1 = arith.truncf %h fastmath<nnan> : f16 to f8E8M0FNU
  %2 = arith.truncf %d : f64 to f8E8M0FNU
  %3 = arith.truncf %v : vector<4xf32> to vector<4xf8E8M0FNU>
  return %0, %1, %2, %3 : f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, vector<4xf8E8M0FNU>
}

func.func @f4e2m1_ext(%a: f4E2M1FN, %v: vector<4xf4E2M1FN>) -> (f32, vector<4xf32>, f16) {
  %0 = arith.extf %a : f4E2M1FN to f32
  %1 = arith.extf %v : vector<4xf4E2M1FN> to vector<4xf32>
  %2 = arith.extf %a : f4E2M1FN to f16
  return %0, %1, %2 : f32, vector<4xf32>, f16
}

func.func @f4e2m1_trunc(%a: f32, %h: f16, %v: vector<4xf32>) -> (f4E2M1FN, f4E2M1FN, vector<4xf4E2M1FN>) {
  %0 = arith.truncf %a : f32 to f4E2M1FN
  %1 = arith.truncf %h : f16 to f4E2M1FN
  %2 = arith.truncf %v : vector<4xf32> to vector<4xf4E2M1FN>
  return %0, %1, %2 : f4E2M1FN, f4E2M1FN, vector<4xf4E2M1FN>
}

func.func @others(%a: f16, %b: f32) -> (f32, f16) {
  %0 = arith.extf %a : f16 to f32
  %1 = arith.truncf %b : f32 to f16
  return %0, %1 : f32, f16
}
