// RUN: --test-single-fold
// RUN: --canonicalize --mlir-print-debuginfo
func.func @minmax(%x: i16) -> (i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16) {
  %min = arith.constant -32768 : i16
  %max = arith.constant 32767 : i16
  %c0 = arith.constant 0 : i16
  %m1 = arith.constant -1 : i16
  %0 = arith.maxsi %x, %x : i16
  %1 = arith.maxsi %x, %max : i16
  %2 = arith.maxsi %x, %min : i16
  %3 = arith.minsi %x, %min : i16
  %4 = arith.minsi %x, %max : i16
  %5 = arith.maxui %x, %m1 : i16
  %6 = arith.maxui %x, %c0 : i16
  %7 = arith.minui %x, %c0 : i16
  %8 = arith.minui %x, %m1 : i16
  %9 = arith.minui %x, %x : i16
  %10 = arith.maxsi %max, %x : i16
  %11 = arith.minsi %x, %c0 : i16
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16
}

func.func @minmax_splat(%v: vector<2xindex>) -> (vector<2xindex>, vector<2xindex>) {
  %max = arith.constant dense<9223372036854775807> : vector<2xindex>
  %z = arith.constant dense<0> : vector<2xindex>
  %0 = arith.maxsi %v, %max : vector<2xindex>
  %1 = arith.minui %v, %z : vector<2xindex>
  return %0, %1 : vector<2xindex>, vector<2xindex>
}
