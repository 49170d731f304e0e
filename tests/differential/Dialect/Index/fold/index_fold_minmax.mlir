// RUN: --canonicalize
// min and max of constants around the 32-bit boundaries.

func.func @minmax() -> (index, index, index, index, index, index, index, index) {
  %c5 = index.constant 5
  %m5 = index.constant -5
  %i32max = index.constant 2147483647
  %two31 = index.constant 2147483648
  %big = index.constant 4294967296
  %0 = index.maxs %c5, %m5
  %1 = index.mins %c5, %m5
  %2 = index.maxu %c5, %m5
  %3 = index.minu %c5, %m5
  %4 = index.maxs %two31, %c5
  %5 = index.maxs %i32max, %c5
  %6 = index.minu %big, %c5
  %7 = index.maxu %big, %two31
  return %0, %1, %2, %3, %4, %5, %6, %7 : index, index, index, index, index, index, index, index
}
