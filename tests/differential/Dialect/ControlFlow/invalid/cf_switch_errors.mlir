// RUN: --split-input-file
// Malformed cf.switch: no default, case value too large for 64 bits (even
// when the flag is wider), and an index flag.

func.func @no_default(%f: i32) {
  cf.switch %f : i32, [
    0: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @too_large(%f: i64) {
  cf.switch %f : i64, [
    default: ^bb1,
    18446744073709551615: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @too_large_wide_flag(%f: i128) {
  cf.switch %f : i128, [
    default: ^bb1,
    18446744073709551616: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @index_flag(%f: index) {
  cf.switch %f : index, [
    default: ^bb1
  ]
^bb1:
  return
}
