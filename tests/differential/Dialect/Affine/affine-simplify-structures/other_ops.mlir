// RUN: --allow-unregistered-dialect --affine-simplify-structures

// Maps of affine.min, max, parallel, load and store are simplified but
// those ops are not canonicalized.
func.func @others(%a: index, %b: index, %m: memref<100xf32>) -> (index, index) {
  %0 = affine.min affine_map<(d0, d1) -> (d0 * 2 - d0, d1 + 0, 100)>(%a, %b)
  %1 = affine.max affine_map<(d0) -> ((d0 * 3) floordiv 3, d0)>(%a)
  affine.parallel (%i) = (0) to (affine_map<() -> (8 * 2)>()) {
    %v = affine.load %m[%i + %i - %i] : memref<100xf32>
    affine.store %v, %m[(%i * 2) floordiv 2] : memref<100xf32>
  }
  return %0, %1 : index, index
}

// Maps on other ops, in discardable attributes.
func.func @attrs() {
  "test.op"() {map = affine_map<(d0, d1) -> (d0 * 2 + d1 * 4 - d0 * 2, (d0 floordiv 2) * 2 + d0 mod 2)>, other = 3 : i32} : () -> ()
  "test.op"() {same = affine_map<(d0) -> (d0)>} : () -> ()
  return
}
