// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// Valid builtin types and attributes at the edges of what mlir-opt 22
// accepts (layouts, memory spaces, scalable dimensions, element types,
// dense and sparse elements, arrays, distinct and opaque attributes).

"a.op"() : () -> memref<4xf32, affine_map<(d0) -> (d0, d0)>>
"a.op"() : () -> memref<4xf32, 1 : i32>
"a.op"() : () -> memref<4xf32, "foo">
"a.op"() : () -> memref<4xvector<2xf32>>
"a.op"() : () -> memref<4xindex>
"a.op"() : () -> memref<?xf32, strided<[?], offset: ?>>
"a.op"() : () -> memref<4xf32, strided<[0]>>
"a.op"() : () -> vector<[4]x[4]xf32>
"a.op"() : () -> vector<4xindex>
"a.op"() : () -> vector<4xi0>
"a.op"() : () -> tensor<4xf32, "enc">
"a.op"() : () -> complex<i32>
"a.op"() : () -> i16777215
"a.op"() : () -> si0
"a.op"() : () -> tuple<>
"a.op"() : () -> memref<*xf32, 1>
"a.op"() : () -> memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
"a.op"() : () -> memref<4x?xf32, strided<[?, 1]>>
"a.op"() {x = dense<1> : memref<2xi32>} : () -> ()
"a.op"() {x = array<i0: 0>} : () -> ()
"a.op"() {x = #a<"foo">} : () -> ()
"a.op"() {x = distinct[0]<42>} : () -> ()
"a.op"() {x = 0x7FC00000 : f32} : () -> ()
"a.op"() {x = 0x7FC0 : f32} : () -> ()
"a.op"() {x = 1 : index} : () -> ()
"a.op"() {x = strided<[1], offset: 0>} : () -> ()
"a.op"() {x = #a.b} : () -> ()
"a.op"() {x = "s" : i32} : () -> ()
"a.op"() {x = dense<> : tensor<0xi32>} : () -> ()
"a.op"() {x = dense<[]> : tensor<0xi32>} : () -> ()
"a.op"() {x = dense<(1, 2)> : tensor<2xcomplex<i32>>} : () -> ()
"a.op"() {x = dense<1> : tensor<2xindex>} : () -> ()
"a.op"() {x = loc("a":1:2)} : () -> ()
"a.op"() : () -> memref<4xf32, 1 : i64>
"a.op"() : () -> memref<4xf32, 0 : i64>
"a.op"() : () -> memref<4xf32, 0>
"a.op"() : () -> memref<4xf32, "">
"a.op"() : () -> memref<4xf32, {}>
"a.op"() : () -> memref<4xf32, true>
"a.op"() : () -> memref<*xf32, 0>
"a.op"() : () -> vector<[4]xf32>
"a.op"() : () -> vector<4x[4]xf32>
"a.op"() : () -> vector<[4]x4xf32>
"a.op"() : () -> vector<4xf8E4M3FN>
"a.op"() : () -> vector<4xi1>
"a.op"() : () -> tensor<4xcomplex<i1>>
"a.op"() : () -> tensor<4x!a.b>
"a.op"() : () -> tensor<4xf32, 1>
"a.op"() : () -> tensor<4xf32, #a.b>
"a.op"() : () -> tensor<4xf32, affine_map<(d0)->(d0)>>
"a.op"() : () -> tensor<?x?xf32, {a}>
"a.op"() : () -> complex<f8E4M3FN>
"a.op"() : () -> i0
"a.op"() : () -> ui16777215
"a.op"() : () -> tuple<tuple<>>
"a.op"() : () -> tuple<i32, none>
"a.op"() : () -> !a<"x">
"a.op"() : () -> !a.b<>
"a.op"() : () -> none
"a.op"() : () -> memref<0xf32>
"a.op"() : () -> memref<?x?xf32>
"a.op"() : () -> tensor<0x?xf32>
"a.op"() : () -> memref<4xf32, strided<[1], offset: -1>>
"a.op"() : () -> memref<4xf32, strided<[-1]>>
