// RUN: --allow-unregistered-dialect --cse
// RUN: --allow-unregistered-dialect --cse --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --cse --canonicalize
// Only an op that dominates another may replace it.
func.func @entry_dominates_all(%c: i1, %a: i32, %b: i32) {
  %0 = arith.addi %a, %b : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = arith.addi %a, %b : i32
  "u.use"(%1) : (i32) -> ()
  cf.br ^bb3
^bb2:
  %2 = arith.addi %a, %b : i32
  "u.other"(%2) : (i32) -> ()
  cf.br ^bb3
^bb3:
  %3 = arith.addi %a, %b : i32
  "u.use"(%0, %3) : (i32, i32) -> ()
  return
}

func.func @siblings_do_not_dominate(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = arith.muli %a, %b : i32
  "u.use"(%1) : (i32) -> ()
  cf.br ^bb3
^bb2:
  %2 = arith.muli %a, %b : i32
  "u.other"(%2) : (i32) -> ()
  cf.br ^bb3
^bb3:
  %3 = arith.muli %a, %b : i32
  "u.use"(%3) : (i32) -> ()
  return
}

func.func @straight_line_blocks(%a: i32, %b: i32) -> i32 {
  %0 = arith.ori %a, %b : i32
  "u.br"()[^bb1] : () -> ()
^bb1:
  %1 = arith.ori %a, %b : i32
  "u.br"()[^bb2] : () -> ()
^bb2:
  %2 = arith.ori %b, %a : i32
  %3 = arith.addi %1, %2 : i32
  %4 = arith.addi %0, %3 : i32
  return %4 : i32
}

func.func @loop_header_dominates_body(%n: i32, %a: i32) {
  cf.br ^header(%a : i32)
^header(%i: i32):
  %0 = arith.muli %i, %n : i32
  %c = arith.cmpi slt, %i, %n : i32
  cf.cond_br %c, ^body, ^exit
^body:
  %1 = arith.muli %i, %n : i32
  %2 = arith.muli %n, %i : i32
  %next = arith.addi %1, %2 : i32
  "u.use"(%0) : (i32) -> ()
  cf.br ^header(%next : i32)
^exit:
  "u.done"() : () -> ()
  return
}

func.func @block_arguments_differ(%a: i32, %b: i32) {
  "u.br"(%a, %a)[^bb1] : (i32, i32) -> ()
^bb1(%x: i32, %y: i32):
  %0 = arith.addi %x, %b : i32
  %1 = arith.addi %y, %b : i32
  %2 = arith.addi %b, %x : i32
  "u.use"(%0, %1, %2) : (i32, i32, i32) -> ()
  return
}

func.func @constants_in_branches(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = arith.constant 6 : i32
  "u.use"(%0) : (i32) -> ()
  return
^bb2:
  %1 = arith.constant 6 : i32
  %2 = arith.constant 6 : i32
  "u.other"(%1, %2) : (i32, i32) -> ()
  return
}
