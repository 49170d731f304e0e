// RUN: --test-single-fold
// RUN: --canonicalize
func.func @ext_const() -> (i16, i16, i16, i16, i200, i200, i64, i64) {
  %a = arith.constant -1 : i8
  %b = arith.constant 100 : i8
  %t = arith.constant true
  %0 = arith.extui %a : i8 to i16
  %1 = arith.extsi %a : i8 to i16
  %2 = arith.extui %b : i8 to i16
  %3 = arith.extsi %b : i8 to i16
  %4 = arith.extui %a : i8 to i200
  %5 = arith.extsi %a : i8 to i200
  %6 = arith.extui %t : i1 to i64
  %7 = arith.extsi %t : i1 to i64
  return %0, %1, %2, %3, %4, %5, %6, %7 : i16, i16, i16, i16, i200, i200, i64, i64
}

func.func @trunc_const() -> (i8, i1, i17, i64) {
  %a = arith.constant 4095 : i32
  %b = arith.constant -2 : i32
  %c = arith.constant 340282366920938463463374607431768211455 : i129
  %0 = arith.trunci %a : i32 to i8
  %1 = arith.trunci %b : i32 to i1
  %2 = arith.trunci %c : i129 to i17
  %3 = arith.trunci %c : i129 to i64
  return %0, %1, %2, %3 : i8, i1, i17, i64
}

func.func @chains(%x: i8, %y: i32) -> (i32, i32, i64, i8, i8, i16, i8, i16, i32) {
  %u = arith.extui %x : i8 to i16
  %0 = arith.extui %u : i16 to i32
  %s = arith.extsi %x : i8 to i16
  %1 = arith.extsi %s : i16 to i32
  %2 = arith.extsi %0 : i32 to i64
  %3 = arith.trunci %u : i16 to i8
  %4 = arith.trunci %s : i16 to i8
  %w = arith.extsi %y : i32 to i64
  %5 = arith.trunci %w : i64 to i16
  %t = arith.trunci %y : i32 to i16
  %6 = arith.trunci %t : i16 to i8
  %7 = arith.trunci %0 : i32 to i16
  %8 = arith.extui %s : i16 to i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i32, i32, i64, i8, i8, i16, i8, i16, i32
}

func.func @vector_casts() -> (vector<3xi32>, vector<3xi32>, vector<2xi4>, tensor<2xi64>) {
  %v = arith.constant dense<[-1, 0, 127]> : vector<3xi8>
  %w = arith.constant dense<300> : vector<2xi16>
  %t = arith.constant dense<-5> : tensor<2xi8>
  %0 = arith.extui %v : vector<3xi8> to vector<3xi32>
  %1 = arith.extsi %v : vector<3xi8> to vector<3xi32>
  %2 = arith.trunci %w : vector<2xi16> to vector<2xi4>
  %3 = arith.extsi %t : tensor<2xi8> to tensor<2xi64>
  return %0, %1, %2, %3 : vector<3xi32>, vector<3xi32>, vector<2xi4>, tensor<2xi64>
}
