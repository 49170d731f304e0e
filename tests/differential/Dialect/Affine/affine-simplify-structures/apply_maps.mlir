// RUN: --allow-unregistered-dialect --affine-simplify-structures
// RUN: --allow-unregistered-dialect --affine-simplify-structures --mlir-disable-threading

// Results simplified, then the applies canonicalized and folded.
func.func @applies(%a: index, %b: index) {
  %0 = affine.apply affine_map<(d0) -> ((d0 * 4) floordiv 2)>(%a)
  %1 = affine.apply affine_map<(d0) -> (d0 mod 1 + d0)>(%a)
  %2 = affine.apply affine_map<(d0, d1) -> (d0 + d1 - d0)>(%a, %b)
  %3 = affine.apply affine_map<(d0) -> ((d0 floordiv 4) * 4 + d0 mod 4)>(%a)
  %4 = affine.apply affine_map<(d0) -> ((d0 * 8 + 4) floordiv 4)>(%a)
  %5 = affine.apply affine_map<(d0) -> ((d0 * 6) mod 3)>(%a)
  %6 = affine.apply affine_map<(d0)[s0] -> (d0 * s0 + d0 * s0)>(%a)[%b]
  %7 = affine.apply affine_map<(d0) -> ((d0 + 3) ceildiv 1)>(%0)
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7) : (index, index, index, index, index, index, index, index) -> ()
  return
}

// Constants fold away.
func.func @constants() -> index {
  %c3 = arith.constant 3 : index
  %0 = affine.apply affine_map<(d0) -> (d0 * 2 + 1)>(%c3)
  %1 = affine.apply affine_map<() -> (7 floordiv 2)>()
  %2 = arith.addi %0, %1 : index
  return %2 : index
}
