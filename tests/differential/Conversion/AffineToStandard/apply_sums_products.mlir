// RUN: --lower-affine
// affine.apply over sums, products, constants, dimensions and symbols;
// results unused or used twice; an identity map creates no op.

func.func @sums(%i: index, %j: index, %n: index) -> index {
  %0 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i, %j)
  %1 = affine.apply affine_map<(d0)[s0] -> (d0 * 4 + s0 * 2 + 9)>(%i)[%n]
  %2 = affine.apply affine_map<(d0, d1) -> (d1 - d0)>(%i, %j)
  %3 = arith.addi %0, %1 : index
  %4 = arith.addi %3, %2 : index
  return %4 : index
}

func.func @constants_and_identity(%i: index) -> (index, index, index) {
  %0 = affine.apply affine_map<() -> (42)>()
  %1 = affine.apply affine_map<(d0) -> (d0)>(%i)
  %2 = affine.apply affine_map<()[s0] -> (s0 * -3)>()[%i]
  return %0, %1, %2 : index, index, index
}

func.func @unused(%i: index, %n: index) {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 * s0 + 1)>(%i)[%n]
  %1 = affine.apply affine_map<(d0) -> (-d0 - 7)>(%0)
  return
}

func.func @chain(%i: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
  %1 = affine.apply affine_map<(d0) -> (d0 * 2)>(%0)
  %2 = affine.apply affine_map<(d0, d1) -> (d0 + d1 * 3 + 5)>(%0, %1)
  return %2 : index
}
