// RUN: --split-input-file
// Malformed or misplaced fast-math flags.

func.func @bogus_flag(%x: f32) {
  %0 = math.sqrt %x fastmath<bogus> : f32
  return
}

// -----

func.func @int_property(%x: f32) {
  %0 = "math.absf"(%x) <{fastmath = 3 : i32}> : (f32) -> f32
  return
}

// -----

func.func @fastmath_on_int_op(%i: i32) {
  %0 = math.absi %i fastmath<fast> : i32
  return
}

// -----

func.func @fastmath_on_classify(%x: f32) {
  %0 = math.isnan %x fastmath<nnan> : f32
  return
}

// -----

func.func @empty_flags(%x: f32) {
  %0 = math.exp %x fastmath<> : f32
  return
}

// -----

func.func @overflow_attr(%x: f32) {
  %0 = "math.exp"(%x) <{fastmath = #arith.overflow<nsw>}> : (f32) -> f32
  return
}
