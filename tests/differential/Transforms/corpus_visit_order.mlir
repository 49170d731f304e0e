// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize=top-down=false
// RUN: --allow-unregistered-dialect --canonicalize='top-down=false max-iterations=1'
// RUN: --allow-unregistered-dialect --canonicalize='top-down=true max-iterations=1' --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --canonicalize=top-down=false --mlir-print-debuginfo
// Constants met in different orders by a pre-order and a post-order walk.
func.func @constants_around_regions() {
  %a = arith.constant 1 : i32 loc("a")
  "u.region"() ({
    %b = arith.constant 2 : i32 loc("b")
    "u.use"(%b) : (i32) -> ()
  }) : () -> ()
  %c = arith.constant 3 : i32 loc("c")
  %d = arith.constant 1 : i32 loc("d")
  "u.use"(%a, %c, %d) : (i32, i32, i32) -> ()
  return
}

func.func @constants_in_three_blocks() {
  %a = arith.constant 10 : i64 loc("a")
  "u.use"(%a) : (i64) -> ()
  cf.br ^bb1
^bb1:
  %b = arith.constant 20 : i64 loc("b")
  "u.use"(%b) : (i64) -> ()
  "u.br"()[^bb2] : () -> ()
^bb2:
  %c = arith.constant 30 : i64 loc("c")
  %d = arith.constant 10 : i64 loc("d")
  "u.use"(%c, %d) : (i64, i64) -> ()
  return
}

func.func @merged_blocks_bring_constants(%x: i32) -> i32 {
  %t = arith.constant true loc("t")
  cf.cond_br %t, ^bb1, ^bb2
^bb1:
  %one = arith.constant 1 : i32 loc("one")
  "u.use"(%one) : (i32) -> ()
  cf.br ^bb3
^bb2:
  %two = arith.constant 2 : i32 loc("two")
  "u.use"(%two) : (i32) -> ()
  cf.br ^bb3
^bb3:
  %three = arith.constant 3 : i32 loc("three")
  "u.use"(%three, %x) : (i32, i32) -> ()
  return %x : i32
}

func.func @dead_chain_and_users(%x: i32, %y: i32) -> i32 {
  %0 = arith.addi %x, %y : i32
  %1 = arith.muli %0, %y : i32
  %2 = arith.muli %1, %x : i32
  %c = arith.constant 4 : i32
  "u.use"(%c) : (i32) -> ()
  %3 = arith.addi %x, %x : i32
  return %3 : i32
}
