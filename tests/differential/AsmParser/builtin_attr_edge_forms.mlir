// RUN: --allow-unregistered-dialect --split-input-file
// Invalid attributes at the edges of what mlir-opt 22 accepts (dense and
// sparse elements, affine maps and sets, arrays, dictionaries, symbols,
// integers and floats of a type, locations), one per chunk.

"a.op"() {x = dense<["a", "b"]> : tensor<3x!a.b>} : () -> ()

// -----

"a.op"() {x = dense<["a"]> : tensor<2xi32>} : () -> ()

// -----

"a.op"() {x = dense<"abc"> : tensor<i8>} : () -> ()

// -----

"a.op"() {x = dense<"0x010203"> : tensor<2xi8>} : () -> ()

// -----

"a.op"() {x = dense<"0xZZ"> : tensor<2xi8>} : () -> ()

// -----

"a.op"() {x = sparse<[[2, 0]], [1]> : tensor<2x2xi32>} : () -> ()

// -----

"a.op"() {x = sparse<[[0]], [1]> : tensor<2x2xi32>} : () -> ()

// -----

"a.op"() {x = sparse<[[0, 0], [1, 1]], [1]> : tensor<2x2xi32>} : () -> ()

// -----

"a.op"() {x = sparse<[], []> : tensor<2x2xi32>} : () -> ()

// -----

"a.op"() {x = sparse<[[0, 0]], [1.5]> : tensor<2x2xi32>} : () -> ()

// -----

"a.op"() {x = dense<[1, 2]> : tensor<2x3xi32>} : () -> ()

// -----

"a.op"() {x = dense<[[1, 2, 3]]> : tensor<2x3xi32>} : () -> ()

// -----

"a.op"() {x = dense<2> : tensor<2xi1>} : () -> ()

// -----

"a.op"() {x = dense<-1> : tensor<2xui8>} : () -> ()

// -----

"a.op"() {x = dense<256> : tensor<2xui8>} : () -> ()

// -----

"a.op"() {x = dense<1e40> : tensor<2xf32>} : () -> ()

// -----

"a.op"() {x = dense<[1, (3, 4)]> : tensor<2xcomplex<i32>>} : () -> ()

// -----

"a.op"() {x = affine_map<(d0, d0) -> (d0)>} : () -> ()

// -----

"a.op"() {x = affine_map<(d0)[s0, s0] -> (d0)>} : () -> ()

// -----

"a.op"() {x = strided<[1], offset: 5, extra>} : () -> ()

// -----

"a.op"() {x = array<i8: -129>} : () -> ()

// -----

"a.op"() {x = array<f64: 1e400>} : () -> ()

// -----

"a.op"() {x = array<>} : () -> ()

// -----

"a.op"() {x = [1, 2} : () -> ()

// -----

"a.op"() {x = {a, b = 1, a = 2}} : () -> ()

// -----

"a.op"() {x = {"" = 1}} : () -> ()

// -----

"a.op"() {x = "\xy"} : () -> ()

// -----

"a.op"() {x = "\u0041"} : () -> ()

// -----

"a.op"() {x = 1 : i0} : () -> ()

// -----

"a.op"() {x = -1 : ui8} : () -> ()

// -----

"a.op"() {x = 0x100 : i8} : () -> ()

// -----

"a.op"() {x = 0x10000 : f16} : () -> ()

// -----

"a.op"() {x = 1 : complex<i32>} : () -> ()
