// RUN: --allow-unregistered-dialect --canonicalize
// affine.min and affine.max: constant folding, single results as affine.apply, duplicate results, merging a producer of the same kind, results sorted by their flattened form, and composition of affine.apply operands.
func.func @constants() -> (index, index, index) {
  %c3 = arith.constant 3 : index
  %c9 = arith.constant 9 : index
  %0 = affine.min affine_map<(d0, d1) -> (d0 + 1, d1 - 2, 10)>(%c3, %c9)
  %1 = affine.max affine_map<(d0, d1) -> (d0 + 1, d1 - 2, 10)>(%c3, %c9)
  %2 = affine.min affine_map<()[s0] -> (s0 * 2)>()[%c9]
  return %0, %1, %2 : index, index, index
}
func.func @partial(%a: index) -> (index, index) {
  %c3 = arith.constant 3 : index
  %0 = affine.min affine_map<(d0)[s0] -> (d0, s0 + 5)>(%a)[%c3]
  %1 = affine.max affine_map<(d0, d1) -> (d0 * 2, d1, 7)>(%a, %c3)
  return %0, %1 : index, index
}
func.func @single_result(%a: index, %b: index) -> (index, index) {
  %0 = affine.min affine_map<(d0)[s0] -> (d0 + s0)>(%a)[%b]
  %1 = affine.max affine_map<(d0) -> (d0 * 4)>(%a)
  return %0, %1 : index, index
}
func.func @duplicates(%a: index, %b: index) -> (index, index) {
  %0 = affine.min affine_map<(d0, d1) -> (d0, d1, d0)>(%a, %b)
  %1 = affine.max affine_map<()[s0, s1] -> (s0 + 1, s1, s0 + 1, s1)>()[%a, %b]
  return %0, %1 : index, index
}
func.func @merge(%a: index, %b: index, %c: index) -> (index, index, index) {
  %0 = affine.min affine_map<()[s0, s1] -> (s0 + 16, s1 * 8)>()[%a, %b]
  %1 = affine.min affine_map<(d0)[s0] -> (s0 + 4, d0)>(%0)[%c]
  %2 = affine.max affine_map<()[s0, s1] -> (s0, s1 - 3)>()[%a, %b]
  %3 = affine.max affine_map<()[s0, s1] -> (s0, s1 * 2)>()[%2, %c]
  %4 = affine.min affine_map<()[s0, s1] -> (s0, s1)>()[%2, %c]
  return %1, %3, %4 : index, index, index
}
func.func @order(%a: index, %b: index) -> (index, index, index) {
  %0 = affine.min affine_map<()[s0, s1] -> (s1 + 2, s0 * 3, s0 + s1, 100)>()[%a, %b]
  %1 = affine.max affine_map<()[s0, s1] -> (s0 - s1, s0 + s1, -s0)>()[%a, %b]
  %2 = affine.min affine_map<()[s0, s1] -> (s0 floordiv 2, s1)>()[%a, %b]
  return %0, %1, %2 : index, index, index
}
func.func @compose(%a: index, %b: index) -> (index, index) {
  %0 = affine.apply affine_map<()[s0] -> (s0 * 4)>()[%a]
  %1 = affine.min affine_map<(d0)[s0] -> (d0 + 2, s0)>(%0)[%b]
  %2 = affine.max affine_map<(d0, d1) -> (d0, d1)>(%0, %0)
  return %1, %2 : index, index
}
func.func @in_loop(%n: index) {
  affine.for %i = 0 to 64 step 16 {
    %0 = affine.min affine_map<(d0)[s0] -> (16, s0 - d0)>(%i)[%n]
    %1 = affine.max affine_map<(d0) -> (d0, 0)>(%i)
    %2 = affine.min affine_map<(d0) -> (d0 + 16, 64)>(%i)
    "test.use"(%0, %1, %2) : (index, index, index) -> ()
  }
  return
}
