// RUN: --reconcile-unrealized-casts
// RUN: --pass-pipeline=builtin.module(func.func(reconcile-unrealized-casts))
// Casts in nested regions, chains that leave a live middle, casts fed by
// block arguments, and unrealized casts used by other ops.
func.func @nested(%a: i64, %c: i1) -> i64 {
  %r = scf.if %c -> i64 {
    %0 = builtin.unrealized_conversion_cast %a : i64 to index
    %1 = builtin.unrealized_conversion_cast %0 : index to i64
    scf.yield %1 : i64
  } else {
    scf.yield %a : i64
  }
  return %r : i64
}
func.func @middle_live(%a: i64) -> (i64, index) {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to index
  %2 = builtin.unrealized_conversion_cast %1 : index to i64
  return %2, %1 : i64, index
}
func.func @used_by_op(%a: i64) -> i32 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  %1 = arith.addi %0, %0 : i32
  return %1 : i32
}
func.func @two_to_one(%a: i32, %b: i32) -> (i32, i32) {
  %0 = builtin.unrealized_conversion_cast %a, %b : i32, i32 to i64
  %1:2 = builtin.unrealized_conversion_cast %0 : i64 to i32, i32
  return %1#0, %1#1 : i32, i32
}
func.func @not_prefix(%a: i32, %b: i32) -> i32 {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : i32, i32 to i64, i64
  %1 = builtin.unrealized_conversion_cast %0#0 : i64 to i32
  return %1 : i32
}
func.func @dead_chain_after_fold(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
  %2 = builtin.unrealized_conversion_cast %1 : i64 to i32
  %3 = builtin.unrealized_conversion_cast %2 : i32 to i64
  return %3 : i64
}
