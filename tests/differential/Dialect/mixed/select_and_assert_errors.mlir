// RUN: --split-input-file
// arith.select and cf.assert syntax/type errors.

func.func @select_non_i1(%c: i32, %a: f32) {
  %0 = arith.select %c, %a, %a : f32
  return
}

// -----

func.func @select_missing_operand(%c: i1, %a: f32) {
  %0 = arith.select %c, %a : f32
  return
}

// -----

func.func @assert_no_message(%c: i1) {
  cf.assert %c
  return
}

// -----

func.func @assert_non_string(%c: i1) {
  cf.assert %c, 42
  return
}

// -----

func.func @assert_non_i1(%c: i8) {
  cf.assert %c, "x"
  return
}
