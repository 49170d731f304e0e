// RUN: --split-input-file
// Operand and result types that do not match as the traits require.

func.func @absf_result(%x: f32) {
  %0 = "math.absf"(%x) : (f32) -> f64
  return
}

// -----

func.func @copysign_operands(%x: f32, %y: f64) {
  %0 = "math.copysign"(%x, %y) : (f32, f64) -> f32
  return
}

// -----

func.func @clampf_operands(%x: f32, %y: f64) {
  %0 = "math.clampf"(%x, %y, %x) : (f32, f64, f32) -> f32
  return
}

// -----

func.func @fma_shapes(%v: vector<2xf32>, %w: vector<4xf32>) {
  %0 = "math.fma"(%v, %w, %v) : (vector<2xf32>, vector<4xf32>, vector<2xf32>) -> vector<2xf32>
  return
}

// -----

func.func @ipowi_widths(%a: i32, %b: i64) {
  %0 = "math.ipowi"(%a, %b) : (i32, i64) -> i32
  return
}

// -----

func.func @ctpop_result(%a: i32) {
  %0 = "math.ctpop"(%a) : (i32) -> i64
  return
}

// -----

func.func @tensor_vs_vector(%t: tensor<4xf32>) {
  %0 = "math.exp"(%t) : (tensor<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @operand_count(%x: f32) {
  %0 = "math.sin"(%x, %x) : (f32, f32) -> f32
  return
}

// -----

func.func @result_count(%x: f32) {
  "math.cos"(%x) : (f32) -> ()
  return
}
