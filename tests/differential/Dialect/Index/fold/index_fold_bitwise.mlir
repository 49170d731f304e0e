// RUN: --canonicalize
// and, or, xor of constants, including the high 32 bits.

func.func @bitwise() -> (index, index, index, index, index) {
  %a = index.constant 12
  %b = index.constant 10
  %hi = index.constant -4294967296
  %m1 = index.constant -1
  %0 = index.and %a, %b
  %1 = index.or %a, %b
  %2 = index.xor %a, %b
  %3 = index.and %hi, %m1
  %4 = index.xor %hi, %m1
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}
