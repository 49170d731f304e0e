// RUN: --split-input-file
// cf.switch syntax errors: a case without a value, case operands that do
// not match the target block, and a missing `[`.

func.func @case_without_value(%f: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    : ^bb1
  ]
^bb1:
  return
}

// -----

func.func @case_operand_mismatch(%f: i32, %x: f32) {
  cf.switch %f : i32, [
    default: ^bb1,
    3: ^bb1(%x : f32)
  ]
^bb1:
  return
}

// -----

func.func @missing_brackets(%f: i32) {
  cf.switch %f : i32, default: ^bb1
^bb1:
  return
}
