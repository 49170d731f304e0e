// RUN: --test-single-fold
func.func @idempotent(%x: i32, %y: i32) -> (i32, i32, i32, i32) {
  %0 = "test.op_idempotent_trait"(%x) {a = 1} : (i32) -> i32
  %1 = "test.op_idempotent_trait"(%0) {a = 2} : (i32) -> i32
  %2 = "test.op_idempotent_trait"(%1) : (i32) -> i32
  %3 = "test.op_idempotent_trait_binary"(%x, %x) : (i32, i32) -> i32
  %4 = "test.op_idempotent_trait_binary"(%x, %y) : (i32, i32) -> i32
  %5 = "test.op_idempotent_trait_binary"(%4, %4) : (i32, i32) -> i32
  return %2, %3, %4, %5 : i32, i32, i32, i32
}

func.func @involution(%x: i32) -> (i32, i32, i32) {
  %0 = "test.op_involution_trait_no_operation_fold"(%x) {b = 1} : (i32) -> i32
  %1 = "test.op_involution_trait_no_operation_fold"(%0) : (i32) -> i32
  %2 = "test.op_involution_trait_no_operation_fold"(%1) : (i32) -> i32
  %3 = "test.op_idempotent_trait"(%x) : (i32) -> i32
  %4 = "test.op_involution_trait_no_operation_fold"(%3) : (i32) -> i32
  return %2, %4, %0 : i32, i32, i32
}

func.func @commutative(%x: i32, %y: i32) -> (i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = "test.op_commutative"(%c1, %x, %c2, %y) : (i32, i32, i32, i32) -> i32
  %1 = "test.op_commutative2"(%c2, %x) : (i32, i32) -> i32
  %2 = "test.op_commutative2"(%x, %c2) : (i32, i32) -> i32
  %3 = "test.op_commutative"(%x, %c2, %y, %c1) : (i32, i32, i32, i32) -> i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}
