// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(func.func(canonicalize,cse))
func.func @takes_a_case(%x: i32, %y: i32) {
  %flag = arith.constant 2 : i32
  "u.entry"() : () -> ()
  cf.switch %flag : i32, [
    default: ^bb1(%x : i32),
    1: ^bb2,
    2: ^bb3(%y : i32)
  ] loc("switch")
^bb1(%a: i32):
  "u.one"(%a) : (i32) -> ()
  return
^bb2:
  "u.two"() : () -> ()
  return
^bb3(%b: i32):
  "u.three"(%b) : (i32) -> ()
  return
}

func.func @takes_the_default(%x: i32) {
  %flag = arith.constant 42 : i64
  "u.entry"() : () -> ()
  cf.switch %flag : i64, [
    default: ^bb1(%x : i32),
    1: ^bb2,
    2: ^bb2
  ]
^bb1(%a: i32):
  "u.one"(%a) : (i32) -> ()
  return
^bb2:
  "u.two"() : () -> ()
  return
}

func.func @negative_value(%x: i32) {
  %flag = arith.constant -3 : i8
  "u.entry"() : () -> ()
  cf.switch %flag : i8, [
    default: ^bb1,
    -3: ^bb2(%x : i32),
    3: ^bb1
  ]
^bb1:
  "u.one"() : () -> ()
  return
^bb2(%b: i32):
  "u.two"(%b) : (i32) -> ()
  return
}

func.func @wide_value() {
  %flag = arith.constant 7 : i128
  "u.entry"() : () -> ()
  cf.switch %flag : i128, [
    default: ^bb1,
    1: ^bb2,
    7: ^bb3
  ]
^bb1:
  "u.one"() : () -> ()
  return
^bb2:
  "u.two"() : () -> ()
  return
^bb3:
  "u.three"() : () -> ()
  return
}

func.func @bool_flag() {
  %flag = arith.constant true
  "u.entry"() : () -> ()
  cf.switch %flag : i1, [
    default: ^bb1,
    1: ^bb2
  ]
^bb1:
  "u.one"() : () -> ()
  return
^bb2:
  "u.two"() : () -> ()
  return
}

func.func @in_a_loop(%x: i32) {
  %flag = arith.constant 0 : i32
  "u.entry"() : () -> ()
  cf.br ^bb1(%x : i32)
^bb1(%a: i32):
  %n = "u.step"(%a) : (i32) -> i32
  cf.switch %flag : i32, [
    default: ^bb2,
    0: ^bb1(%n : i32)
  ]
^bb2:
  "u.two"() : () -> ()
  return
}

func.func @flag_not_constant(%flag: i32) {
  "u.entry"() : () -> ()
  cf.switch %flag : i32, [
    default: ^bb1,
    0: ^bb2
  ]
^bb1:
  "u.one"() : () -> ()
  return
^bb2:
  "u.two"() : () -> ()
  return
}
