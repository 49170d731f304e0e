// RUN: --allow-unregistered-dialect --split-input-file
// Invalid builtin types and attributes, one per chunk: mlir-opt 22 rejects
// each with its own message and position.

"a.op"() : () -> memref<4x4xf32, strided<[1]>>

// -----

"a.op"() : () -> memref<4xf32, affine_map<(d0, d1) -> (d0)>>

// -----

"a.op"() : () -> memref<4xtensor<2xf32>>

// -----

"a.op"() : () -> vector<4xtensor<2xf32>>

// -----

"a.op"() : () -> vector<0xf32>

// -----

"a.op"() : () -> vector<4xcomplex<f32>>

// -----

"a.op"() : () -> tensor<4xmemref<2xf32>>

// -----

"a.op"() : () -> tensor<4xtensor<2xf32>>

// -----

"a.op"() : () -> tensor<-1xf32>

// -----

"a.op"() : () -> complex<index>

// -----

"a.op"() : () -> complex<tensor<2xf32>>

// -----

"a.op"() : () -> complex<complex<f32>>

// -----

"a.op"() : () -> i16777216

// -----

"a.op"() : () -> memref<*xf32, strided<[1]>>

// -----

"a.op"() : () -> tensor<*xf32, "e">

// -----

"a.op"() : () -> vector<4x?xf32>

// -----

"a.op"() : () -> memref<4xnone>

// -----

"a.op"() : () -> vector<4x!a.b>

// -----

"a.op"() : () -> tensor<4xnone>

// -----

"a.op"() {x = dense<[1, 2, 3]> : tensor<2xi32>} : () -> ()

// -----

"a.op"() {x = dense<[[1, 2], [3]]> : tensor<2x2xi32>} : () -> ()

// -----

"a.op"() {x = dense<1> : tensor<?xi32>} : () -> ()

// -----

"a.op"() {x = dense<1.5> : tensor<2xi32>} : () -> ()

// -----

"a.op"() {x = dense<1> : tensor<2xf32>} : () -> ()

// -----

"a.op"() {x = dense<"0x01"> : tensor<2xi32>} : () -> ()

// -----

"a.op"() {x = dense<[1, 2]> : vector<3xi32>} : () -> ()

// -----

"a.op"() {x = array<tensor<2xi32>: 1>} : () -> ()

// -----

"a.op"() {x = array<i32: 1.5>} : () -> ()

// -----

"a.op"() {x = array<f32: 1>} : () -> ()

// -----

"a.op"() {x = array<i1: 2>} : () -> ()

// -----

"a.op"() {x = opaque<"a", "0x12"> : tensor<2xi8>} : () -> ()

// -----

"a.op"() {x = 256 : i8} : () -> ()

// -----

"a.op"() {x = -129 : i8} : () -> ()

// -----

"a.op"() {x = 1 : f32} : () -> ()

// -----

"a.op"() {x = 1.5 : i32} : () -> ()

// -----

"a.op"() {x = true : i32} : () -> ()

// -----

"a.op"() {x = [1, 2] : tensor<2xi32>} : () -> ()

// -----

"a.op"() {x = sparse<[[0, 0]], [1]> : tensor<2xi32>} : () -> ()

// -----

"a.op"() {x = sparse<[[5]], [1]> : tensor<2xi32>} : () -> ()

// -----

"a.op"() {x = dense_resource<x> : i32} : () -> ()

// -----

"a.op"() {x = affine_map<(d0) -> (d1)>} : () -> ()

// -----

"a.op"() {x = affine_map<(d0)[s0] -> (s1)>} : () -> ()

// -----

"a.op"() {x = unit : i32} : () -> ()

// -----

"a.op"() {x = @sym : i32} : () -> ()

// -----

"a.op"() {x = [1] : tensor<1xi32>} : () -> ()

// -----

"a.op"() {x = {a = 1} : i32} : () -> ()

// -----

"a.op"() {x = dense<[]> : tensor<1xi32>} : () -> ()

// -----

"a.op"() {x = dense<(1, 2)> : tensor<complex<f32>>} : () -> ()

// -----

"a.op"() {x = dense<1> : tensor<2xcomplex<f32>>} : () -> ()

// -----

"a.op"() {x = dense<1> : tensor<2x!a.b>} : () -> ()

// -----

"a.op"() : () -> memref<4xf32, [1]>

// -----

"a.op"() : () -> memref<4xf32, #a.b>

// -----

"a.op"() : () -> memref<4xf32, unit>

// -----

"a.op"() : () -> memref<4xf32, @s>

// -----

"a.op"() : () -> memref<4xf32, 1.0>

// -----

"a.op"() : () -> memref<4xf32, i32>

// -----

"a.op"() : () -> memref<4xf32, dense<1> : tensor<i32>>

// -----

"a.op"() : () -> memref<*xf32, #a.b>

// -----

"a.op"() : () -> vector<[?]xf32>

// -----

"a.op"() : () -> vector<[0]xf32>

// -----

"a.op"() : () -> vector<4x0xf32>

// -----

"a.op"() : () -> vector<4xvector<2xf32>>

// -----

"a.op"() : () -> vector<4x!a.b>

// -----

"a.op"() : () -> vector<4xmemref<2xf32>>

// -----

"a.op"() : () -> vector<4xnone>

// -----

"a.op"() : () -> complex<vector<2xf32>>

// -----

"a.op"() : () -> complex<!a.b>

// -----

"a.op"() : () -> complex<none>

// -----

"a.op"() : () -> si16777216

// -----

"a.op"() : () -> f32x

// -----

"a.op"() : () -> opaque<"a", "0x12"> : tensor<2xi8>

// -----

"a.op"() : () -> memref<4xf32, strided<[]>>
