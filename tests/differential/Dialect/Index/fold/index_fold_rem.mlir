// RUN: --canonicalize
// Remainders: the dividend's sign, zero divisors, high bits.

func.func @rem() -> (index, index, index, index, index, index, index, index) {
  %c7 = index.constant 7
  %m7 = index.constant -7
  %c3 = index.constant 3
  %m3 = index.constant -3
  %c0 = index.constant 0
  %big = index.constant 4294967299
  %m1 = index.constant -1
  %min = index.constant -9223372036854775808
  %0 = index.rems %c7, %m3
  %1 = index.rems %m7, %c3
  %2 = index.remu %m7, %c3
  %3 = index.rems %c7, %c0
  %4 = index.remu %c7, %c0
  %5 = index.remu %big, %c3
  %6 = index.rems %min, %m1
  %7 = index.remu %c7, %m1
  return %0, %1, %2, %3, %4, %5, %6, %7 : index, index, index, index, index, index, index, index
}
