// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
%0:4 = "t.c"() : () -> (complex<f32>, complex<f64>, complex<i8>, complex<bf16>)
%1 = "t.nested"() : () -> tensor<2xcomplex<f16>>
"t.attr"() {ty = complex<ui16>} : () -> ()
