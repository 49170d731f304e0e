// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// Non-splat dense elements: nesting follows the shape.
"t.ints"() {a = dense<[1, 2, 3]> : tensor<3xi32>, b = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi16>, c = dense<[[[1]], [[2]]]> : tensor<2x1x1xi8>, d = dense<[0xFF, 3]> : tensor<2xui8>, e = dense<[-5, 5]> : tensor<2xsi8>, f = dense<[1, -1]> : tensor<2xindex>} : () -> ()
"t.floats"() {a = dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf64>, b = dense<[0.1, 0x7F800000, 1.0e-4, 16777216.0]> : tensor<4xf32>, c = dense<[1.0, 0.3]> : vector<2xf16>, d = dense<[0.5, 1.5]> : tensor<2xf8E4M3FN>} : () -> ()
"t.bools"() {a = dense<[true, false]> : tensor<2xi1>, b = dense<[[true], [false]]> : vector<2x1xi1>} : () -> ()
"t.wide"() {a = dense<[1, -170141183460469231731687303715884105728]> : tensor<2xi128>, b = dense<[1.0, 0.1]> : tensor<2xf80>} : () -> ()
