// RUN: --allow-unregistered-dialect --canonicalize=max-iterations=1
// RUN: --allow-unregistered-dialect --canonicalize=max-iterations=2
// RUN: --allow-unregistered-dialect --canonicalize='max-iterations=1 top-down=false'
// RUN: --allow-unregistered-dialect --canonicalize='max-iterations=1 region-simplify=aggressive'
// RUN: --allow-unregistered-dialect --canonicalize=max-num-rewrites=2
// RUN: --allow-unregistered-dialect --canonicalize='max-num-rewrites=3 top-down=false'
// How far one or two iterations, or a few rewrites, get.
func.func @chain_of_merges(%a: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^bb1, ^bb4
^bb1:
  %c1 = arith.constant 1 : i32
  "u.one"(%c1) : (i32) -> ()
  cf.br ^bb2
^bb2:
  cf.assert %t, "two"
  %c2 = arith.constant 2 : i32
  "u.two"(%c2) : (i32) -> ()
  cf.br ^bb3
^bb3:
  %f = func.constant @callee : (i32) -> i32
  %r = func.call_indirect %f(%a) : (i32) -> i32
  return %r : i32
^bb4:
  "u.never"() : () -> ()
  return %a : i32
}
func.func private @callee(i32) -> i32

func.func @dead_chain_needs_rounds(%a: i32, %b: i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %a : i32
  %2 = arith.addi %1, %0 : i32
  %3 = arith.muli %2, %b : i32
  return
}

func.func @dead_loop_value(%a: i32, %c: i1) {
  cf.br ^loop(%a : i32)
^loop(%i: i32):
  %n = arith.addi %i, %a : i32
  "u.body"() : () -> ()
  cf.cond_br %c, ^loop(%n : i32), ^exit
^exit:
  "u.exit"() : () -> ()
  return
}

func.func @constants_moved_per_round() {
  "u.br"()[^bb1] : () -> ()
^bb1:
  %x = arith.constant 3 : i32
  %t = arith.constant true
  cf.assert %t, "x"
  "u.use"(%x) : (i32) -> ()
  return
}
