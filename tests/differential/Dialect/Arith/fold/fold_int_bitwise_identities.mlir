// RUN: --test-single-fold
// RUN: --canonicalize --mlir-print-debuginfo
func.func @and(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %m1 = arith.constant -1 : i32
  %0 = arith.andi %x, %c0 : i32
  %1 = arith.andi %x, %m1 : i32
  %2 = arith.andi %x, %x : i32
  %n = arith.xori %x, %m1 : i32
  %3 = arith.andi %x, %n : i32
  %4 = arith.andi %n, %x : i32
  %a = arith.andi %x, %y : i32
  %5 = arith.andi %x, %a : i32
  %6 = arith.andi %a, %y : i32
  %7 = arith.andi %c0, %x : i32
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i32, i32, i32, i32, i32
}

func.func @or(%x: i8, %v: vector<4xi1>) -> (i8, i8, i8, i8, i8, vector<4xi1>, vector<4xi1>) {
  %c0 = arith.constant 0 : i8
  %m1 = arith.constant -1 : i8
  %t = arith.constant dense<true> : vector<4xi1>
  %0 = arith.ori %x, %c0 : i8
  %1 = arith.ori %x, %m1 : i8
  %2 = arith.ori %x, %x : i8
  %n = arith.xori %x, %m1 : i8
  %3 = arith.ori %x, %n : i8
  %4 = arith.ori %n, %x : i8
  %5 = arith.ori %v, %t : vector<4xi1>
  %nv = arith.xori %v, %t : vector<4xi1>
  %6 = arith.ori %nv, %v : vector<4xi1>
  return %0, %1, %2, %3, %4, %5, %6 : i8, i8, i8, i8, i8, vector<4xi1>, vector<4xi1>
}

func.func @xor(%x: i64, %a: i64, %t: tensor<2xi64>) -> (i64, i64, i64, i64, i64, i64, tensor<2xi64>) {
  %c0 = arith.constant 0 : i64
  %0 = arith.xori %x, %c0 : i64
  %1 = arith.xori %x, %x : i64
  %xa = arith.xori %x, %a : i64
  %ax = arith.xori %a, %x : i64
  %2 = arith.xori %xa, %a : i64
  %3 = arith.xori %ax, %a : i64
  %4 = arith.xori %a, %xa : i64
  %5 = arith.xori %a, %ax : i64
  %6 = arith.xori %t, %t : tensor<2xi64>
  return %0, %1, %2, %3, %4, %5, %6 : i64, i64, i64, i64, i64, i64, tensor<2xi64>
}
