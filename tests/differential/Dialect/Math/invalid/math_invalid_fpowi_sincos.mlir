// RUN: --split-input-file
// fpowi's exponent and result, sincos's two results.

func.func @fpowi_result(%x: f32, %i: i32) {
  %0 = "math.fpowi"(%x, %i) : (f32, i32) -> f64
  return
}

// -----

func.func @fpowi_float_exponent(%x: f32) {
  %0 = "math.fpowi"(%x, %x) : (f32, f32) -> f32
  return
}

// -----

func.func @fpowi_shapes(%v: vector<4xf16>, %n: vector<2xi8>) {
  %0 = math.fpowi %v, %n : vector<4xf16>, vector<2xi8>
  return
}

// -----

func.func @fpowi_scalar_vector(%x: f32, %n: vector<2xi8>) {
  %0 = math.fpowi %x, %n : f32, vector<2xi8>
  return
}

// -----

func.func @sincos_types(%x: f32) {
  %0:2 = "math.sincos"(%x) : (f32) -> (f32, f64)
  return
}

// -----

func.func @sincos_one_result(%x: f32) {
  %0 = math.sincos %x : f32
  return
}

// -----

func.func @sincos_generic_one_result(%x: f32) {
  %0 = "math.sincos"(%x) : (f32) -> f32
  return
}

// -----

func.func @sincos_int(%i: i32) {
  %s, %c = math.sincos %i : i32
  return
}
