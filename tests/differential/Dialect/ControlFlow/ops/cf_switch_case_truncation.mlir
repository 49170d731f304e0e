// RUN:
// RUN: --mlir-print-op-generic
// Case values outside the flag's range are silently truncated to its width
// (300 : i8 -> 44, -200 : i8 -> 56, 4294967295 : i32 -> -1 stored), then
// printed unsigned again in custom form. Duplicate case values (65536 and 0
// in i16) are not rejected.
func.func @truncation(%f: i8, %g: i32, %h: i16) {
  cf.switch %f : i8, [
    default: ^bb1,
    300: ^bb1,
    -200: ^bb1
  ]
^bb1:
  cf.switch %g : i32, [
    default: ^bb2,
    4294967295: ^bb2,
    4294967296: ^bb2
  ]
^bb2:
  cf.switch %h : i16, [
    default: ^bb3,
    65536: ^bb3,
    -32769: ^bb3,
    0: ^bb3
  ]
^bb3:
  return
}
