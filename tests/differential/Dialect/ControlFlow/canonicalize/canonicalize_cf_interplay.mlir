// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(func.func(canonicalize,cse))
func.func @diamond_same_cond(%c: i1, %x: i32, %y: i32) {
  cf.cond_br %c, ^bb1(%x : i32), ^bb2(%y : i32)
^bb1(%a: i32):
  cf.br ^bb3(%a : i32)
^bb2(%b: i32):
  cf.br ^bb3(%b : i32)
^bb3(%r: i32):
  "u.r"(%r, %c) : (i32, i1) -> ()
  cf.cond_br %c, ^bb4, ^bb5
^bb4:
  "u.t"(%c) : (i1) -> ()
  return
^bb5:
  "u.f"(%c) : (i1) -> ()
  return
}

func.func @truth_then_const(%c: i1) {
  "u.entry"() : () -> ()
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "u.one"() : () -> ()
  cf.cond_br %c, ^bb3, ^bb4
^bb2:
  "u.two"() : () -> ()
  cf.cond_br %c, ^bb3, ^bb4
^bb3:
  "u.three"() : () -> ()
  return
^bb4:
  "u.four"() : () -> ()
  return
}

func.func @i1_select(%c: i1, %p: i1, %q: i1) {
  "u.entry"() : () -> ()
  cf.cond_br %c, ^bb1(%p : i1), ^bb1(%q : i1)
^bb1(%a: i1):
  "u.one"(%a) : (i1) -> ()
  return
}

func.func @switch_chain(%flag: i32, %x: i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb3
  ]
^bb1:
  cf.switch %flag : i32, [
    default: ^bb4,
    1: ^bb5,
    3: ^bb6
  ]
^bb2:
  cf.switch %flag : i32, [
    default: ^bb4,
    1: ^bb6
  ]
^bb3:
  cf.br ^bb4
^bb4:
  "u.four"() : () -> ()
  return
^bb5:
  "u.five"() : () -> ()
  return
^bb6:
  "u.six"() : () -> ()
  return
}

func.func @loop_cond(%c: i1, %x: i32) {
  "u.entry"() : () -> ()
  cf.br ^bb1(%x : i32)
^bb1(%a: i32):
  %n = "u.step"(%a, %c) : (i32, i1) -> i32
  cf.cond_br %c, ^bb1(%n : i32), ^bb2
^bb2:
  "u.exit"(%c) : (i1) -> ()
  return
}

func.func @switch_then_cond(%flag: i32, %c: i1, %x: i32, %y: i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    1: ^bb2
  ]
^bb1:
  cf.cond_br %c, ^bb3(%x : i32), ^bb3(%y : i32)
^bb2:
  cf.cond_br %c, ^bb4, ^bb4
^bb3(%a: i32):
  "u.three"(%a, %c) : (i32, i1) -> ()
  return
^bb4:
  "u.four"(%c) : (i1) -> ()
  return
}
