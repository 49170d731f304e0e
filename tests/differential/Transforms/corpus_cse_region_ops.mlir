// RUN: --allow-unregistered-dialect --cse
// RUN: --allow-unregistered-dialect --canonicalize --cse
// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(cse)
// Ops that hold regions are never merged here: the unregistered ones may
// have effects and functions are symbols. The ops in their regions are.
func.func @identical_unregistered_region_ops(%a: i32) -> (i32, i32) {
  %0 = "u.compute"(%a) ({
  ^bb0(%x: i32):
    "u.yield"(%x) : (i32) -> ()
  }) : (i32) -> i32
  %1 = "u.compute"(%a) ({
  ^bb0(%x: i32):
    "u.yield"(%x) : (i32) -> ()
  }) : (i32) -> i32
  return %0, %1 : i32, i32
}

func.func @identical_bodies(%a: i32, %b: i32) {
  "u.first"() ({
    %0 = arith.muli %a, %b : i32
    %1 = arith.muli %a, %b : i32
    "u.yield"(%0, %1) : (i32, i32) -> ()
  }) : () -> ()
  "u.second"() ({
    %0 = arith.muli %a, %b : i32
    %1 = arith.muli %b, %a : i32
    "u.yield"(%0, %1) : (i32, i32) -> ()
  }) : () -> ()
  return
}

func.func @same_body_a() -> i32 {
  %c = arith.constant 1 : i32
  return %c : i32
}

func.func @same_body_b() -> i32 {
  %c = arith.constant 1 : i32
  return %c : i32
}

func.func @region_op_between(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.xori %a, %b : i32
  "u.region"() ({
    %1 = arith.xori %a, %b : i32
    "u.use"(%1) : (i32) -> ()
    "u.end"() : () -> ()
  }) : () -> ()
  %2 = arith.xori %a, %b : i32
  return %0, %2 : i32, i32
}

func.func @multi_block_region_op(%a: i32, %b: i32) {
  "u.region"() ({
    %0 = arith.addi %a, %b : i32
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    %1 = arith.addi %a, %b : i32
    "u.use"(%0, %1) : (i32, i32) -> ()
    "u.br"()[^bb2] : () -> ()
  ^bb2:
    %2 = arith.addi %b, %a : i32
    "u.use"(%2) : (i32) -> ()
    "u.end"() : () -> ()
  }) : () -> ()
  return
}

module @a {
  func.func @f() -> i32 {
    %c = arith.constant 2 : i32
    return %c : i32
  }
}
module @b {
  func.func @f() -> i32 {
    %c = arith.constant 2 : i32
    return %c : i32
  }
}
