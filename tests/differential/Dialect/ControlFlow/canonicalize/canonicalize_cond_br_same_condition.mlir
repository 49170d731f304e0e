// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(func.func(canonicalize,cse))
func.func @true_side(%c: i1, %x: i32, %y: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "u.one"() : () -> ()
  cf.cond_br %c, ^bb3(%x : i32), ^bb4(%y : i32) loc("inner")
^bb2:
  "u.two"() : () -> ()
  return
^bb3(%a: i32):
  "u.three"(%a) : (i32) -> ()
  return
^bb4(%b: i32):
  "u.four"(%b) : (i32) -> ()
  return
}

func.func @false_side(%c: i1, %x: i32, %y: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "u.one"() : () -> ()
  return
^bb2:
  "u.two"() : () -> ()
  cf.cond_br %c, ^bb3(%x : i32), ^bb4(%y : i32)
^bb3(%a: i32):
  "u.three"(%a) : (i32) -> ()
  return
^bb4(%b: i32):
  "u.four"(%b) : (i32) -> ()
  return
}

func.func @other_condition(%c: i1, %d: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "u.one"() : () -> ()
  cf.cond_br %d, ^bb3, ^bb4
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

func.func @two_predecessors(%c: i1, %d: i1) {
  "u.cond"(%d)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  "u.one"() : () -> ()
  cf.cond_br %c, ^bb2, ^bb5
^bb2:
  "u.two"() : () -> ()
  cf.cond_br %c, ^bb3, ^bb4
^bb3:
  "u.three"() : () -> ()
  return
^bb4:
  "u.four"() : () -> ()
  return
^bb5:
  "u.five"() : () -> ()
  return
}

func.func @predecessor_not_cond_br(%c: i1) {
  "u.cond"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  "u.one"() : () -> ()
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  "u.two"() : () -> ()
  return
^bb3:
  "u.three"() : () -> ()
  return
}

func.func @chain(%c: i1, %x: i32) {
  cf.cond_br %c, ^bb1, ^bb4
^bb1:
  "u.one"() : () -> ()
  cf.cond_br %c, ^bb2, ^bb4
^bb2:
  "u.two"() : () -> ()
  cf.cond_br %c, ^bb3(%x : i32), ^bb4
^bb3(%a: i32):
  "u.three"(%a) : (i32) -> ()
  return
^bb4:
  "u.four"() : () -> ()
  return
}
