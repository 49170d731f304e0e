// RUN: --lower-affine
// RUN: --lower-affine --mlir-print-debuginfo
// mod, floordiv and ceildiv by constants and by symbols (semi-affine),
// nested in each other and in sums.

func.func @by_constants(%i: index) -> (index, index, index) {
  %0 = affine.apply affine_map<(d0) -> (d0 mod 8)>(%i)
  %1 = affine.apply affine_map<(d0) -> (d0 floordiv 4)>(%i)
  %2 = affine.apply affine_map<(d0) -> (d0 ceildiv 16)>(%i)
  return %0, %1, %2 : index, index, index
}

func.func @by_symbols(%i: index, %s: index, %t: index) -> (index, index, index) {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%i)[%s]
  %1 = affine.apply affine_map<(d0)[s0, s1] -> (d0 floordiv (s0 * s1))>(%i)[%s, %t]
  %2 = affine.apply affine_map<(d0)[s0] -> ((d0 + 3) ceildiv s0)>(%i)[%s]
  return %0, %1, %2 : index, index, index
}

func.func @nested(%i: index, %j: index, %s: index) -> (index, index) {
  %0 = affine.apply affine_map<(d0, d1) -> ((d0 mod 3) floordiv 2 + d1 ceildiv 5)>(%i, %j)
  %1 = affine.apply affine_map<(d0)[s0] -> (((d0 * s0) mod 7) * 2 + (d0 floordiv s0) mod 4)>(%i)[%s]
  return %0, %1 : index, index
}
