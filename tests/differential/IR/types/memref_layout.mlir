// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// RUN: --allow-unregistered-dialect --mlir-print-local-scope
// Memref layouts: identity maps are dropped, other affine maps are aliased,
// strided layouts are printed inline.
%0 = "t.identity"() : () -> memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>
%1 = "t.transposed"() : () -> memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
%2 = "t.symbolic"() : () -> memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
%3 = "t.strided"() : () -> memref<4x4xf32, strided<[4, 1]>>
%4 = "t.strided_off"() : () -> memref<4x4xf32, strided<[4, 1], offset: 8>>
%5 = "t.strided_dyn"() : () -> memref<?x?xf32, strided<[?, 1], offset: ?>>
%6 = "t.strided_zero"() : () -> memref<f32, strided<[]>>
%7 = "t.strided_zero_off"() : () -> memref<f32, strided<[], offset: 3>>
%8 = "t.same_map"() : () -> memref<8x8xi8, affine_map<(d0, d1) -> (d1, d0)>>
