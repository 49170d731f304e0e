// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(func.func(canonicalize,cse))
func.func @only_default(%flag: i32, %x: i32) {
  "u.entry"() : () -> ()
  cf.switch %flag : i32, [
    default: ^bb1(%x : i32)
  ] loc("switch")
^bb1(%a: i32):
  "u.one"(%a) : (i32) -> ()
  return
}

func.func @only_default_i1(%flag: i1) {
  "u.entry"() : () -> ()
  cf.switch %flag : i1, [
    default: ^bb1
  ]
^bb1:
  "u.one"() : () -> ()
  return
}

func.func @only_default_shared(%flag: i64, %d: i1, %x: i32) {
  "u.cond"(%d)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  "u.one"() : () -> ()
  cf.switch %flag : i64, [
    default: ^bb2
  ]
^bb2:
  "u.two"(%x) : (i32) -> ()
  return
}

func.func @only_default_loop(%flag: i16, %x: i32) {
  "u.entry"() : () -> ()
  cf.br ^bb1(%x : i32)
^bb1(%a: i32):
  %n = "u.next"(%a) : (i32) -> i32
  cf.switch %flag : i16, [
    default: ^bb1(%n : i32)
  ]
}

func.func @with_a_case_kept(%flag: i32, %x: i32) {
  "u.entry"() : () -> ()
  cf.switch %flag : i32, [
    default: ^bb1(%x : i32),
    5: ^bb2
  ]
^bb1(%a: i32):
  "u.one"(%a) : (i32) -> ()
  return
^bb2:
  "u.two"() : () -> ()
  return
}
