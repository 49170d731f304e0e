// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize='region-simplify=disabled'
// RUN: --allow-unregistered-dialect --canonicalize='region-simplify=aggressive'
// RUN: --allow-unregistered-dialect --canonicalize --mlir-print-debuginfo
// Block arguments nobody uses, and the operands that feed them.
func.func @one_of_two_unused(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a, %b : i32, i32), ^bb2
^bb1(%x: i32 loc("x"), %y: i32 loc("y")):
  "u.use"(%x) : (i32) -> ()
  return %x : i32
^bb2:
  "u.other"() : () -> ()
  return %b : i32
}

func.func @all_unused(%c: i1, %a: i32, %b: f32) {
  cf.cond_br %c, ^bb1(%a, %b : i32, f32), ^bb2
^bb1(%x: i32, %y: f32):
  "u.one"() : () -> ()
  return
^bb2:
  "u.two"() : () -> ()
  return
}

func.func @unused_argument_feeding_dead_op(%c: i1, %a: i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  %d = arith.muli %x, %x : i32
  "u.one"() : () -> ()
  return
^bb2:
  "u.two"() : () -> ()
  return
}

func.func @operand_computed_for_the_argument(%c: i1, %a: i32, %b: i32) {
  %s = arith.addi %a, %b : i32
  cf.cond_br %c, ^bb1(%s : i32), ^bb2
^bb1(%x: i32):
  "u.one"() : () -> ()
  return
^bb2:
  "u.two"() : () -> ()
  return
}

func.func @two_predecessors(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "u.one"() : () -> ()
  cf.br ^bb3(%a, %b : i32, i32)
^bb2:
  "u.two"() : () -> ()
  cf.br ^bb3(%b, %a : i32, i32)
^bb3(%p: i32, %q: i32):
  "u.use"(%q) : (i32) -> ()
  return
}

func.func @unregistered_predecessor_keeps_arguments(%c: i1, %a: i32) {
  "u.cond"(%a)[^bb1, ^bb2] : (i32) -> ()
^bb1(%x: i32):
  "u.one"() : () -> ()
  return
^bb2:
  cf.br ^bb3(%a : i32)
^bb3(%y: i32):
  "u.two"() : () -> ()
  return
}
