// RUN: --allow-unregistered-dialect --split-input-file
// Invalid builtin types found by an audit against mlir-opt 22 (integer widths,
// element types, dimension lists, tensor encodings, memref layout and
// memory-space lists), one per chunk.

"a.op"() : () -> i99999999999999999999

// -----

"a.op"() : () -> i4294967296

// -----

"a.op"() : () -> si4294967295

// -----

"a.op"() : () -> ui16777216

// -----

"a.op"() : () -> s1

// -----

"a.op"() : () -> complex<tuple<>>

// -----

"a.op"() : () -> complex<memref<2xf32>>

// -----

"a.op"() : () -> complex<() -> ()>

// -----

"a.op"() : () -> complex<>

// -----

"a.op"() : () -> complex<f32, f32>

// -----

"a.op"() : () -> tuple<i32,>

// -----

"a.op"() : () -> (i32,) -> ()

// -----

"a.op"() : () -> ((i32 -> i32))

// -----

"a.op"() : () -> vector<4xtuple<>>

// -----

"a.op"() : () -> vector<4x() -> ()>

// -----

"a.op"() : () -> vector<-1xf32>

// -----

"a.op"() : () -> vector<[4x4]xf32>

// -----

"a.op"() : () -> vector<4x[]xf32>

// -----

"a.op"() : () -> vector<[4]f32>

// -----

"a.op"() : () -> vector<[f32]>

// -----

"a.op"() : () -> vector<[4]x?xf32>

// -----

"a.op"() : () -> vector<*xf32>

// -----

"a.op"() : () -> vector<4xf32, 1>

// -----

"a.op"() : () -> vector<0x[4]xf32>

// -----

"a.op"() : () -> vector<9223372036854775808xf32>

// -----

"a.op"() : () -> tensor<4xtuple<>>

// -----

"a.op"() : () -> tensor<*xnone>

// -----

"a.op"() : () -> tensor<[4]xf32>

// -----

"a.op"() : () -> tensor<4x*xf32>

// -----

"a.op"() : () -> tensor<4xf32, 1, 2>

// -----

"a.op"() : () -> tensor<4xf32, foo>

// -----

"a.op"() : () -> tensor<4xf32, )>

// -----

"a.op"() : () -> tensor<4xf32, ,>

// -----

"a.op"() : () -> tensor<4xf32, strided<[1]>>

// -----

"a.op"() : () -> tensor<4xf32, array<i32>>

// -----

"a.op"() : () -> tensor<4xf32, distinct[0]<unit>>

// -----

"a.op"() : () -> tensor<*xf32, 5>

// -----

"a.op"() : () -> tensor<9223372036854775808xi8>

// -----

"a.op"() : () -> memref<4x!a.b>

// -----

"a.op"() : () -> memref<*xtensor<2xf32>>

// -----

"a.op"() : () -> memref<[4]xf32>

// -----

"a.op"() : () -> memref<4xf32, #a.b, 1>

// -----

"a.op"() : () -> memref<4xf32, 1, 1>

// -----

"a.op"() : () -> memref<4xf32, 0, 1>

// -----

"a.op"() : () -> memref<4xf32, [1], [2]>

// -----

"a.op"() : () -> memref<*xf32, 1, 2>

// -----

"a.op"() : () -> memref<4xf32, 1, strided<[1]>>

// -----

"a.op"() : () -> memref<4xf32, 1 : i8, strided<[1]>>

// -----

"a.op"() : () -> memref<4xf32, [1], strided<[1]>>

// -----

"a.op"() : () -> memref<*xf32, 1, strided<[1]>>

// -----

"a.op"() : () -> memref<4xf32, affine_map<() -> ()>, [1]>

// -----

"a.op"() : () -> memref<4xf32, strided<[1]>, affine_map<() -> ()>>

// -----

"a.op"() : () -> memref<*xf32, [1]>

// -----

"a.op"() : () -> memref<4xf32, affine_set<(d0) : (d0 >= 0)>>

// -----

"a.op"() : () -> memref<4xf32, distinct[0]<1>>

// -----

"a.op"() : () -> memref<4xf32, 0.0>

// -----

"a.op"() : () -> memref<4xf32, 2 : i1>

// -----

"a.op"() : () -> memref<4xf32,>

// -----

"a.op"() : () -> memref<*xf32,>

// -----

"a.op"() : () -> memref<4xf32, )>

// -----

"a.op"() : () -> memref<4xf32, 1,>

// -----

"a.op"() : () -> memref<4xf32 1>

// -----

"a.op"() : () -> memref<*xf32 1>

// -----

"a.op"() : () -> memref<4xf32, 1 2>

// -----

"a.op"() : () -> memref<4xf32, foo>
