// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// Sparse elements: `sparse<indices, values>`. Indices and values are each
// printed like a dense attribute, so a splat collapses to one value and an
// empty one prints as nothing (`sparse<>`).
"t.ints"() {a = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, d = sparse<[[1, 1]], [7]> : tensor<2x2xi8>, e = sparse<[[0, 1], [1, 0], [1, 1]], [1, 2, 3]> : tensor<2x2xi16>} : () -> ()
"t.floats"() {b = sparse<[[0], [2]], [1.5, 2.5]> : tensor<4xf32>, f = sparse<[[0], [1]], [3.0, 3.0]> : vector<4xf64>} : () -> ()
"t.empty"() {c = sparse<[], []> : tensor<4xi32>} : () -> ()
"t.other"() {g = sparse<[[0]], ["x"]> : tensor<2x!foo.s>, h = sparse<[[0], [1]], [(1, 2), (3, 4)]> : tensor<2xcomplex<i32>>, i = sparse<1, 5> : tensor<3xi32>} : () -> ()
