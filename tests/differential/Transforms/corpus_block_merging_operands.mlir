// RUN: --allow-unregistered-dialect --canonicalize='region-simplify=aggressive'
// RUN: --allow-unregistered-dialect --canonicalize='region-simplify=normal'
// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(func.func(canonicalize{region-simplify=aggressive},cse))
// Blocks equal but for values defined outside them: the values become
// arguments their predecessors pass.
func.func @differ_in_one_operand(%a: i32, %b: i32) {
  "u.cond"()[^bb1, ^bb2] : () -> ()
^bb1:
  "u.l"() : () -> ()
  cf.br ^bb3
^bb2:
  "u.r"() : () -> ()
  cf.br ^bb4
^bb3:
  "u.use"(%a) : (i32) -> ()
  return
^bb4:
  "u.use"(%b) : (i32) -> ()
  return
}

func.func @unregistered_predecessors_block_it(%a: i32, %b: i32) {
  "u.cond"()[^bb1, ^bb2] : () -> ()
^bb1:
  "u.use"(%a) : (i32) -> ()
  return
^bb2:
  "u.use"(%b) : (i32) -> ()
  return
}

func.func @two_preds_each(%c: i1, %a: i32, %b: i32) {
  "u.switch"()[^p1, ^p2, ^p3, ^p4] : () -> ()
^p1:
  "u.one"() : () -> ()
  cf.br ^t1
^p2:
  "u.two"() : () -> ()
  cf.br ^t1
^p3:
  "u.three"() : () -> ()
  cf.br ^t2
^p4:
  "u.four"() : () -> ()
  cf.br ^t2
^t1:
  %0 = arith.muli %a, %a : i32
  "u.use"(%0) : (i32) -> ()
  return
^t2:
  %1 = arith.muli %b, %b : i32
  "u.use"(%1) : (i32) -> ()
  return
}

func.func @arguments_and_outside_values(%a: i32, %b: i32, %x: i32) {
  "u.cond"()[^bb1, ^bb2] : () -> ()
^bb1:
  "u.l"() : () -> ()
  cf.br ^bb3(%x : i32)
^bb2:
  "u.r"() : () -> ()
  cf.br ^bb4(%x : i32)
^bb3(%p: i32):
  "u.use"(%p, %a) : (i32, i32) -> ()
  return
^bb4(%q: i32):
  "u.use"(%q, %b) : (i32, i32) -> ()
  return
}

func.func @types_differ(%a: i32, %b: i64) {
  "u.cond"()[^bb1, ^bb2] : () -> ()
^bb1:
  "u.l"() : () -> ()
  cf.br ^bb3
^bb2:
  "u.r"() : () -> ()
  cf.br ^bb4
^bb3:
  "u.use"(%a) : (i32) -> ()
  return
^bb4:
  "u.use"(%b) : (i64) -> ()
  return
}

func.func @shared_argument(%a: i32, %b: i32, %c: i32, %d: i32) {
  "u.switch"()[^p1, ^p2, ^p3, ^p4] : () -> ()
^p1:
  "u.one"() : () -> ()
  cf.br ^t1
^p2:
  "u.two"() : () -> ()
  cf.br ^t1
^p3:
  "u.three"() : () -> ()
  cf.br ^t2
^p4:
  "u.four"() : () -> ()
  cf.br ^t2
^t1:
  "u.use"(%a, %b, %a) : (i32, i32, i32) -> ()
  return
^t2:
  "u.use"(%c, %d, %c) : (i32, i32, i32) -> ()
  return
}

func.func @only_the_first_repeat_is_tried(%a: i32, %b: i32, %c: i32) {
  "u.switch"()[^p1, ^p2, ^p3, ^p4] : () -> ()
^p1:
  "u.one"() : () -> ()
  cf.br ^t1
^p2:
  "u.two"() : () -> ()
  cf.br ^t1
^p3:
  "u.three"() : () -> ()
  cf.br ^t2
^p4:
  "u.four"() : () -> ()
  cf.br ^t2
^t1:
  "u.use"(%a, %a, %a) : (i32, i32, i32) -> ()
  return
^t2:
  "u.use"(%c, %b, %b) : (i32, i32, i32) -> ()
  return
}

func.func @repeat_in_the_member_only(%a: i32, %b: i32, %c: i32) {
  "u.switch"()[^p1, ^p2, ^p3, ^p4] : () -> ()
^p1:
  "u.one"() : () -> ()
  cf.br ^t1
^p2:
  "u.two"() : () -> ()
  cf.br ^t1
^p3:
  "u.three"() : () -> ()
  cf.br ^t2
^p4:
  "u.four"() : () -> ()
  cf.br ^t2
^t1:
  "u.use"(%a, %b, %c) : (i32, i32, i32) -> ()
  return
^t2:
  "u.use"(%c, %c, %c) : (i32, i32, i32) -> ()
  return
}
