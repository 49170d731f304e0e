// RUN: --allow-unregistered-dialect --cse
// RUN: --allow-unregistered-dialect --cse --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --canonicalize --cse
// Commutative ops are equal whatever the order of their operands.
func.func @integer_ops(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %b, %a : i32
  %2 = arith.muli %a, %b : i32
  %3 = arith.muli %b, %a : i32
  %4 = arith.andi %a, %b : i32
  %5 = arith.andi %b, %a : i32
  %6 = arith.ori %b, %a : i32
  %7 = arith.ori %a, %b : i32
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i32, i32, i32, i32, i32
}

func.func @min_max_xor(%a: i64, %b: i64) -> (i64, i64, i64, i64, i64, i64) {
  %0 = arith.maxsi %a, %b : i64
  %1 = arith.maxsi %b, %a : i64
  %2 = arith.minui %a, %b : i64
  %3 = arith.minui %b, %a : i64
  %4 = arith.xori %a, %b : i64
  %5 = arith.xori %b, %a : i64
  return %0, %1, %2, %3, %4, %5 : i64, i64, i64, i64, i64, i64
}

func.func @floats(%a: f32, %b: f32) -> (f32, f32, f32, f32) {
  %0 = arith.addf %a, %b : f32
  %1 = arith.addf %b, %a : f32
  %2 = arith.mulf %a, %b fastmath<nnan> : f32
  %3 = arith.mulf %b, %a fastmath<nnan> : f32
  return %0, %1, %2, %3 : f32, f32, f32, f32
}

func.func @not_commutative(%a: i32, %b: i32) -> (i32, i32, i1, i1, i32, i32) {
  %0 = arith.subi %a, %b : i32
  %1 = arith.subi %b, %a : i32
  %2 = arith.cmpi eq, %a, %b : i32
  %3 = arith.cmpi eq, %b, %a : i32
  %4 = arith.divsi %a, %b : i32
  %5 = arith.divsi %b, %a : i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i1, i1, i32, i32
}

func.func @flags_differ(%a: i32, %b: i32) -> (i32, i32, i32) {
  %0 = arith.addi %a, %b overflow<nsw> : i32
  %1 = arith.addi %b, %a overflow<nuw> : i32
  %2 = arith.addi %b, %a overflow<nsw> : i32
  return %0, %1, %2 : i32, i32, i32
}

func.func @same_operand_twice(%a: i32, %b: i32) -> (i32, i32, i32) {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %b : i32
  %2 = arith.addi %b, %b : i32
  return %0, %1, %2 : i32, i32, i32
}

func.func @chains_of_commuted(%a: i32, %b: i32, %c: i32) -> (i32, i32) {
  %0 = arith.muli %a, %b : i32
  %1 = arith.addi %0, %c : i32
  %2 = arith.muli %b, %a : i32
  %3 = arith.addi %c, %2 : i32
  return %1, %3 : i32, i32
}

func.func @unregistered_not_commuted(%a: i32, %b: i32) -> (i32, i32) {
  %0 = "u.add"(%a, %b) : (i32, i32) -> i32
  %1 = "u.add"(%b, %a) : (i32, i32) -> i32
  return %0, %1 : i32, i32
}
