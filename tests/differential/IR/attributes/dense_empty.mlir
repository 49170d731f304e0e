// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// Zero-element dense attributes print as `dense<>` whatever the input form.
"t.empty"() {a = dense<> : tensor<0xi32>, b = dense<[]> : tensor<0xf32>, c = dense<> : tensor<2x0xi8>, d = dense<[[], []]> : tensor<2x0xi8>, e = dense<> : tensor<0xi1>, f = dense<[]> : tensor<0x!foo.s>, g = dense<> : tensor<0xcomplex<f32>>} : () -> ()
