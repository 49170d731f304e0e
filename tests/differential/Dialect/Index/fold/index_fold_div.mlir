// RUN: --canonicalize
// Divisions: folded when 32-bit and 64-bit index agree, never by zero.

func.func @divs() -> (index, index, index, index, index, index) {
  %c7 = index.constant 7
  %m7 = index.constant -7
  %c2 = index.constant 2
  %m2 = index.constant -2
  %c0 = index.constant 0
  %min = index.constant -9223372036854775808
  %m1 = index.constant -1
  %0 = index.divs %c7, %m2
  %1 = index.divs %m7, %c2
  %2 = index.divs %c7, %c0
  %3 = index.divs %min, %m1
  %4 = index.divs %c0, %c2
  %5 = index.divu %m1, %c2
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
}

func.func @ceil_floor() -> (index, index, index, index, index, index, index, index) {
  %c7 = index.constant 7
  %m7 = index.constant -7
  %c2 = index.constant 2
  %m2 = index.constant -2
  %c0 = index.constant 0
  %0 = index.ceildivs %c7, %c2
  %1 = index.ceildivs %m7, %c2
  %2 = index.ceildivs %c7, %m2
  %3 = index.ceildivs %m7, %m2
  %4 = index.floordivs %c7, %c2
  %5 = index.floordivs %m7, %c2
  %6 = index.floordivs %c7, %m2
  %7 = index.ceildivu %c7, %c0
  return %0, %1, %2, %3, %4, %5, %6, %7 : index, index, index, index, index, index, index, index
}

// Operands whose low 32 bits differ from their 64-bit value.
func.func @high_bits() -> (index, index, index, index, index, index, index) {
  %big = index.constant 4294967296
  %big7 = index.constant 4294967303
  %c2 = index.constant 2
  %min = index.constant -9223372036854775808
  %i32min = index.constant -2147483648
  %m1 = index.constant -1
  %0 = index.divu %big, %c2
  %1 = index.divs %big7, %c2
  %2 = index.ceildivs %min, %c2
  %3 = index.ceildivu %big, %c2
  %4 = index.floordivs %min, %c2
  %5 = index.divs %i32min, %m1
  %6 = index.ceildivu %m1, %m1
  return %0, %1, %2, %3, %4, %5, %6 : index, index, index, index, index, index, index
}
