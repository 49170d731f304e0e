// RUN: --canonicalize
// Shifts by 32 or more never fold; right shifts need both widths to agree.

func.func @shifts() -> (index, index, index, index, index, index, index, index, index) {
  %one = index.constant 1
  %c4 = index.constant 4
  %c31 = index.constant 31
  %c32 = index.constant 32
  %c63 = index.constant 63
  %c64 = index.constant 64
  %m16 = index.constant -16
  %big = index.constant 4294967296
  %0 = index.shl %one, %c31
  %1 = index.shl %one, %c32
  %2 = index.shl %m16, %c4
  %3 = index.shrs %m16, %c4
  %4 = index.shru %m16, %c4
  %5 = index.shrs %big, %c4
  %6 = index.shru %m16, %c63
  %7 = index.shl %one, %c64
  %8 = index.shru %c4, %one
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : index, index, index, index, index, index, index, index, index
}
