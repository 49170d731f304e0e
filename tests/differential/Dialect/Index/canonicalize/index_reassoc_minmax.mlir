// RUN: --canonicalize
// min/max chains reassociate only when 32-bit and 64-bit index agree.

func.func @maxs_chain(%a: index) -> index {
  %c3 = index.constant 3
  %c9 = index.constant 9
  %0 = index.maxs %a, %c3
  %1 = index.maxs %0, %c9
  return %1 : index
}

func.func @mins_chain(%a: index) -> index {
  %c3 = index.constant -3
  %c9 = index.constant 9
  %0 = index.mins %a, %c3
  %1 = index.mins %0, %c9
  return %1 : index
}

func.func @maxu_chain(%a: index) -> index {
  %c3 = index.constant 3
  %c9 = index.constant 9
  %0 = index.maxu %c3, %a
  %1 = index.maxu %0, %c9
  return %1 : index
}

func.func @minu_chain(%a: index) -> index {
  %c3 = index.constant 3
  %c9 = index.constant 9
  %0 = index.minu %a, %c9
  %1 = index.minu %0, %c3
  return %1 : index
}

// 2^31 is negative at 32 bits, positive at 64: maxs(2^31, 0) disagrees.
func.func @maxs_disagree(%a: index) -> index {
  %big = index.constant 2147483648
  %c0 = index.constant 0
  %0 = index.maxs %a, %big
  %1 = index.maxs %0, %c0
  return %1 : index
}

// 2^32 truncates to 0 at 32 bits: minu(2^32, 5) disagrees.
func.func @minu_disagree(%a: index) -> index {
  %big = index.constant 4294967296
  %c5 = index.constant 5
  %0 = index.minu %a, %big
  %1 = index.minu %0, %c5
  return %1 : index
}

func.func @mins_int32_boundary(%a: index) -> index {
  %m = index.constant 2147483647
  %n = index.constant -2147483648
  %0 = index.mins %a, %m
  %1 = index.mins %0, %n
  return %1 : index
}
