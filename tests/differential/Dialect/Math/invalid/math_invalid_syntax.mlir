// RUN: --split-input-file
// Parse errors of the custom forms.

func.func @clampf_no_to(%x: f32) {
  %0 = math.clampf %x [%x, %x] : f32
  return
}

// -----

func.func @clampf_no_bracket(%x: f32) {
  %0 = math.clampf %x to %x, %x : f32
  return
}

// -----

func.func @missing_type(%x: f32) {
  %0 = math.exp %x
  return
}

// -----

func.func @fpowi_one_type(%x: f32, %i: i32) {
  %0 = math.fpowi %x, %i : f32
  return
}

// -----

func.func @binary_one_operand(%x: f32) {
  %0 = math.powf %x : f32
  return
}

// -----

func.func @fastmath_after_type(%x: f32) {
  %0 = math.exp %x : f32 fastmath<fast>
  return
}

// -----

func.func @undefined_value(%x: f32) {
  %0 = math.exp %y : f32
  return
}

// -----

func.func @unknown_op(%x: f32) {
  %0 = math.exponent %x : f32
  return
}

// -----

func.func @ipowi_type_list(%i: i32) {
  %0 = math.ipowi %i, %i : i32, i32
  return
}
