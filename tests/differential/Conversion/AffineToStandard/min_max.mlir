// RUN: --lower-affine
// affine.min and affine.max over maps of one and several results.

func.func @min_max(%i: index, %j: index, %n: index) -> (index, index, index, index) {
  %0 = affine.min affine_map<(d0) -> (d0)>(%i)
  %1 = affine.min affine_map<(d0, d1)[s0] -> (d0, d1 + 4, s0 - 1, 128)>(%i, %j)[%n]
  %2 = affine.max affine_map<(d0)[s0] -> (d0 * 2, s0 floordiv 2)>(%i)[%n]
  %3 = affine.max affine_map<(d0, d1) -> (0, d0 - d1, d1 mod 5)>(%i, %j)
  return %0, %1, %2, %3 : index, index, index, index
}

func.func @feeding(%i: index, %n: index) -> index {
  %0 = affine.min affine_map<(d0)[s0] -> (d0 + 8, s0)>(%i)[%n]
  %1 = affine.max affine_map<(d0, d1) -> (d0, d1)>(%0, %i)
  %2 = affine.apply affine_map<(d0, d1) -> (d0 - d1)>(%1, %0)
  return %2 : index
}
