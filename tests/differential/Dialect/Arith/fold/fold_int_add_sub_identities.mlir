// RUN: --test-single-fold
// RUN: --canonicalize --mlir-print-debuginfo
func.func @add_zero(%x: i32, %v: vector<4xi17>, %t: tensor<2x3xindex>) -> (i32, i32, vector<4xi17>, tensor<2x3xindex>) {
  %c0 = arith.constant 0 : i32
  %z = arith.constant dense<0> : vector<4xi17>
  %zt = arith.constant dense<0> : tensor<2x3xindex>
  %0 = arith.addi %x, %c0 : i32
  %1 = arith.addi %c0, %x overflow<nsw, nuw> : i32
  %2 = arith.addi %v, %z : vector<4xi17>
  %3 = arith.addi %t, %zt : tensor<2x3xindex>
  return %0, %1, %2, %3 : i32, i32, vector<4xi17>, tensor<2x3xindex>
}

func.func @add_of_sub(%a: i64, %b: i64) -> (i64, i64, i64) {
  %s = arith.subi %a, %b : i64
  %0 = arith.addi %s, %b : i64
  %1 = arith.addi %b, %s : i64
  %2 = arith.addi %s, %a : i64
  return %0, %1, %2 : i64, i64, i64
}

func.func @sub_self_and_zero(%x: i8, %v: vector<3xi128>, %t: tensor<?xi8>) -> (i8, i8, vector<3xi128>, tensor<?xi8>) {
  %c0 = arith.constant 0 : i8
  %0 = arith.subi %x, %x : i8
  %1 = arith.subi %x, %c0 : i8
  %2 = arith.subi %v, %v : vector<3xi128>
  %3 = arith.subi %t, %t : tensor<?xi8>
  return %0, %1, %2, %3 : i8, i8, vector<3xi128>, tensor<?xi8>
}

func.func @sub_of_add(%a: index, %b: index) -> (index, index, index) {
  %s = arith.addi %a, %b : index
  %0 = arith.subi %s, %b : index
  %1 = arith.subi %s, %a : index
  %2 = arith.subi %b, %s : index
  return %0, %1, %2 : index, index, index
}

func.func @zero_minus(%x: i16) -> i16 {
  %c0 = arith.constant 0 : i16
  %0 = arith.subi %c0, %x : i16
  return %0 : i16
}

func.func @flags_do_not_matter(%x: i8) -> (i8, i8, i8) {
  %max = arith.constant 127 : i8
  %one = arith.constant 1 : i8
  %m1 = arith.constant -1 : i8
  %0 = arith.addi %max, %one overflow<nsw> : i8
  %1 = arith.addi %m1, %one overflow<nuw> : i8
  %2 = arith.muli %max, %max overflow<nsw, nuw> : i8
  return %0, %1, %2 : i8, i8, i8
}
