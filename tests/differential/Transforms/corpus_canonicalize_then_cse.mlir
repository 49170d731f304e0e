// RUN: --allow-unregistered-dialect --canonicalize --cse
// RUN: --allow-unregistered-dialect --cse --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --cse --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --cse --mlir-print-debuginfo
// Constants hoisted by canonicalize and ops merged by CSE, in both orders.
func.func @merged_block_then_cse(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %b : i32
  cf.br ^bb1
^bb1:
  %1 = arith.addi %a, %b : i32
  %2 = arith.muli %0, %1 : i32
  return %1, %2 : i32, i32
}

func.func @constants_in_branches(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.constant 9 : i32 loc("x")
  "u.use"(%x) : (i32) -> ()
  return
^bb2:
  %y = arith.constant 9 : i32 loc("y")
  "u.other"(%y) : (i32) -> ()
  return
}

func.func @cse_makes_ops_dead(%a: i32, %b: i32) -> i32 {
  %0 = arith.muli %a, %b : i32
  %1 = arith.muli %a, %b : i32
  %2 = arith.addi %0, %a : i32
  %3 = arith.addi %1, %a : i32
  return %3 : i32
}

func.func @call_indirect_twice(%a: i32) -> (i32, i32) {
  %f = func.constant @callee : (i32) -> i32
  %g = func.constant @callee : (i32) -> i32
  %0 = func.call_indirect %f(%a) : (i32) -> i32
  %1 = func.call_indirect %g(%a) : (i32) -> i32
  return %0, %1 : i32, i32
}
func.func private @callee(i32) -> i32

func.func @asserts_and_merges(%a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  cf.assert %t, "gone"
  %0 = arith.ori %a, %b : i32
  cf.br ^bb1(%0 : i32)
^bb1(%x: i32):
  %1 = arith.ori %b, %a : i32
  %2 = arith.addi %x, %1 : i32
  return %2 : i32
}

func.func @unregistered_region_constants() {
  %c = arith.constant 2 : i16
  "u.region"() ({
    %d = arith.constant 2 : i16
    %e = arith.constant 2 : i16
    "u.use"(%c, %d, %e) : (i16, i16, i16) -> ()
    "u.end"() : () -> ()
  }) : () -> ()
  return
}
