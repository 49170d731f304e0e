// RUN: --split-input-file
// Malformed constants.

func.func @typed_value() -> index {
  %0 = index.constant 5 : i32
  return %0 : index
}

// -----

func.func @value_not_index() -> index {
  %0 = "index.constant"() <{value = 5 : i32}> : () -> index
  return %0 : index
}

// -----

func.func @bool_not_i1() -> i1 {
  %0 = "index.bool.constant"() <{value = 1 : i32}> : () -> i1
  return %0 : i1
}

// -----

func.func @too_wide() -> index {
  %0 = index.constant 0xFFFFFFFFFFFFFFFF
  return %0 : index
}

// -----

func.func @float_value() -> index {
  %0 = index.constant 1.5
  return %0 : index
}

// -----

func.func @bool_keyword_int() -> i1 {
  %0 = index.bool.constant 1
  return %0 : i1
}

// -----

func.func @missing_value() -> index {
  %0 = "index.constant"() : () -> index
  return %0 : index
}

// -----

func.func @constant_result_i64() -> i64 {
  %0 = "index.constant"() <{value = 5 : index}> : () -> i64
  return %0 : i64
}
