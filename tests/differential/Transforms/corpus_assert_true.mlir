// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --cse
// RUN: --allow-unregistered-dialect --canonicalize=top-down=false
// cf.assert of true is erased; other asserts stay.
func.func @in_later_blocks() {
  "u.br"()[^bb1] : () -> ()
^bb1:
  %t = arith.constant true
  cf.assert %t, "later"
  "u.keep"() : () -> ()
  return
}

func.func @constant_shared_with_other_users(%x: i32) {
  %t = arith.constant true loc("t")
  cf.assert %t, "first"
  "u.use"(%t) : (i1) -> ()
  cf.assert %t, "second"
  return
}

func.func @true_through_branch_argument() {
  %t = arith.constant true
  cf.br ^bb1(%t : i1)
^bb1(%c: i1):
  cf.assert %c, "after merge"
  "u.keep"() : () -> ()
  return
}

func.func @through_argument_of_a_join(%a: i1) {
  %t = arith.constant true
  "u.cond"()[^bb1, ^bb2] : () -> ()
^bb1:
  "u.l"() : () -> ()
  cf.br ^bb3(%t : i1)
^bb2:
  "u.r"() : () -> ()
  cf.br ^bb3(%a : i1)
^bb3(%c: i1):
  cf.assert %c, "not known"
  return
}

func.func @false_and_unknown_stay(%a: i1) {
  %f = arith.constant false
  cf.assert %f, "fails"
  cf.assert %a, "maybe"
  %u = "u.cond_value"() : () -> i1
  cf.assert %u, "unknown"
  return
}

func.func @vector_of_true_is_not_i1() {
  %t = arith.constant true
  cf.assert %t, "a"
  cf.assert %t, "b"
  cf.assert %t, "c"
  return
}

func.func @poison_condition() {
  %p = ub.poison : i1
  cf.assert %p, "poison"
  return
}
