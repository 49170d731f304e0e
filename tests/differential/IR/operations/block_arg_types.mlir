// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// Block arguments of any type, in entry and non-entry blocks; a block with
// an empty argument list `^bb1()` prints without parentheses.
"t.r"() ({
^bb0(%a: tensor<?x4xf32>, %b: memref<2xi8, affine_map<(d0) -> (d0 + 1)>>, %c: !foo.bar<"x">, %d: (i32) -> i32):
  "t.br"()[^bb1] : () -> ()
^bb1():
  "t.br"()[^bb2] : () -> ()
^bb2(%e: tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>, %f: complex<f32>):
  "t.use"(%a, %b, %c, %d, %e, %f) : (tensor<?x4xf32>, memref<2xi8, affine_map<(d0) -> (d0 + 1)>>, !foo.bar<"x">, (i32) -> i32, tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>, complex<f32>) -> ()
}) : () -> ()
