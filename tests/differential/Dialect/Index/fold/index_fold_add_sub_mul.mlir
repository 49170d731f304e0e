// RUN: --canonicalize
// add, sub and mul of constants wrap at 64 bits (their low 32 bits agree).

func.func @add_sub_mul() -> (index, index, index, index, index, index) {
  %max = index.constant 9223372036854775807
  %min = index.constant -9223372036854775808
  %one = index.constant 1
  %m1 = index.constant -1
  %i32max = index.constant 2147483647
  %big = index.constant 4294967296
  %0 = index.add %max, %one
  %1 = index.sub %min, %one
  %2 = index.mul %max, %m1
  %3 = index.add %i32max, %one
  %4 = index.mul %big, %big
  %5 = index.mul %i32max, %i32max
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
}
