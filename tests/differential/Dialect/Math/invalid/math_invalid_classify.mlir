// RUN: --split-input-file
// The classification ops' i1 result shaped like the operand.

func.func @result_not_bool(%x: f32) {
  %0 = "math.isnan"(%x) : (f32) -> i32
  return
}

// -----

func.func @result_shape(%x: f32) {
  %0 = "math.isnan"(%x) : (f32) -> vector<2xi1>
  return
}

// -----

func.func @result_vector_shape(%v: vector<4xf32>) {
  %0 = "math.isinf"(%v) : (vector<4xf32>) -> vector<2xi1>
  return
}

// -----

func.func @result_tensor_vs_vector(%v: vector<4xf32>) {
  %0 = "math.isfinite"(%v) : (vector<4xf32>) -> tensor<4xi1>
  return
}

// -----

func.func @result_float(%x: f32) {
  %0 = "math.isnormal"(%x) : (f32) -> f32
  return
}

// -----

func.func @scalar_for_vector(%v: vector<4xf32>) {
  %0 = "math.isnan"(%v) : (vector<4xf32>) -> i1
  return
}
