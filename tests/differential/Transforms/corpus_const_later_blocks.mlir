// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --canonicalize='region-simplify=disabled' --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --canonicalize=top-down=false --mlir-print-debuginfo
// Constants of later blocks move to the front of the entry block.
func.func @loop_constant(%n: index) {
  %zero = arith.constant 0 : index loc("zero")
  "u.br"(%zero)[^header] : (index) -> ()
^header(%i: index):
  %one = arith.constant 1 : index loc("one")
  %next = arith.addi %i, %n : index
  "u.cond"(%next, %one)[^header, ^exit] : (index, index) -> ()
^exit:
  %two = arith.constant 2 : index loc("two")
  "u.use"(%two) : (index) -> ()
  return
}

func.func @duplicate_in_later_block() -> (i32, i32) {
  %a = arith.constant 42 : i32 loc("entry")
  "u.br"()[^bb1] : () -> ()
^bb1:
  %b = arith.constant 42 : i32 loc("later")
  return %a, %b : i32, i32
}

func.func @only_later_blocks(%x: i1) {
  "u.cond"(%x)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  %a = arith.constant 1.5 : f32 loc("a")
  "u.use"(%a) : (f32) -> ()
  return
^bb2:
  %b = arith.constant 2.5 : f32 loc("b")
  %c = arith.constant 1.5 : f32 loc("c")
  "u.use"(%b, %c) : (f32, f32) -> ()
  return
}

func.func @entry_constants_not_first(%x: i32) {
  "u.first"() : () -> ()
  %a = arith.constant 1 : i32 loc("a")
  "u.second"() : () -> ()
  %b = arith.constant 2 : i32 loc("b")
  "u.use"(%a, %b) : (i32, i32) -> ()
  "u.br"()[^bb1] : () -> ()
^bb1:
  %c = arith.constant 3 : i32 loc("c")
  "u.use"(%c) : (i32) -> ()
  return
}

func.func @many_kinds_later() {
  "u.br"()[^bb1] : () -> ()
^bb1:
  %p = ub.poison : i32 loc("p")
  %f = func.constant @many_kinds_later : () -> () loc("f")
  %t = arith.constant true loc("t")
  "u.use"(%p, %f, %t) : (i32, () -> (), i1) -> ()
  return
}
