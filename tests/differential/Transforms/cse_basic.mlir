// RUN: --allow-unregistered-dialect --cse
// RUN: --allow-unregistered-dialect --cse --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --cse --mlir-print-op-generic
func.func @simple_constant() -> (i32, i32) {
  %0 = arith.constant 1 : i32
  %1 = arith.constant 1 : i32
  return %0, %1 : i32, i32
}

func.func @many(%arg0: f32, %arg1: f32) -> f32 {
  %0 = arith.addf %arg0, %arg1 : f32
  %1 = arith.addf %arg0, %arg1 : f32
  %2 = arith.addf %arg0, %arg1 : f32
  %3 = arith.addf %arg0, %arg1 : f32
  %4 = arith.addf %0, %1 : f32
  %5 = arith.addf %2, %3 : f32
  %6 = arith.addf %0, %2 : f32
  %7 = arith.addf %4, %5 : f32
  %8 = arith.addf %5, %6 : f32
  %9 = arith.addf %7, %8 : f32
  return %9 : f32
}

func.func @commutative(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %b, %a : i32
  %2 = arith.subi %a, %b : i32
  %3 = arith.subi %b, %a : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

func.func @different_attrs(%a: i32, %b: i32) -> (i32, i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b overflow<nsw> : i32
  %2 = arith.addi %a, %b {tag} : i32
  return %0, %1, %2 : i32, i32, i32
}

func.func @dead_code(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %a, %c1 : i32
  %1 = arith.muli %0, %0 : i32
  return %a : i32
}

func.func @unregistered(%a: i32) -> (i32, i32) {
  %0 = "u.op"(%a) : (i32) -> i32
  %1 = "u.op"(%a) : (i32) -> i32
  "u.dead"() : () -> ()
  return %0, %1 : i32, i32
}

func.func @nested_regions(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  "u.region"() ({
    %c1_0 = arith.constant 1 : i32
    %x = arith.addi %a, %c1_0 : i32
    "u.use"(%x) : (i32) -> ()
    "u.end"() : () -> ()
  }) : () -> ()
  %y = arith.addi %a, %c1 : i32
  return %y : i32
}

func.func @cfg(%cond: i1, %a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  %c1_1 = arith.constant 1 : i32
  %x = arith.addi %a, %c1_1 : i32
  cf.br ^bb3(%x : i32)
^bb2:
  %c1_2 = arith.constant 1 : i32
  %y = arith.addi %a, %c1_2 : i32
  cf.br ^bb3(%y : i32)
^bb3(%r: i32):
  %c1_3 = arith.constant 1 : i32
  %z = arith.addi %r, %c1_3 : i32
  return %z : i32
}

func.func @unreachable(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  return %c1 : i32
^bb1:
  %c1_1 = arith.constant 1 : i32
  %dead = arith.addi %a, %a : i32
  return %c1_1 : i32
}

func.func @loc_unknown(%a: i32) -> (i32, i32) {
  %0 = arith.addi %a, %a : i32 loc(unknown)
  %1 = arith.addi %a, %a : i32 loc("here":3:4)
  return %0, %1 : i32, i32
}
