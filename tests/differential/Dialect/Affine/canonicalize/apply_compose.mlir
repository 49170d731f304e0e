// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --mlir-print-op-generic
// affine.apply chains composed into their users, constants folded into maps, duplicate operands merged, and values valid as symbols promoted to symbols.
func.func @chain(%a: index, %b: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%a)
  %1 = affine.apply affine_map<(d0, d1) -> (d0 * 2 + d1)>(%0, %b)
  %2 = affine.apply affine_map<(d0) -> (d0 floordiv 3)>(%1)
  return %2 : index
}
func.func @constants() -> (index, index, index) {
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 * s0 + 1)>(%c4)[%c7]
  %1 = affine.apply affine_map<(d0) -> (d0 mod 3)>(%c7)
  %2 = affine.apply affine_map<(d0) -> (d0 ceildiv 2)>(%c7)
  return %0, %1, %2 : index, index, index
}
func.func @constant_symbol(%a: index) -> index {
  %c4 = arith.constant 4 : index
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%a)[%c4]
  return %0 : index
}
func.func @duplicates(%a: index, %b: index) -> (index, index) {
  %0 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%a, %a)
  %1 = affine.apply affine_map<(d0)[s0, s1] -> (d0 + s0 - s1)>(%b)[%a, %a]
  return %0, %1 : index, index
}
func.func @unused_operands(%a: index, %b: index, %c: index) -> index {
  %0 = affine.apply affine_map<(d0, d1)[s0] -> (d1 * 3)>(%a, %b)[%c]
  return %0 : index
}
func.func @identity(%a: index, %b: index) -> (index, index) {
  %0 = affine.apply affine_map<(d0) -> (d0)>(%a)
  %1 = affine.apply affine_map<()[s0, s1] -> (s1)>()[%a, %b]
  return %0, %1 : index, index
}
func.func @in_loops(%n: index) {
  affine.for %i = 0 to 100 {
    affine.for %j = 0 to %n {
      %0 = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%i, %j)
      %1 = affine.apply affine_map<(d0)[s0] -> (d0 - s0)>(%0)[%n]
      %2 = affine.apply affine_map<(d0, d1) -> (d0 + d1 + d0)>(%1, %i)
      "test.use"(%2) : (index) -> ()
    }
  }
  return
}
func.func @simplified(%a: index, %b: index) -> (index, index, index) {
  %0 = affine.apply affine_map<(d0, d1) -> (d0 + 2 + d1 * 3 - d0)>(%a, %b)
  %1 = affine.apply affine_map<(d0) -> ((d0 * 4 + 8) floordiv 4)>(%a)
  %2 = affine.apply affine_map<(d0) -> ((d0 * 6) mod 3)>(%a)
  return %0, %1, %2 : index, index, index
}
func.func @poison() -> (index, index) {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%c5)[%c0]
  %1 = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%c5)[%c0]
  return %0, %1 : index, index
}
func.func @dim_of_alloc(%n: index) {
  %m = memref.alloc(%n) : memref<?xf32>
  affine.for %i = 0 to 10 {
    %d = memref.dim %m, %i : memref<?xf32>
    %0 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i, %d)
    "test.use"(%0) : (index) -> ()
  }
  return
}
