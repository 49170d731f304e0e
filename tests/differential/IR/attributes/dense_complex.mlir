// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// Complex dense elements: `(re,im)` with no space after the comma.
"t.splat"() {a = dense<(1.0, 2.0)> : tensor<2xcomplex<f32>>, b = dense<[(1.0, 0.0), (1.0, 0.0)]> : tensor<2xcomplex<f64>>, c = dense<(3, -4)> : tensor<complex<i8>>} : () -> ()
"t.list"() {a = dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i32>>, b = dense<[[(0.5, -0.5)], [(0.1, 1.0e-4)]]> : tensor<2x1xcomplex<f32>>, c = dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f16>>} : () -> ()
