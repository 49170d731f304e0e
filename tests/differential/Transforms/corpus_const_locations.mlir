// RUN: --allow-unregistered-dialect --canonicalize --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --cse --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --canonicalize --cse --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --cse --canonicalize --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --test-single-fold --mlir-print-debuginfo
// Locations of constants that are merged, moved or kept.
func.func @unique_constant_keeps_its_location() -> i32 {
  %c = arith.constant 11 : i32 loc("file.mlir":3:4)
  return %c : i32
}

func.func @merged_pair() -> (i32, i32) {
  %a = arith.constant 1 : i32 loc("file.mlir":10:1)
  %b = arith.constant 1 : i32 loc("file.mlir":11:1)
  return %a, %b : i32, i32
}

func.func @fused_and_named() -> (i64, i64, i64) {
  %a = arith.constant 2 : i64 loc(fused["a.mlir":1:1, "b.mlir":2:2])
  %b = arith.constant 3 : i64 loc("name"("c.mlir":3:3))
  %c = arith.constant 2 : i64 loc(callsite("callee" at "caller.mlir":4:4))
  return %a, %b, %c : i64, i64, i64
}

func.func @unknown_first() -> (i8, i8) {
  %a = arith.constant 9 : i8 loc(unknown)
  %b = arith.constant 9 : i8 loc("known":1:2)
  return %a, %b : i8, i8
}

func.func @second_not_first(%x: i32) -> (i32, i32) {
  "u.op"() : () -> () loc("op")
  %a = arith.constant 4 : i32 loc("four")
  %b = arith.constant 5 : i32 loc("five")
  return %a, %b : i32, i32
}

func.func @pure_ops_merged(%x: i32, %y: i32) -> (i32, i32) {
  %0 = arith.addi %x, %y : i32 loc(unknown)
  %1 = arith.addi %x, %y : i32 loc("second_add")
  %2 = arith.muli %x, %y : i32 loc("first_mul")
  %3 = arith.muli %x, %y : i32 loc("second_mul")
  %4 = arith.addi %0, %2 : i32 loc("sum1")
  %5 = arith.addi %1, %3 : i32 loc("sum2")
  return %4, %5 : i32, i32
}
