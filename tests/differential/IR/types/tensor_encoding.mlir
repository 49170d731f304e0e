// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// RUN: --allow-unregistered-dialect --mlir-print-local-scope
// Ranked tensor encodings: a string, a dictionary, an integer, an opaque
// dialect attribute and an affine map (which gets a #map alias).
%0 = "t.string"() : () -> tensor<4xf32, "sparse">
%1 = "t.dict"() : () -> tensor<?x?xf32, {b = 1 : i32, a = "x"}>
%2 = "t.int"() : () -> tensor<8xi8, 7>
%3 = "t.opaque"() : () -> tensor<8xi8, #foo.enc<"csr">>
%4 = "t.map"() : () -> tensor<2x2xf32, affine_map<(d0, d1) -> (d1, d0)>>
%5 = "t.array"() : () -> tensor<f32, [1, 2]>
