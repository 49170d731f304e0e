// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(func.func(canonicalize,cse))
func.func @case_then_case(%flag: i32, %x: i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    42: ^bb2
  ]
^bb1:
  "u.one"() : () -> ()
  return
^bb2:
  "u.two"() : () -> ()
  cf.switch %flag : i32, [
    default: ^bb3,
    42: ^bb4(%x : i32)
  ] loc("inner")
^bb3:
  "u.three"() : () -> ()
  return
^bb4(%a: i32):
  "u.four"(%a) : (i32) -> ()
  return
}

func.func @case_then_default(%flag: i64) {
  cf.switch %flag : i64, [
    default: ^bb1,
    7: ^bb2
  ]
^bb1:
  "u.one"() : () -> ()
  return
^bb2:
  "u.two"() : () -> ()
  cf.switch %flag : i64, [
    default: ^bb3,
    8: ^bb4
  ]
^bb3:
  "u.three"() : () -> ()
  return
^bb4:
  "u.four"() : () -> ()
  return
}

func.func @other_flag(%flag: i32, %other: i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    1: ^bb2
  ]
^bb1:
  "u.one"() : () -> ()
  return
^bb2:
  "u.two"() : () -> ()
  cf.switch %other : i32, [
    default: ^bb3,
    1: ^bb4
  ]
^bb3:
  "u.three"() : () -> ()
  return
^bb4:
  "u.four"() : () -> ()
  return
}

func.func @two_cases_reach(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb2
  ]
^bb1:
  "u.one"() : () -> ()
  return
^bb2:
  "u.two"() : () -> ()
  cf.switch %flag : i32, [
    default: ^bb3,
    1: ^bb4
  ]
^bb3:
  "u.three"() : () -> ()
  return
^bb4:
  "u.four"() : () -> ()
  return
}

func.func @after_cond_br(%c: i1, %flag: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "u.one"() : () -> ()
  return
^bb2:
  "u.two"() : () -> ()
  cf.switch %flag : i32, [
    default: ^bb3,
    1: ^bb4
  ]
^bb3:
  "u.three"() : () -> ()
  return
^bb4:
  "u.four"() : () -> ()
  return
}
