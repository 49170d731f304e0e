// RUN: --canonicalize
// Algebraic identities and constants moved to the right of commutative ops.

func.func @identities(%a: index, %b: index) -> (index, index, index, index, index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %0 = index.add %a, %c0
  %1 = index.add %c0, %b
  %2 = index.sub %a, %c0
  %3 = index.mul %c1, %a
  %4 = index.mul %b, %c0
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}

func.func @no_identity(%a: index) -> (index, index, index, index, index, index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %0 = index.sub %c0, %a
  %1 = index.divs %a, %c1
  %2 = index.and %a, %c0
  %3 = index.or %a, %c0
  %4 = index.shl %a, %c0
  %5 = index.maxu %a, %c0
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
}

func.func @commute(%a: index) -> (index, index, index, index) {
  %c7 = index.constant 7
  %0 = index.add %c7, %a
  %1 = index.xor %c7, %a
  %2 = index.mins %c7, %a
  %3 = index.sub %c7, %a
  return %0, %1, %2, %3 : index, index, index, index
}
