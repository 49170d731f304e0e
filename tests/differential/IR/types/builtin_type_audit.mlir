// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// Borderline builtin types that mlir-opt 22 accepts: zero and leading-zero
// integer widths, odd complex, tuple and function contents, element types
// of vectors, tensors and memrefs, empty optional tensor encodings, repeated
// memref layouts (the last one wins) and memory spaces of every kind.

"a.op"() : () -> (i0, si0, ui0, i01, si0000000000000000000000000001, ui1, i16777215)
"a.op"() : () -> (complex<i32>, complex<ui8>, complex<i0>, complex<f8E5M2>, complex<si8>, complex<ui64>, complex<i1>, complex<bf16>, complex<tf32>, complex<f8E8M0FNU>)
"a.op"() : () -> (tuple<>, tuple<none, index, () -> (), tuple<i32>, memref<2xf32>, !a.b>, tuple<(i32) -> i32, i32>, tuple<tuple<tuple<>>>)
"a.op"() : () -> (() -> (), (i32) -> (i32), (tuple<>) -> (), (() -> ()) -> (() -> ()))
"a.op"() : () -> (vector<4xindex>, vector<4xi0>, vector<4xsi8>, vector<4xf8E4M3FN>, vector<f32>, vector<4x[4]xf32>, vector<[4]x[4]xf32>, vector<[1]xindex>)
"a.op"() : () -> (vector<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>, vector<9223372036854775807xf32>)
"a.op"() : () -> (tensor<4xindex>, tensor<4xcomplex<i8>>, tensor<4xvector<4xf32>>, tensor<4x!a.b>, tensor<0xf32>, tensor<?x?x0xf32>, tensor<9223372036854775807xi8>)
"a.op"() : () -> (tensor<f32, 1>, tensor<4xf32, 1>, tensor<4xf32, #a.b>, tensor<4xf32, "enc">, tensor<4xf32, i32>, tensor<4xf32, unit>, tensor<4xf32, affine_map<(d0) -> (d0)>>)
"a.op"() : () -> (tensor<4xf32, (i32) -> i32>, tensor<4xf32, !a.b>, tensor<4xf32, true>, tensor<4xf32, @s>, tensor<4xf32, -1>, tensor<4xf32, loc("x")>, tensor<4xf32, affine_set<(d0) : (d0 >= 0)>>)
"a.op"() : () -> (tensor<4xf32, dense<1> : tensor<i32>>, tensor<4xf32, sparse<[[0]], [1]> : tensor<2xi32>>, tensor<4xf32, dense_resource<x> : tensor<i32>>)
"a.op"() : () -> (tensor<4xf32,>, tensor<*xf32,>, tensor<f32,>)
"a.op"() : () -> (memref<4xindex>, memref<4xcomplex<f32>>, memref<4xmemref<2xf32>>, memref<4xmemref<*xf32>>, memref<4xvector<2xf32>>, memref<*xindex>, memref<0xf32>)
"a.op"() : () -> (memref<4xf32, 5>, memref<4xf32, "x">, memref<4xf32, -1>, memref<4xf32, 5 : i8>, memref<4xf32, 5 : index>, memref<4xf32, {a = 1}>, memref<4xf32, true>, memref<4xf32, "">, memref<4xf32, {}>)
"a.op"() : () -> (memref<4xf32, 0>, memref<4xf32, 0 : i64>, memref<4xf32, 0 : i8>, memref<4xf32, 0 : index>, memref<4xf32, 0 : ui1>, memref<4xf32, false>, memref<*xf32, 0>, memref<*xf32, 0 : i1>)
"a.op"() : () -> (memref<4xf32, strided<[1]>, strided<[2]>>, memref<4xf32, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>>, memref<4xf32, affine_map<() -> ()>, strided<[1]>>)
"a.op"() : () -> (memref<4xf32, affine_map<(d0) -> (d0)>, strided<[2]>>, memref<4xf32, strided<[2]>, affine_map<(d0) -> (d0)>>, memref<4xf32, strided<[1]>, 1>)
"a.op"() : () -> (memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>, memref<4xf32, affine_map<(d0) -> (d0, d0)>>, memref<4xf32, affine_map<(d0) -> ()>>, memref<f32, affine_map<() -> (0)>>)
"a.op"() : () -> (memref<4xf32, affine_map<(d0) -> (d0 floordiv 2)>>, memref<4xf32, affine_map<(d0)[s0, s1] -> (d0 * s0 + s1)>>, memref<4x?xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>, 3>)
"a.op"() : () -> (memref<f32, affine_map<()[s0] -> (s0)>>, memref<f32, affine_map<()[s0] -> ()>>, memref<4xf32, affine_map<(d0) -> (d0 mod 2, d0 floordiv 2)>>, memref<?xf32, affine_map<(d0) -> (d0)>>)
"a.op"() : () -> (memref<4x4xf32, strided<[?, 1], offset: ?>>, memref<4x4xf32, strided<[4, 1], offset: 0>>, memref<4x4xf32, strided<[-4, 0], offset: -3>>, memref<f32, strided<[], offset: ?>>)
"a.op"() : () -> (memref<*xf32, 1>, memref<*xf32, "x">, memref<4xf32, affine_map<(d0) -> (d0)>, 3>)
