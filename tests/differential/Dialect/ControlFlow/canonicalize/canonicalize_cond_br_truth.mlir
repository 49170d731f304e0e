// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(func.func(canonicalize,cse))
func.func @both_sides(%c: i1) {
  "u.entry"() : () -> ()
  cf.cond_br %c, ^bb1, ^bb2 loc("branch")
^bb1:
  "u.a"(%c, %c) : (i1, i1) -> ()
  "u.b"(%c) : (i1) -> ()
  return
^bb2:
  "u.c"(%c) : (i1) -> ()
  return
}

func.func @only_false_side(%c: i1) {
  "u.entry"() : () -> ()
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "u.a"() : () -> ()
  return
^bb2:
  "u.c"(%c) : (i1) -> ()
  return
}

func.func @merge_point_untouched(%c: i1, %d: i1) {
  "u.cond"(%d)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  "u.one"() : () -> ()
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  "u.two"(%c) : (i1) -> ()
  return
^bb3:
  "u.three"(%c) : (i1) -> ()
  return
}

func.func @nested_use_untouched(%c: i1) {
  "u.entry"() : () -> ()
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "u.region"() ({
    "u.inner"(%c) : (i1) -> ()
    "u.end"() : () -> ()
  }) : () -> ()
  return
^bb2:
  "u.c"() : () -> ()
  return
}

func.func @uses_before_the_branch_stay(%c: i1) {
  "u.before"(%c) : (i1) -> ()
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "u.a"(%c) : (i1) -> ()
  return
^bb2:
  "u.c"() : () -> ()
  return
}

func.func @condition_from_an_op() {
  %c = "u.make"() : () -> i1
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "u.a"(%c) : (i1) -> ()
  return
^bb2:
  "u.b"(%c) : (i1) -> ()
  return
}

func.func @forwarded_as_operand(%c: i1, %x: i32) {
  "u.entry"() : () -> ()
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "u.a"() : () -> ()
  cf.br ^bb3(%c : i1)
^bb2:
  "u.b"() : () -> ()
  cf.br ^bb3(%c : i1)
^bb3(%r: i1):
  "u.r"(%r) : (i1) -> ()
  return
}
