// RUN: --allow-unregistered-dialect --affine-simplify-structures

// Operands that are constants, repeated or defined by applies: the
// canonical forms of the maps and sets after simplification.
func.func @operands(%n: index, %m: memref<100xf32>) {
  %c4 = arith.constant 4 : index
  %0 = affine.apply affine_map<(d0, d1) -> (d0 * 2 + d1 - d0)>(%n, %n)
  %1 = affine.apply affine_map<(d0)[s0] -> (d0 + s0 * 2)>(%0)[%c4]
  affine.if affine_set<(d0, d1) : (d0 * 2 - d1 * 2 >= 0, d0 - d1 >= 0)>(%n, %c4) {
    "test.then"(%1) : (index) -> ()
  }
  affine.if affine_set<(d0, d1) : (d0 - d1 == 0)>(%n, %n) {
    "test.then"() : () -> ()
  }
  affine.for %i = %0 to affine_map<(d0) -> (d0 * 2 + 6 - d0)>(%0) {
    %v = affine.load %m[%i + %c4 - 4] : memref<100xf32>
    "test.use"(%v) : (f32) -> ()
  }
  return
}
