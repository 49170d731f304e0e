// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// Memref memory spaces: integers (an i64 prints without its type, an integer
// zero of any type is dropped), strings, dictionaries, with and without a
// layout, and on unranked memrefs.
%0 = "t.int_space"() : () -> memref<4xf32, 1>
%1 = "t.zero_space"() : () -> memref<4xf32, 0>
%2 = "t.typed_space"() : () -> memref<4xf32, 3 : i32>
%3 = "t.typed_zero"() : () -> memref<4xf32, 0 : i16>
%4 = "t.i64_space"() : () -> memref<4xf32, 2 : i64>
%5 = "t.bool_space"() : () -> memref<4xf32, true>
%6 = "t.str_space"() : () -> memref<4xf32, "shared">
%7 = "t.dict_space"() : () -> memref<4xf32, {kind = "gpu", id = 2}>
%8 = "t.layout_space"() : () -> memref<4x4xf32, strided<[1, 4]>, 2>
%9 = "t.unranked"() : () -> memref<*xi8>
%10 = "t.unranked_space"() : () -> memref<*xi8, 5>
%11 = "t.unranked_zero"() : () -> memref<*xi8, 0>
%12 = "t.unranked_str"() : () -> memref<*xi8, "private">
%13 = "t.zero_d"() : () -> memref<index, 1>
%14 = "t.dyn"() : () -> memref<?x?x4xcomplex<f32>>
%15 = "t.vec"() : () -> memref<2xvector<4xf32>>
%16 = "t.identity_space"() : () -> memref<2xf32, affine_map<(d0) -> (d0)>, 4>
