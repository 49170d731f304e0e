// RUN:
// RUN: --mlir-print-op-generic
// NO-ROUNDTRIP: mlir-opt prints case values above i64's range unsigned, which its parser (signed 64-bit) then rejects
// cf.switch on an i128 flag: case values are parsed as 64-bit integers, and
// the custom printer clamps values that do not fit in 64 unsigned bits to
// 18446744073709551615 (so -1 and INT64_MIN print the same).
func.func @wide(%w: i128, %n: i65) {
  cf.switch %w : i128, [
    default: ^bb1,
    -1: ^bb1,
    9223372036854775807: ^bb1,
    -9223372036854775808: ^bb1,
    3: ^bb1
  ]
^bb1:
  cf.switch %n : i65, [
    default: ^bb2,
    -2: ^bb2,
    12: ^bb2
  ]
^bb2:
  return
}
