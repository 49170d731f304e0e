// RUN: --canonicalize
// and, or and xor chains with constants reassociate.

func.func @and_chain(%a: index) -> index {
  %c12 = index.constant 12
  %c10 = index.constant 10
  %0 = index.and %a, %c12
  %1 = index.and %0, %c10
  return %1 : index
}

func.func @or_chain(%a: index) -> index {
  %c1 = index.constant 1
  %c4 = index.constant 4
  %0 = index.or %c1, %a
  %1 = index.or %c4, %0
  return %1 : index
}

func.func @xor_chain(%a: index) -> index {
  %c5 = index.constant 5
  %c3 = index.constant 3
  %0 = index.xor %a, %c5
  %1 = index.xor %0, %c3
  %2 = index.xor %1, %c3
  return %2 : index
}

func.func @xor_cancel(%a: index) -> index {
  %c7 = index.constant 7
  %0 = index.xor %a, %c7
  %1 = index.xor %0, %c7
  return %1 : index
}

func.func @and_high_bits(%a: index) -> index {
  %hi = index.constant -4294967296
  %lo = index.constant 4294967295
  %0 = index.and %a, %hi
  %1 = index.and %0, %lo
  return %1 : index
}
