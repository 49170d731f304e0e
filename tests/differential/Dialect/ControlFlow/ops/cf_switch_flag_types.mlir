// RUN:
// RUN: --mlir-print-op-generic
// cf.switch on i1, i3, i8 (200 stored as -56), i64 and signed/unsigned
// integer flags (AnyInteger); case values print unsigned in the flag width.
func.func @flags(%b: i1, %c: i8, %d: i64, %s: si16, %u: ui16, %w: i3) {
  cf.switch %b : i1, [
    default: ^bb1,
    0: ^bb1,
    1: ^bb2
  ]
^bb1:
  cf.switch %c : i8, [
    default: ^bb2,
    200: ^bb2
  ]
^bb2:
  cf.switch %d : i64, [
    default: ^bb3,
    4294967296: ^bb3
  ]
^bb3:
  cf.switch %s : si16, [
    default: ^bb4,
    -5: ^bb4,
    5: ^bb4
  ]
^bb4:
  cf.switch %u : ui16, [
    default: ^bb5,
    65535: ^bb5
  ]
^bb5:
  cf.switch %w : i3, [
    default: ^bb6,
    7: ^bb6,
    -4: ^bb6
  ]
^bb6:
  return
}
