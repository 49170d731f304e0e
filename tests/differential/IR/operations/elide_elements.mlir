// RUN: --allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=2
// RUN: --allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=2 --mlir-print-op-generic
// RUN: --allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=0
// RUN: --allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=1 --mlir-print-elementsattrs-with-hex-if-larger=1
// Elided elements attributes print as `dense_resource<__elided__>` with
// their type. Splats, dense arrays and real dense_resource references are
// never elided; a sparse attribute is elided when its index or value list is
// a non-splat larger than the limit.
"t.dense"() {a = dense<[1, 2, 3]> : tensor<3xi32>, b = dense<[1, 2]> : tensor<2xi32>, c = dense<5> : tensor<100xi32>, g = dense<[1.0, 2.0, 3.0]> : tensor<3xf32>} : () -> ()
"t.other"() {d = array<i32: 1, 2, 3, 4>, e = dense<["a", "b", "c"]> : tensor<3x!f.s>, f = dense<(1.0, 2.0)> : tensor<3xcomplex<f32>>, i = dense_resource<blob1> : tensor<3xi8>} : () -> ()
"t.sparse"() {h = sparse<[[0]], [1]> : tensor<3xi32>, j = sparse<[[0], [2]], [1, 2]> : tensor<3xi32>, k = sparse<[[1, 1]], [7]> : tensor<2x2xi8>} : () -> ()
"t.nested"() {l = [dense<[1, 2, 3]> : vector<3xi8>]} : () -> ()
{-# dialect_resources: { builtin: { blob1: "0x01000000010203" } } #-}
