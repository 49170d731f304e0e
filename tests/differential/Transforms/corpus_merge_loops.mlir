// RUN: --allow-unregistered-dialect --canonicalize='region-simplify=aggressive'
// RUN: --allow-unregistered-dialect --canonicalize='region-simplify=aggressive' --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --canonicalize
// Identical blocks in loops and with successors that take arguments.
func.func @identical_latches(%a: i32, %b: i32) {
  cf.br ^header(%a : i32)
^header(%i: i32):
  "u.use"(%i) : (i32) -> ()
  "u.switch"()[^l1, ^l2, ^exit] : () -> ()
^l1:
  cf.br ^header(%b : i32)
^l2:
  cf.br ^header(%b : i32)
^exit:
  return
}

func.func @latches_passing_different_values(%a: i32, %b: i32, %c: i32) {
  cf.br ^header(%a : i32)
^header(%i: i32):
  "u.use"(%i) : (i32) -> ()
  "u.switch"()[^l1, ^l2, ^exit] : () -> ()
^l1:
  "u.step"() : () -> ()
  cf.br ^header(%b : i32)
^l2:
  "u.step"() : () -> ()
  cf.br ^header(%c : i32)
^exit:
  return
}

func.func @identical_exits_with_arguments(%a: i32, %b: i32) {
  "u.switch"()[^p1, ^p2, ^p3, ^p4] : () -> ()
^p1:
  "u.one"() : () -> ()
  cf.br ^e1(%a : i32)
^p2:
  "u.two"() : () -> ()
  cf.br ^e1(%b : i32)
^p3:
  "u.three"() : () -> ()
  cf.br ^e2(%b : i32)
^p4:
  "u.four"() : () -> ()
  cf.br ^e2(%a : i32)
^e1(%x: i32):
  "u.exit"(%x) : (i32) -> ()
  return
^e2(%y: i32):
  "u.exit"(%y) : (i32) -> ()
  return
}

func.func @values_defined_inside_differ_in_place(%a: i32) {
  "u.cond"()[^bb1, ^bb2] : () -> ()
^bb1:
  %0 = "u.make"() : () -> i32
  %1 = "u.make"() : () -> i32
  "u.use"(%0, %1) : (i32, i32) -> ()
  return
^bb2:
  %2 = "u.make"() : () -> i32
  %3 = "u.make"() : () -> i32
  "u.use"(%3, %2) : (i32, i32) -> ()
  return
}

func.func @result_used_in_successor(%a: i32) {
  "u.cond"()[^bb1, ^bb2] : () -> ()
^bb1:
  %0 = "u.make"() : () -> i32
  cf.br ^bb3
^bb2:
  %1 = "u.make"() : () -> i32
  cf.br ^bb3
^bb3:
  "u.done"() : () -> ()
  return
}
