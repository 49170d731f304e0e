// RUN: --split-input-file
// Malformed or misplaced fastmath/overflow/exact flags and rounding modes.

func.func @bad_fastmath(%a: f32) {
  %0 = arith.addf %a, %a fastmath<bogus> : f32
  return
}

// -----

func.func @bad_overflow(%a: i32) {
  %0 = arith.addi %a, %a overflow<nsx> : i32
  return
}

// -----

func.func @fastmath_on_int(%a: i32) {
  %0 = arith.addi %a, %a fastmath<fast> : i32
  return
}

// -----

func.func @overflow_on_float(%a: f32) {
  %0 = arith.mulf %a, %a overflow<nsw> : f32
  return
}

// -----

func.func @exact_on_addi(%a: i32) {
  %0 = arith.addi %a, %a exact : i32
  return
}

// -----

func.func @empty_fastmath(%a: f32) {
  %0 = arith.addf %a, %a fastmath<> : f32
  return
}

// -----

func.func @bad_rounding(%a: f32) {
  %0 = arith.truncf %a to_nearest : f32 to f16
  return
}

// -----

func.func @overflow_on_divsi(%a: i32) {
  %0 = arith.divsi %a, %a overflow<nsw> : i32
  return
}
