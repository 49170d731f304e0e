// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(func.func(canonicalize,cse))
func.func @drops_impossible_cases(%flag: i32, %x: i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    42: ^bb2,
    43: ^bb3
  ]
^bb1:
  "u.one"() : () -> ()
  cf.switch %flag : i32, [
    default: ^bb4,
    42: ^bb5,
    43: ^bb6(%x : i32),
    44: ^bb7
  ] loc("inner")
^bb2:
  "u.two"() : () -> ()
  return
^bb3:
  "u.three"() : () -> ()
  return
^bb4:
  "u.four"() : () -> ()
  return
^bb5:
  "u.five"() : () -> ()
  return
^bb6(%a: i32):
  "u.six"(%a) : (i32) -> ()
  return
^bb7:
  "u.seven"() : () -> ()
  return
}

func.func @all_cases_impossible(%flag: i64) {
  cf.switch %flag : i64, [
    default: ^bb1,
    1: ^bb2
  ]
^bb1:
  "u.one"() : () -> ()
  cf.switch %flag : i64, [
    default: ^bb3,
    1: ^bb4
  ]
^bb2:
  "u.two"() : () -> ()
  return
^bb3:
  "u.three"() : () -> ()
  return
^bb4:
  "u.four"() : () -> ()
  return
}

func.func @nothing_to_drop(%flag: i16) {
  cf.switch %flag : i16, [
    default: ^bb1,
    1: ^bb2
  ]
^bb1:
  "u.one"() : () -> ()
  cf.switch %flag : i16, [
    default: ^bb3,
    2: ^bb4
  ]
^bb2:
  "u.two"() : () -> ()
  return
^bb3:
  "u.three"() : () -> ()
  return
^bb4:
  "u.four"() : () -> ()
  return
}

func.func @default_has_two_predecessors(%flag: i32, %d: i1) {
  "u.cond"(%d)[^bb1, ^bb5] : (i1) -> ()
^bb5:
  cf.switch %flag : i32, [
    default: ^bb1,
    1: ^bb2
  ]
^bb1:
  "u.one"() : () -> ()
  cf.switch %flag : i32, [
    default: ^bb3,
    1: ^bb4
  ]
^bb2:
  "u.two"() : () -> ()
  return
^bb3:
  "u.three"() : () -> ()
  return
^bb4:
  "u.four"() : () -> ()
  return
}
