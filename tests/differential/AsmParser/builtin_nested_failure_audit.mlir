// RUN: --allow-unregistered-dialect --split-input-file
// Invalid attributes and types nested in every kind of container (arrays,
// dictionaries, properties, encodings, layouts, fused metadata, aliases,
// function, tuple, complex and vector types, typed literals, block
// arguments): mlir-opt 22 reports the inner error and, for some containers,
// one of its own.

"a.op"() {x = [#e]} : () -> ()

// -----

"a.op"() {x = [[1]} : () -> ()

// -----

"a.op"() {x = [affine_map<(d0) -> (-d1)>]} : () -> ()

// -----

"a.op"() {x = [foo]} : () -> ()

// -----

"a.op"() {x = [distinct[0]<#e>]} : () -> ()

// -----

"a.op"() {x = {a = #e}} : () -> ()

// -----

"a.op"() {x = {a = [1}} : () -> ()

// -----

"a.op"() {x = {a = affine_map<(d0) -> (-d1)>}} : () -> ()

// -----

"a.op"() {x = {a = foo}} : () -> ()

// -----

"a.op"() {x = {a = distinct[0]<#e>}} : () -> ()

// -----

"a.op"() <{p = #e}> : () -> ()

// -----

"a.op"() <{p = [1}> : () -> ()

// -----

"a.op"() <{p = affine_map<(d0) -> (-d1)>}> : () -> ()

// -----

"a.op"() <{p = foo}> : () -> ()

// -----

"a.op"() <{p = distinct[0]<#e>}> : () -> ()

// -----

"a.op"() : () -> tensor<4xf32, #e>

// -----

"a.op"() : () -> tensor<4xf32, [1>

// -----

"a.op"() : () -> tensor<4xf32, affine_map<(d0) -> (-d1)>>

// -----

"a.op"() : () -> tensor<4xf32, foo>

// -----

"a.op"() : () -> tensor<4xf32, distinct[0]<#e>>

// -----

"a.op"() : () -> memref<4xf32, #e>

// -----

"a.op"() : () -> memref<4xf32, [1>

// -----

"a.op"() : () -> memref<4xf32, affine_map<(d0) -> (-d1)>>

// -----

"a.op"() : () -> memref<4xf32, foo>

// -----

"a.op"() : () -> memref<4xf32, distinct[0]<#e>>

// -----

"a.op"() : () -> () loc(fused<#e>["a"])

// -----

"a.op"() : () -> () loc(fused<[1>["a"])

// -----

"a.op"() : () -> () loc(fused<affine_map<(d0) -> (-d1)>>["a"])

// -----

"a.op"() : () -> () loc(fused<foo>["a"])

// -----

"a.op"() : () -> () loc(fused<distinct[0]<#e>>["a"])

// -----

#a = #e
"a.op"() : () -> ()

// -----

#a = [1
"a.op"() : () -> ()

// -----

#a = affine_map<(d0) -> (-d1)>
"a.op"() : () -> ()

// -----

#a = foo
"a.op"() : () -> ()

// -----

#a = distinct[0]<#e>
"a.op"() : () -> ()

// -----

!a = tensor<4xf32, #e>
"a.op"() : () -> ()

// -----

!a = tensor<4xf32, [1>
"a.op"() : () -> ()

// -----

!a = tensor<4xf32, affine_map<(d0) -> (-d1)>>
"a.op"() : () -> ()

// -----

!a = tensor<4xf32, foo>
"a.op"() : () -> ()

// -----

!a = tensor<4xf32, distinct[0]<#e>>
"a.op"() : () -> ()

// -----

"a.op"() {x = [1, #e]} : () -> ()

// -----

"a.op"() {x = [1, [1]} : () -> ()

// -----

"a.op"() {x = [1, affine_map<(d0) -> (-d1)>]} : () -> ()

// -----

"a.op"() {x = [1, foo]} : () -> ()

// -----

"a.op"() {x = [1, distinct[0]<#e>]} : () -> ()

// -----

"a.op"() : () -> (!e) -> ()

// -----

"a.op"() : () -> (tensor<4xf32, #e>) -> ()

// -----

"a.op"() : () -> (i99999999999) -> ()

// -----

"a.op"() : () -> (vector<0xf32>) -> ()

// -----

"a.op"() : () -> (memref<4xf32, 1, 2>) -> ()

// -----

"a.op"() : () -> tuple<!e>

// -----

"a.op"() : () -> tuple<tensor<4xf32, #e>>

// -----

"a.op"() : () -> tuple<i99999999999>

// -----

"a.op"() : () -> tuple<vector<0xf32>>

// -----

"a.op"() : () -> tuple<memref<4xf32, 1, 2>>

// -----

"a.op"() : () -> complex<!e>

// -----

"a.op"() : () -> complex<tensor<4xf32, #e>>

// -----

"a.op"() : () -> complex<i99999999999>

// -----

"a.op"() : () -> complex<vector<0xf32>>

// -----

"a.op"() : () -> complex<memref<4xf32, 1, 2>>

// -----

"a.op"() : () -> vector<4x!e>

// -----

"a.op"() : () -> vector<4xtensor<4xf32, #e>>

// -----

"a.op"() : () -> vector<4xi99999999999>

// -----

"a.op"() : () -> vector<4xvector<0xf32>>

// -----

"a.op"() : () -> vector<4xmemref<4xf32, 1, 2>>

// -----

"a.op"() {x = 1 : !e} : () -> ()

// -----

"a.op"() {x = 1 : tensor<4xf32, #e>} : () -> ()

// -----

"a.op"() {x = 1 : i99999999999} : () -> ()

// -----

"a.op"() {x = 1 : vector<0xf32>} : () -> ()

// -----

"a.op"() {x = 1 : memref<4xf32, 1, 2>} : () -> ()

// -----

"a.op"() {x = dense<1> : !e} : () -> ()

// -----

"a.op"() {x = dense<1> : tensor<4xf32, #e>} : () -> ()

// -----

"a.op"() {x = dense<1> : i99999999999} : () -> ()

// -----

"a.op"() {x = dense<1> : vector<0xf32>} : () -> ()

// -----

"a.op"() {x = dense<1> : memref<4xf32, 1, 2>} : () -> ()

// -----

"a.op"() {x = array<!e: 1>} : () -> ()

// -----

"a.op"() {x = array<tensor<4xf32, #e>: 1>} : () -> ()

// -----

"a.op"() {x = array<i99999999999: 1>} : () -> ()

// -----

"a.op"() {x = array<vector<0xf32>: 1>} : () -> ()

// -----

"a.op"() {x = array<memref<4xf32, 1, 2>: 1>} : () -> ()

// -----

"a.op"() {x = dense_resource<r> : !e} : () -> ()

// -----

"a.op"() {x = dense_resource<r> : tensor<4xf32, #e>} : () -> ()

// -----

"a.op"() {x = dense_resource<r> : i99999999999} : () -> ()

// -----

"a.op"() {x = dense_resource<r> : vector<0xf32>} : () -> ()

// -----

"a.op"() {x = dense_resource<r> : memref<4xf32, 1, 2>} : () -> ()

// -----

"a.op"() ({
^bb0(%a: !e):
  "a.t"() : () -> ()
}) : () -> ()

// -----

"a.op"() ({
^bb0(%a: tensor<4xf32, #e>):
  "a.t"() : () -> ()
}) : () -> ()

// -----

"a.op"() ({
^bb0(%a: i99999999999):
  "a.t"() : () -> ()
}) : () -> ()

// -----

"a.op"() ({
^bb0(%a: vector<0xf32>):
  "a.t"() : () -> ()
}) : () -> ()

// -----

"a.op"() ({
^bb0(%a: memref<4xf32, 1, 2>):
  "a.t"() : () -> ()
}) : () -> ()

// -----

"a.op"() {x = [!e]} : () -> ()

// -----

"a.op"() {x = [tensor<4xf32, #e>]} : () -> ()

// -----

"a.op"() {x = [i99999999999]} : () -> ()

// -----

"a.op"() {x = [vector<0xf32>]} : () -> ()

// -----

"a.op"() {x = [memref<4xf32, 1, 2>]} : () -> ()

// -----

"a.op"() : () -> memref<4x!e>

// -----

"a.op"() : () -> memref<4xtensor<4xf32, #e>>

// -----

"a.op"() : () -> memref<4xi99999999999>

// -----

"a.op"() : () -> memref<4xvector<0xf32>>

// -----

"a.op"() : () -> memref<4xmemref<4xf32, 1, 2>>

// -----

"a.op"() {x = "s" : !e} : () -> ()

// -----

"a.op"() {x = "s" : tensor<4xf32, #e>} : () -> ()

// -----

"a.op"() {x = "s" : i99999999999} : () -> ()

// -----

"a.op"() {x = "s" : vector<0xf32>} : () -> ()

// -----

"a.op"() {x = "s" : memref<4xf32, 1, 2>} : () -> ()

// -----

"a.op"() {x = sparse<[[0]], [1]> : !e} : () -> ()

// -----

"a.op"() {x = sparse<[[0]], [1]> : tensor<4xf32, #e>} : () -> ()

// -----

"a.op"() {x = sparse<[[0]], [1]> : i99999999999} : () -> ()

// -----

"a.op"() {x = sparse<[[0]], [1]> : vector<0xf32>} : () -> ()

// -----

"a.op"() {x = sparse<[[0]], [1]> : memref<4xf32, 1, 2>} : () -> ()

// -----

"a.op"() {x = 1.0 : !e} : () -> ()

// -----

"a.op"() {x = 1.0 : tensor<4xf32, #e>} : () -> ()

// -----

"a.op"() {x = 1.0 : i99999999999} : () -> ()

// -----

"a.op"() {x = 1.0 : vector<0xf32>} : () -> ()

// -----

"a.op"() {x = 1.0 : memref<4xf32, 1, 2>} : () -> ()

// -----

"a.op"() : (!e) -> ()

// -----

"a.op"() : (tensor<4xf32, #e>) -> ()

// -----

"a.op"() : (i99999999999) -> ()

// -----

"a.op"() : (vector<0xf32>) -> ()

// -----

"a.op"() : (memref<4xf32, 1, 2>) -> ()

// -----

"a.op"() {x = distinct[0]<[1, >} : () -> ()

// -----

"a.op"() {x = distinct[0]<"abc

// -----

"a.op"() {x = distinct[0]<#a.b<(]>>} : () -> ()

// -----

"a.op"() {x = distinct[0]<distinct[1]<#e>>} : () -> ()

// -----

"a.op"() {x = distinct[0]<foo>} : () -> ()

// -----

"a.op"() {x = distinct[0]<affine_map<(d0) -> (-d1)>>} : () -> ()

// -----

"a.op"() {x = distinct[0]<dense<[1, 2]> : tensor<3xi32>>} : () -> ()

// -----

"a.op"() {x = distinct[0]<$>} : () -> ()

// -----

"a.op"() {x = distinct[0]<1 : i77777777777777>} : () -> ()

// -----

"a.op"() {x = distinct[0]<[1, 2 3]>} : () -> ()

// -----

"a.op"() {x = distinct[0]<affine_map<(d0) -> (- $)>>} : () -> ()

// -----

"a.op"() {x = distinct[0]<affine_map<(d0) : (d0 >= 0)>>} : () -> ()

// -----

"a.op"() {x = distinct[0]<affine_set<(d0) -> (d0)>>} : () -> ()

// -----

"a.op"() {x = distinct[0]<affine_map<(d0) -> (d0)>} : () -> ()

// -----

"a.op"() {x = distinct[0]<affine_map<(d0) -> (d0 +

// -----

"a.op"() {x = distinct[0]<affine_map<(d0) -> (d0 + ...)>>} : () -> ()

// -----

"a.op"() {x = distinct[0]<affine_map<(d0) -> (d0 + .)>>} : () -> ()

// -----

"a.op"() {x = distinct[0]<affine_map<(d0) -> (d0) x>>} : () -> ()

// -----

"a.op"() {x = distinct[0]<!e>} : () -> ()

// -----

"a.op"() {x = distinct[0]<tensor<4xf32, #e>>} : () -> ()

// -----

"a.op"() {x = distinct[0]<strided<[1], offset: x>>} : () -> ()

// -----

"a.op"() {x = distinct[0]<{a = }>} : () -> ()

// -----

"a.op"() {x = distinct[0]<dense<[1, (2, 3)]> : tensor<2xi32>>} : () -> ()
