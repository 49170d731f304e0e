// RUN:
// RUN: --mlir-print-op-generic
// NO-ROUNDTRIP: mlir-opt prints case values above i64's range unsigned, which its parser (signed 64-bit) then rejects
// Negative case values: the custom printer writes each case value as an
// unsigned number of the flag's width, the generic form keeps dense<...>.
func.func @negative(%f: i32, %g: i8, %h: i64) {
  cf.switch %f : i32, [
    default: ^bb1,
    -1: ^bb1,
    -2147483648: ^bb2,
    5: ^bb2
  ]
^bb1:
  cf.switch %g : i8, [
    default: ^bb2,
    -128: ^bb2,
    -3: ^bb3,
    127: ^bb3
  ]
^bb2:
  cf.switch %h : i64, [
    default: ^bb3,
    -1: ^bb3,
    -9223372036854775808: ^bb3
  ]
^bb3:
  return
}
