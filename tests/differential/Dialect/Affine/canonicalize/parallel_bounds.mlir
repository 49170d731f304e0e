// RUN: --allow-unregistered-dialect --canonicalize
// affine.parallel's folder composes the affine.apply ops defining its bound operands into the bound maps.
func.func @compose(%n: index, %m: index) {
  %0 = affine.apply affine_map<()[s0] -> (s0 + 1)>()[%n]
  %1 = affine.apply affine_map<()[s0] -> (s0 * 2)>()[%m]
  affine.parallel (%i, %j) = (%0, 0) to (%1, symbol(%n) + 4) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}
func.func @nested(%n: index) {
  affine.for %k = 0 to 8 {
    %0 = affine.apply affine_map<(d0) -> (d0 * 4)>(%k)
    affine.parallel (%i) = (%0) to (min(%0 + 4, symbol(%n))) {
      "test.use"(%i) : (index) -> ()
    }
  }
  return
}
func.func @constants() {
  %c2 = arith.constant 2 : index
  affine.parallel (%i) = (symbol(%c2)) to (symbol(%c2) * 8) step (2) {
    "test.use"(%i) : (index) -> ()
  }
  return
}
