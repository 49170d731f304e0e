// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// Ranked tensors (static, dynamic, zero-sized, 0-d) and unranked tensors.
%0 = "t.ranked"() : () -> tensor<2x3xf32>
%1 = "t.dynamic"() : () -> tensor<?x4x?xi32>
%2 = "t.zero_d"() : () -> tensor<index>
%3 = "t.empty_dim"() : () -> tensor<0x5xi8>
%4 = "t.unranked"() : () -> tensor<*xf64>
%5 = "t.of_complex"() : () -> tensor<*xcomplex<f32>>
%6 = "t.of_vector"() : () -> tensor<3xvector<4xf32>>
%7 = "t.of_opaque"() : () -> tensor<2x!foo.elem>
