// RUN: --split-input-file
// Literal/type mismatches in arith.constant: the float-to-integer error is
// located at the token AFTER the type; `true : i32` parses `true` as the
// whole value, so `:` is then taken as the start of the next operation.

func.func @float_for_int() {
  %0 = arith.constant 1.5 : i32
  return
}

// -----

func.func @int_too_wide() {
  %0 = arith.constant 256 : i8
  return
}

// -----

func.func @dense_count() {
  %0 = arith.constant dense<[1, 2, 3]> : vector<2xi32>
  return
}

// -----

func.func @string_constant() {
  %0 = arith.constant "str" : i32
  return
}

// -----

func.func @bool_for_i32() {
  %0 = arith.constant true : i32
  return
}
