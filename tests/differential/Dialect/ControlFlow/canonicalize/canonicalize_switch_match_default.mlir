// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --mlir-print-op-generic --canonicalize
func.func @all_cases_match(%flag: i32, %x: i32) {
  "u.entry"() : () -> ()
  cf.switch %flag : i32, [
    default: ^bb1(%x : i32),
    1: ^bb1(%x : i32),
    2: ^bb1(%x : i32)
  ] loc("sw")
^bb1(%a: i32):
  "u.one"(%a) : (i32) -> ()
  return
}

func.func @some_cases_match(%flag: i64, %x: i32, %y: i32) {
  "u.entry"() : () -> ()
  cf.switch %flag : i64, [
    default: ^bb1(%x : i32),
    3: ^bb1(%y : i32),
    7: ^bb1(%x : i32),
    9: ^bb2,
    11: ^bb1(%x : i32)
  ]
^bb1(%a: i32):
  "u.one"(%a) : (i32) -> ()
  return
^bb2:
  "u.two"() : () -> ()
  return
}

func.func @i16_cases(%flag: i16) {
  "u.entry"() : () -> ()
  cf.switch %flag : i16, [
    default: ^bb1,
    0: ^bb2,
    3: ^bb1,
    4: ^bb2
  ]
^bb1:
  "u.one"() : () -> ()
  return
^bb2:
  "u.two"() : () -> ()
  return
}

func.func @no_case_matches(%flag: i8, %x: i32, %y: i32) {
  "u.entry"() : () -> ()
  cf.switch %flag : i8, [
    default: ^bb1(%x : i32),
    1: ^bb1(%y : i32),
    2: ^bb2
  ]
^bb1(%a: i32):
  "u.one"(%a) : (i32) -> ()
  return
^bb2:
  "u.two"() : () -> ()
  return
}

func.func @one_left(%flag: i32) {
  "u.entry"() : () -> ()
  cf.switch %flag : i32, [
    default: ^bb1,
    10: ^bb1,
    20: ^bb2
  ] {note = "dropped"}
^bb1:
  "u.one"() : () -> ()
  return
^bb2:
  "u.two"() : () -> ()
  return
}
