// RUN:
// RUN: --mlir-print-op-generic
// affine.apply, affine.min and affine.max: aliased and inline maps, symbols, attributes.
#map = affine_map<(d0)[s0] -> (d0 + s0)>
#sym = affine_map<()[s0, s1] -> (s0 floordiv s1)>
func.func @apply(%i: index, %j: index, %n: index) -> (index, index, index, index) {
  %a = affine.apply #map(%i)[%n]
  %b = affine.apply affine_map<(d0, d1) -> (d0 * 2 + d1 mod 4)>(%i, %j)
  %c = affine.apply #sym()[%i, %n]
  %d = affine.apply affine_map<() -> (42)>() {tag = "x"}
  %e = affine.apply affine_map<(d0) -> (d0 ceildiv 3 - d0 * 4)>(%a)
  return %a, %b, %c, %e : index, index, index, index
}
func.func @min_max(%i: index, %n: index) -> (index, index, index) {
  %0 = affine.min affine_map<(d0)[s0] -> (d0, s0, 10)>(%i)[%n]
  %1 = affine.max affine_map<()[s0] -> (s0, 10)>()[%n]
  %2 = affine.min affine_map<(d0, d1) -> (d0 - d1, -d0)>(%0, %1) {note}
  return %0, %1, %2 : index, index, index
}
func.func @same_map_twice(%i: index) -> (index, index) {
  %0 = affine.apply #map(%i)[%i]
  %1 = affine.min #map(%i)[%0]
  return %0, %1 : index, index
}
