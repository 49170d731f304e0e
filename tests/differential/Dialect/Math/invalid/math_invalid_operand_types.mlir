// RUN: --split-input-file
// Operands and results of the wrong type class: custom and generic forms.

func.func @absf_int(%i: i32) {
  %0 = math.absf %i : i32
  return
}

// -----

func.func @sin_index(%i: index) {
  %0 = math.sin %i : index
  return
}

// -----

func.func @exp_memref(%m: memref<4xf32>) {
  %0 = math.exp %m : memref<4xf32>
  return
}

// -----

func.func @ctlz_float(%x: f32) {
  %0 = math.ctlz %x : f32
  return
}

// -----

func.func @absi_unsigned(%u: ui32) {
  %0 = math.absi %u : ui32
  return
}

// -----

func.func @ipowi_signed(%s: si8) {
  %0 = math.ipowi %s, %s : si8
  return
}

// -----

func.func @isinf_int(%i: i32) {
  %0 = math.isinf %i : i32
  return
}

// -----

func.func @generic_absf_int(%i: i32) {
  %0 = "math.absf"(%i) : (i32) -> i32
  return
}

// -----

func.func @generic_result_float_to_int(%x: f32) {
  %0 = "math.absf"(%x) : (f32) -> i1
  return
}

// -----

func.func @powf_vector_int(%v: vector<2xi32>) {
  %0 = math.powf %v, %v : vector<2xi32>
  return
}

// -----

func.func @cttz_complex(%c: complex<f32>) {
  %0 = "math.cttz"(%c) : (complex<f32>) -> complex<f32>
  return
}
