// RUN: --allow-unregistered-dialect --split-input-file
// Dense elements of every element kind against tensor and vector shapes
// (splats, exact, short, long and ragged lists), signs, trailing commas and
// string elements, against mlir-opt 22; valid and invalid chunks mixed.

"a.op"() {x = dense<true> : tensor<2xi1>} : () -> ()

// -----

"a.op"() {x = dense<[true, false]> : tensor<2xi1>} : () -> ()

// -----

"a.op"() {x = dense<[true]> : tensor<2xi1>} : () -> ()

// -----

"a.op"() {x = dense<[true, false, true]> : tensor<2xi1>} : () -> ()

// -----

"a.op"() {x = dense<[[true], [false]]> : tensor<2xi1>} : () -> ()

// -----

"a.op"() {x = dense<[[true, false]]> : tensor<1x2xi1>} : () -> ()

// -----

"a.op"() {x = dense<[[true, false], [true]]> : tensor<2x2xi1>} : () -> ()

// -----

"a.op"() {x = dense<[]> : tensor<2xi1>} : () -> ()

// -----

"a.op"() {x = dense<true> : vector<2xi1>} : () -> ()

// -----

"a.op"() {x = dense<[true, false]> : vector<2xi1>} : () -> ()

// -----

"a.op"() {x = dense<[true]> : vector<2xi1>} : () -> ()

// -----

"a.op"() {x = dense<[true, false, true]> : vector<2xi1>} : () -> ()

// -----

"a.op"() {x = dense<[[true], [false]]> : vector<2xi1>} : () -> ()

// -----

"a.op"() {x = dense<[[true, false]]> : vector<1x2xi1>} : () -> ()

// -----

"a.op"() {x = dense<[[true, false], [true]]> : vector<2x2xi1>} : () -> ()

// -----

"a.op"() {x = dense<[]> : vector<2xi1>} : () -> ()

// -----

"a.op"() {x = dense<1> : tensor<2xi8>} : () -> ()

// -----

"a.op"() {x = dense<[1, -2]> : tensor<2xi8>} : () -> ()

// -----

"a.op"() {x = dense<[1]> : tensor<2xi8>} : () -> ()

// -----

"a.op"() {x = dense<[1, -2, 1]> : tensor<2xi8>} : () -> ()

// -----

"a.op"() {x = dense<[[1], [-2]]> : tensor<2xi8>} : () -> ()

// -----

"a.op"() {x = dense<[[1, -2]]> : tensor<1x2xi8>} : () -> ()

// -----

"a.op"() {x = dense<[[1, -2], [1]]> : tensor<2x2xi8>} : () -> ()

// -----

"a.op"() {x = dense<[]> : tensor<2xi8>} : () -> ()

// -----

"a.op"() {x = dense<1> : vector<2xi8>} : () -> ()

// -----

"a.op"() {x = dense<[1, -2]> : vector<2xi8>} : () -> ()

// -----

"a.op"() {x = dense<[1]> : vector<2xi8>} : () -> ()

// -----

"a.op"() {x = dense<[1, -2, 1]> : vector<2xi8>} : () -> ()

// -----

"a.op"() {x = dense<[[1], [-2]]> : vector<2xi8>} : () -> ()

// -----

"a.op"() {x = dense<[[1, -2]]> : vector<1x2xi8>} : () -> ()

// -----

"a.op"() {x = dense<[[1, -2], [1]]> : vector<2x2xi8>} : () -> ()

// -----

"a.op"() {x = dense<[]> : vector<2xi8>} : () -> ()

// -----

"a.op"() {x = dense<1> : tensor<2xsi8>} : () -> ()

// -----

"a.op"() {x = dense<[1, -2]> : tensor<2xsi8>} : () -> ()

// -----

"a.op"() {x = dense<[1]> : tensor<2xsi8>} : () -> ()

// -----

"a.op"() {x = dense<[1, -2, 1]> : tensor<2xsi8>} : () -> ()

// -----

"a.op"() {x = dense<[[1], [-2]]> : tensor<2xsi8>} : () -> ()

// -----

"a.op"() {x = dense<[[1, -2]]> : tensor<1x2xsi8>} : () -> ()

// -----

"a.op"() {x = dense<[[1, -2], [1]]> : tensor<2x2xsi8>} : () -> ()

// -----

"a.op"() {x = dense<[]> : tensor<2xsi8>} : () -> ()

// -----

"a.op"() {x = dense<1> : vector<2xsi8>} : () -> ()

// -----

"a.op"() {x = dense<[1, -2]> : vector<2xsi8>} : () -> ()

// -----

"a.op"() {x = dense<[1]> : vector<2xsi8>} : () -> ()

// -----

"a.op"() {x = dense<[1, -2, 1]> : vector<2xsi8>} : () -> ()

// -----

"a.op"() {x = dense<[[1], [-2]]> : vector<2xsi8>} : () -> ()

// -----

"a.op"() {x = dense<[[1, -2]]> : vector<1x2xsi8>} : () -> ()

// -----

"a.op"() {x = dense<[[1, -2], [1]]> : vector<2x2xsi8>} : () -> ()

// -----

"a.op"() {x = dense<[]> : vector<2xsi8>} : () -> ()

// -----

"a.op"() {x = dense<1> : tensor<2xui8>} : () -> ()

// -----

"a.op"() {x = dense<[1, 2]> : tensor<2xui8>} : () -> ()

// -----

"a.op"() {x = dense<[1]> : tensor<2xui8>} : () -> ()

// -----

"a.op"() {x = dense<[1, 2, 1]> : tensor<2xui8>} : () -> ()

// -----

"a.op"() {x = dense<[[1], [2]]> : tensor<2xui8>} : () -> ()

// -----

"a.op"() {x = dense<[[1, 2]]> : tensor<1x2xui8>} : () -> ()

// -----

"a.op"() {x = dense<[[1, 2], [1]]> : tensor<2x2xui8>} : () -> ()

// -----

"a.op"() {x = dense<[]> : tensor<2xui8>} : () -> ()

// -----

"a.op"() {x = dense<1> : vector<2xui8>} : () -> ()

// -----

"a.op"() {x = dense<[1, 2]> : vector<2xui8>} : () -> ()

// -----

"a.op"() {x = dense<[1]> : vector<2xui8>} : () -> ()

// -----

"a.op"() {x = dense<[1, 2, 1]> : vector<2xui8>} : () -> ()

// -----

"a.op"() {x = dense<[[1], [2]]> : vector<2xui8>} : () -> ()

// -----

"a.op"() {x = dense<[[1, 2]]> : vector<1x2xui8>} : () -> ()

// -----

"a.op"() {x = dense<[[1, 2], [1]]> : vector<2x2xui8>} : () -> ()

// -----

"a.op"() {x = dense<[]> : vector<2xui8>} : () -> ()

// -----

"a.op"() {x = dense<1> : tensor<2xindex>} : () -> ()

// -----

"a.op"() {x = dense<[1, 2]> : tensor<2xindex>} : () -> ()

// -----

"a.op"() {x = dense<[1]> : tensor<2xindex>} : () -> ()

// -----

"a.op"() {x = dense<[1, 2, 1]> : tensor<2xindex>} : () -> ()

// -----

"a.op"() {x = dense<[[1], [2]]> : tensor<2xindex>} : () -> ()

// -----

"a.op"() {x = dense<[[1, 2]]> : tensor<1x2xindex>} : () -> ()

// -----

"a.op"() {x = dense<[[1, 2], [1]]> : tensor<2x2xindex>} : () -> ()

// -----

"a.op"() {x = dense<[]> : tensor<2xindex>} : () -> ()

// -----

"a.op"() {x = dense<1> : vector<2xindex>} : () -> ()

// -----

"a.op"() {x = dense<[1, 2]> : vector<2xindex>} : () -> ()

// -----

"a.op"() {x = dense<[1]> : vector<2xindex>} : () -> ()

// -----

"a.op"() {x = dense<[1, 2, 1]> : vector<2xindex>} : () -> ()

// -----

"a.op"() {x = dense<[[1], [2]]> : vector<2xindex>} : () -> ()

// -----

"a.op"() {x = dense<[[1, 2]]> : vector<1x2xindex>} : () -> ()

// -----

"a.op"() {x = dense<[[1, 2], [1]]> : vector<2x2xindex>} : () -> ()

// -----

"a.op"() {x = dense<[]> : vector<2xindex>} : () -> ()

// -----

"a.op"() {x = dense<1.0> : tensor<2xf16>} : () -> ()

// -----

"a.op"() {x = dense<[1.0, 2.5]> : tensor<2xf16>} : () -> ()

// -----

"a.op"() {x = dense<[1.0]> : tensor<2xf16>} : () -> ()

// -----

"a.op"() {x = dense<[1.0, 2.5, 1.0]> : tensor<2xf16>} : () -> ()

// -----

"a.op"() {x = dense<[[1.0], [2.5]]> : tensor<2xf16>} : () -> ()

// -----

"a.op"() {x = dense<[[1.0, 2.5]]> : tensor<1x2xf16>} : () -> ()

// -----

"a.op"() {x = dense<[[1.0, 2.5], [1.0]]> : tensor<2x2xf16>} : () -> ()

// -----

"a.op"() {x = dense<[]> : tensor<2xf16>} : () -> ()

// -----

"a.op"() {x = dense<1.0> : vector<2xf16>} : () -> ()

// -----

"a.op"() {x = dense<[1.0, 2.5]> : vector<2xf16>} : () -> ()

// -----

"a.op"() {x = dense<[1.0]> : vector<2xf16>} : () -> ()

// -----

"a.op"() {x = dense<[1.0, 2.5, 1.0]> : vector<2xf16>} : () -> ()

// -----

"a.op"() {x = dense<[[1.0], [2.5]]> : vector<2xf16>} : () -> ()

// -----

"a.op"() {x = dense<[[1.0, 2.5]]> : vector<1x2xf16>} : () -> ()

// -----

"a.op"() {x = dense<[[1.0, 2.5], [1.0]]> : vector<2x2xf16>} : () -> ()

// -----

"a.op"() {x = dense<[]> : vector<2xf16>} : () -> ()

// -----

"a.op"() {x = dense<1.0> : tensor<2xbf16>} : () -> ()

// -----

"a.op"() {x = dense<[1.0, 2.5]> : tensor<2xbf16>} : () -> ()

// -----

"a.op"() {x = dense<[1.0]> : tensor<2xbf16>} : () -> ()

// -----

"a.op"() {x = dense<[1.0, 2.5, 1.0]> : tensor<2xbf16>} : () -> ()

// -----

"a.op"() {x = dense<[[1.0], [2.5]]> : tensor<2xbf16>} : () -> ()

// -----

"a.op"() {x = dense<[[1.0, 2.5]]> : tensor<1x2xbf16>} : () -> ()

// -----

"a.op"() {x = dense<[[1.0, 2.5], [1.0]]> : tensor<2x2xbf16>} : () -> ()

// -----

"a.op"() {x = dense<[]> : tensor<2xbf16>} : () -> ()

// -----

"a.op"() {x = dense<1.0> : vector<2xbf16>} : () -> ()

// -----

"a.op"() {x = dense<[1.0, 2.5]> : vector<2xbf16>} : () -> ()

// -----

"a.op"() {x = dense<[1.0]> : vector<2xbf16>} : () -> ()

// -----

"a.op"() {x = dense<[1.0, 2.5, 1.0]> : vector<2xbf16>} : () -> ()

// -----

"a.op"() {x = dense<[[1.0], [2.5]]> : vector<2xbf16>} : () -> ()

// -----

"a.op"() {x = dense<[[1.0, 2.5]]> : vector<1x2xbf16>} : () -> ()

// -----

"a.op"() {x = dense<[[1.0, 2.5], [1.0]]> : vector<2x2xbf16>} : () -> ()

// -----

"a.op"() {x = dense<[]> : vector<2xbf16>} : () -> ()

// -----

"a.op"() {x = dense<1.0> : tensor<2xf32>} : () -> ()

// -----

"a.op"() {x = dense<[1.0, 0x3F800000]> : tensor<2xf32>} : () -> ()

// -----

"a.op"() {x = dense<[1.0]> : tensor<2xf32>} : () -> ()

// -----

"a.op"() {x = dense<[1.0, 0x3F800000, 1.0]> : tensor<2xf32>} : () -> ()

// -----

"a.op"() {x = dense<[[1.0], [0x3F800000]]> : tensor<2xf32>} : () -> ()

// -----

"a.op"() {x = dense<[[1.0, 0x3F800000]]> : tensor<1x2xf32>} : () -> ()

// -----

"a.op"() {x = dense<[[1.0, 0x3F800000], [1.0]]> : tensor<2x2xf32>} : () -> ()

// -----

"a.op"() {x = dense<[]> : tensor<2xf32>} : () -> ()

// -----

"a.op"() {x = dense<1.0> : vector<2xf32>} : () -> ()

// -----

"a.op"() {x = dense<[1.0, 0x3F800000]> : vector<2xf32>} : () -> ()

// -----

"a.op"() {x = dense<[1.0]> : vector<2xf32>} : () -> ()

// -----

"a.op"() {x = dense<[1.0, 0x3F800000, 1.0]> : vector<2xf32>} : () -> ()

// -----

"a.op"() {x = dense<[[1.0], [0x3F800000]]> : vector<2xf32>} : () -> ()

// -----

"a.op"() {x = dense<[[1.0, 0x3F800000]]> : vector<1x2xf32>} : () -> ()

// -----

"a.op"() {x = dense<[[1.0, 0x3F800000], [1.0]]> : vector<2x2xf32>} : () -> ()

// -----

"a.op"() {x = dense<[]> : vector<2xf32>} : () -> ()

// -----

"a.op"() {x = dense<1.0> : tensor<2xf64>} : () -> ()

// -----

"a.op"() {x = dense<[1.0, -0.0]> : tensor<2xf64>} : () -> ()

// -----

"a.op"() {x = dense<[1.0]> : tensor<2xf64>} : () -> ()

// -----

"a.op"() {x = dense<[1.0, -0.0, 1.0]> : tensor<2xf64>} : () -> ()

// -----

"a.op"() {x = dense<[[1.0], [-0.0]]> : tensor<2xf64>} : () -> ()

// -----

"a.op"() {x = dense<[[1.0, -0.0]]> : tensor<1x2xf64>} : () -> ()

// -----

"a.op"() {x = dense<[[1.0, -0.0], [1.0]]> : tensor<2x2xf64>} : () -> ()

// -----

"a.op"() {x = dense<[]> : tensor<2xf64>} : () -> ()

// -----

"a.op"() {x = dense<1.0> : vector<2xf64>} : () -> ()

// -----

"a.op"() {x = dense<[1.0, -0.0]> : vector<2xf64>} : () -> ()

// -----

"a.op"() {x = dense<[1.0]> : vector<2xf64>} : () -> ()

// -----

"a.op"() {x = dense<[1.0, -0.0, 1.0]> : vector<2xf64>} : () -> ()

// -----

"a.op"() {x = dense<[[1.0], [-0.0]]> : vector<2xf64>} : () -> ()

// -----

"a.op"() {x = dense<[[1.0, -0.0]]> : vector<1x2xf64>} : () -> ()

// -----

"a.op"() {x = dense<[[1.0, -0.0], [1.0]]> : vector<2x2xf64>} : () -> ()

// -----

"a.op"() {x = dense<[]> : vector<2xf64>} : () -> ()

// -----

"a.op"() {x = dense<(1.0, 2.0)> : tensor<2xcomplex<f32>>} : () -> ()

// -----

"a.op"() {x = dense<[(1.0, 2.0), (0.0, 1.0)]> : tensor<2xcomplex<f32>>} : () -> ()

// -----

"a.op"() {x = dense<[(1.0, 2.0)]> : tensor<2xcomplex<f32>>} : () -> ()

// -----

"a.op"() {x = dense<[(1.0, 2.0), (0.0, 1.0), (1.0, 2.0)]> : tensor<2xcomplex<f32>>} : () -> ()

// -----

"a.op"() {x = dense<[[(1.0, 2.0)], [(0.0, 1.0)]]> : tensor<2xcomplex<f32>>} : () -> ()

// -----

"a.op"() {x = dense<[[(1.0, 2.0), (0.0, 1.0)]]> : tensor<1x2xcomplex<f32>>} : () -> ()

// -----

"a.op"() {x = dense<[[(1.0, 2.0), (0.0, 1.0)], [(1.0, 2.0)]]> : tensor<2x2xcomplex<f32>>} : () -> ()

// -----

"a.op"() {x = dense<[]> : tensor<2xcomplex<f32>>} : () -> ()

// -----

"a.op"() {x = dense<(1, 2)> : tensor<2xcomplex<i8>>} : () -> ()

// -----

"a.op"() {x = dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i8>>} : () -> ()

// -----

"a.op"() {x = dense<[(1, 2)]> : tensor<2xcomplex<i8>>} : () -> ()

// -----

"a.op"() {x = dense<[(1, 2), (3, 4), (1, 2)]> : tensor<2xcomplex<i8>>} : () -> ()

// -----

"a.op"() {x = dense<[[(1, 2)], [(3, 4)]]> : tensor<2xcomplex<i8>>} : () -> ()

// -----

"a.op"() {x = dense<[[(1, 2), (3, 4)]]> : tensor<1x2xcomplex<i8>>} : () -> ()

// -----

"a.op"() {x = dense<[[(1, 2), (3, 4)], [(1, 2)]]> : tensor<2x2xcomplex<i8>>} : () -> ()

// -----

"a.op"() {x = dense<[]> : tensor<2xcomplex<i8>>} : () -> ()

// -----

"a.op"() {x = dense<"x"> : tensor<2x!a.b>} : () -> ()

// -----

"a.op"() {x = dense<["x", "y"]> : tensor<2x!a.b>} : () -> ()

// -----

"a.op"() {x = dense<["x"]> : tensor<2x!a.b>} : () -> ()

// -----

"a.op"() {x = dense<["x", "y", "x"]> : tensor<2x!a.b>} : () -> ()

// -----

"a.op"() {x = dense<[["x"], ["y"]]> : tensor<2x!a.b>} : () -> ()

// -----

"a.op"() {x = dense<[["x", "y"]]> : tensor<1x2x!a.b>} : () -> ()

// -----

"a.op"() {x = dense<[["x", "y"], ["x"]]> : tensor<2x2x!a.b>} : () -> ()

// -----

"a.op"() {x = dense<[]> : tensor<2x!a.b>} : () -> ()

// -----

"a.op"() {x = dense<1.0> : tensor<2xf8E5M2>} : () -> ()

// -----

"a.op"() {x = dense<[1.0, 2.0]> : tensor<2xf8E5M2>} : () -> ()

// -----

"a.op"() {x = dense<[1.0]> : tensor<2xf8E5M2>} : () -> ()

// -----

"a.op"() {x = dense<[1.0, 2.0, 1.0]> : tensor<2xf8E5M2>} : () -> ()

// -----

"a.op"() {x = dense<[[1.0], [2.0]]> : tensor<2xf8E5M2>} : () -> ()

// -----

"a.op"() {x = dense<[[1.0, 2.0]]> : tensor<1x2xf8E5M2>} : () -> ()

// -----

"a.op"() {x = dense<[[1.0, 2.0], [1.0]]> : tensor<2x2xf8E5M2>} : () -> ()

// -----

"a.op"() {x = dense<[]> : tensor<2xf8E5M2>} : () -> ()

// -----

"a.op"() {x = dense<1.0> : vector<2xf8E5M2>} : () -> ()

// -----

"a.op"() {x = dense<[1.0, 2.0]> : vector<2xf8E5M2>} : () -> ()

// -----

"a.op"() {x = dense<[1.0]> : vector<2xf8E5M2>} : () -> ()

// -----

"a.op"() {x = dense<[1.0, 2.0, 1.0]> : vector<2xf8E5M2>} : () -> ()

// -----

"a.op"() {x = dense<[[1.0], [2.0]]> : vector<2xf8E5M2>} : () -> ()

// -----

"a.op"() {x = dense<[[1.0, 2.0]]> : vector<1x2xf8E5M2>} : () -> ()

// -----

"a.op"() {x = dense<[[1.0, 2.0], [1.0]]> : vector<2x2xf8E5M2>} : () -> ()

// -----

"a.op"() {x = dense<[]> : vector<2xf8E5M2>} : () -> ()

// -----

"a.op"() {x = dense<1> : tensor<2xi3>} : () -> ()

// -----

"a.op"() {x = dense<[1, -4]> : tensor<2xi3>} : () -> ()

// -----

"a.op"() {x = dense<[1]> : tensor<2xi3>} : () -> ()

// -----

"a.op"() {x = dense<[1, -4, 1]> : tensor<2xi3>} : () -> ()

// -----

"a.op"() {x = dense<[[1], [-4]]> : tensor<2xi3>} : () -> ()

// -----

"a.op"() {x = dense<[[1, -4]]> : tensor<1x2xi3>} : () -> ()

// -----

"a.op"() {x = dense<[[1, -4], [1]]> : tensor<2x2xi3>} : () -> ()

// -----

"a.op"() {x = dense<[]> : tensor<2xi3>} : () -> ()

// -----

"a.op"() {x = dense<1> : vector<2xi3>} : () -> ()

// -----

"a.op"() {x = dense<[1, -4]> : vector<2xi3>} : () -> ()

// -----

"a.op"() {x = dense<[1]> : vector<2xi3>} : () -> ()

// -----

"a.op"() {x = dense<[1, -4, 1]> : vector<2xi3>} : () -> ()

// -----

"a.op"() {x = dense<[[1], [-4]]> : vector<2xi3>} : () -> ()

// -----

"a.op"() {x = dense<[[1, -4]]> : vector<1x2xi3>} : () -> ()

// -----

"a.op"() {x = dense<[[1, -4], [1]]> : vector<2x2xi3>} : () -> ()

// -----

"a.op"() {x = dense<[]> : vector<2xi3>} : () -> ()

// -----

"a.op"() {x = array<i32: 1,>} : () -> ()

// -----

"a.op"() {x = array<i32: ,1>} : () -> ()

// -----

"a.op"() {x = array<i32 : 1>} : () -> ()

// -----

"a.op"() {x = array< i32: 1 >} : () -> ()

// -----

"a.op"() {x = array<i32: - 1>} : () -> ()

// -----

"a.op"() {x = array<i32: --1>} : () -> ()

// -----

"a.op"() {x = array<i1: true false>} : () -> ()

// -----

"a.op"() {x = dense<[1, 2,]> : tensor<2xi32>} : () -> ()

// -----

"a.op"() {x = [1, 2,]} : () -> ()

// -----

"a.op"() {x = {a = 1,}} : () -> ()

// -----

"a.op"() {x = [,]} : () -> ()

// -----

"a.op"() {x = dense<[,]> : tensor<0xi32>} : () -> ()

// -----

"a.op"() {x = dense<[[1, 2], [3, 4],]> : tensor<2x2xi32>} : () -> ()

// -----

"a.op"() {x = sparse<[[0],], [1]> : tensor<2xi32>} : () -> ()

// -----

"a.op"() {x = dense<(1, 2,)> : tensor<complex<i32>>} : () -> ()

// -----

"a.op"() {x = dense<-(1, 2)> : tensor<complex<i32>>} : () -> ()

// -----

"a.op"() {x = dense<(-1, -2)> : tensor<complex<i32>>} : () -> ()

// -----

"a.op"() {x = dense<-true> : tensor<i1>} : () -> ()

// -----

"a.op"() {x = dense<- 1> : tensor<i32>} : () -> ()

// -----

"a.op"() {x = dense<-"0x01"> : tensor<i8>} : () -> ()

// -----

"a.op"() {x = dense<[-[1]]> : tensor<1x1xi32>} : () -> ()

// -----

"a.op"() {x = dense<-0x1> : tensor<f32>} : () -> ()

// -----

"a.op"() {x = dense<-0x1> : tensor<i32>} : () -> ()

// -----

"a.op"() {x = dense<0x1> : tensor<i1>} : () -> ()

// -----

"a.op"() {x = dense<0x2> : tensor<i1>} : () -> ()

// -----

"a.op"() {x = dense<1.0e400> : tensor<f64>} : () -> ()

// -----

"a.op"() {x = dense<[inf]> : tensor<1xf32>} : () -> ()

// -----

"a.op"() {x = dense<1> : tensor<1x!a.b>} : () -> ()

// -----

"a.op"() {x = dense<"s"> : tensor<1xcomplex<f32>>} : () -> ()

// -----

"a.op"() {x = dense<"s"> : tensor<1xindex>} : () -> ()

// -----

"a.op"() {x = dense<["a", "b"]> : tensor<2x3x!a.b>} : () -> ()

// -----

"a.op"() {x = dense<[["a", "b"]]> : tensor<1x2x!a.b>} : () -> ()

// -----

"a.op"() {x = dense<[["a"], "b"]> : tensor<2x1x!a.b>} : () -> ()

// -----

"a.op"() {x = dense<"a"> : tensor<0x!a.b>} : () -> ()

// -----

"a.op"() {x = dense<[]> : tensor<0x!a.b>} : () -> ()

// -----

"a.op"() {x = dense<"0x01"> : tensor<1x!a.b>} : () -> ()

// -----

"a.op"() {x = dense<["a"]> : tensor<1xi8>} : () -> ()

// -----

"a.op"() {x = dense<"a"> : tensor<!a.b>} : () -> ()

// -----

"a.op"() {x = dense<"a"> : vector<1x!a.b>} : () -> ()

// -----

"a.op"() {x = dense<[1, 2]> : vector<2xi32>} : () -> ()

// -----

"a.op"() {x = dense<[1, 2, 3]> : vector<2xi32>} : () -> ()

// -----

"a.op"() {x = dense<[[1, 2]]> : vector<2xi32>} : () -> ()

// -----

"a.op"() {x = dense<[1, 2]> : vector<[2]xi32>} : () -> ()

// -----

"a.op"() {x = dense<1> : vector<[2]xi32>} : () -> ()

// -----

"a.op"() {x = dense<1> : tensor<*xi32>} : () -> ()

// -----

"a.op"() {x = dense<1> : memref<2xi32>} : () -> ()

// -----

"a.op"() {x = dense<1> : i32} : () -> ()

// -----

"a.op"() {x = dense<1>} : () -> ()

// -----

"a.op"() {x = dense<1> : tensor<2xindex>} : () -> ()

// -----

"a.op"() {x = dense<[1, 2]> : tensor<2xindex>} : () -> ()

// -----

"a.op"() {x = dense<1.5> : tensor<2xindex>} : () -> ()

// -----

"a.op"() {x = dense<true> : tensor<2xindex>} : () -> ()

// -----

"a.op"() {x = dense<true> : tensor<2xi32>} : () -> ()

// -----

"a.op"() {x = dense<[true, false]> : tensor<2xi1>} : () -> ()

// -----

"a.op"() {x = dense<[true, 2]> : tensor<2xi1>} : () -> ()

// -----

"a.op"() {x = dense<1> : tensor<2xi0>} : () -> ()

// -----

"a.op"() {x = dense<0> : tensor<2xi0>} : () -> ()

// -----

"a.op"() {x = dense<[1, 2]> : tensor<2xsi3>} : () -> ()

// -----

"a.op"() {x = dense<[4, 2]> : tensor<2xsi3>} : () -> ()

// -----

"a.op"() {x = dense<[-4, 2]> : tensor<2xsi3>} : () -> ()

// -----

"a.op"() {x = dense<[-1, 2]> : tensor<2xui3>} : () -> ()

// -----

"a.op"() {x = dense<[7, 8]> : tensor<2xui3>} : () -> ()

// -----

"a.op"() {x = dense<[-4, 7]> : tensor<2xi3>} : () -> ()

// -----

"a.op"() {x = dense<-5> : tensor<2xi3>} : () -> ()

// -----

"a.op"() {x = dense<1.0> : tensor<2xf16>} : () -> ()

// -----

"a.op"() {x = dense<1.0> : tensor<2xbf16>} : () -> ()

// -----

"a.op"() {x = dense<70000.0> : tensor<2xf16>} : () -> ()

// -----

"a.op"() {x = dense<1.0> : tensor<2xf8E4M3FN>} : () -> ()

// -----

"a.op"() {x = dense<1000.0> : tensor<2xf8E4M3FN>} : () -> ()

// -----

"a.op"() {x = dense<0x7C00> : tensor<2xf16>} : () -> ()

// -----

"a.op"() {x = dense<0x17C00> : tensor<2xf16>} : () -> ()

// -----

"a.op"() {x = dense<[0x7C00, 1.0]> : tensor<2xf16>} : () -> ()

// -----

"a.op"() {x = dense<(1, 2)> : tensor<2xcomplex<i32>>} : () -> ()

// -----

"a.op"() {x = dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i32>>} : () -> ()

// -----

"a.op"() {x = dense<[(1, 2), (3, 4), (5, 6)]> : tensor<2xcomplex<i32>>} : () -> ()

// -----

"a.op"() {x = dense<(1.5, 2)> : tensor<2xcomplex<i32>>} : () -> ()

// -----

"a.op"() {x = dense<(1, 2)> : tensor<2xcomplex<f32>>} : () -> ()

// -----

"a.op"() {x = dense<(1.0, 2.0)> : tensor<2xcomplex<f32>>} : () -> ()

// -----

"a.op"() {x = dense<(1.0)> : tensor<2xcomplex<f32>>} : () -> ()

// -----

"a.op"() {x = dense<(1.0, 2.0, 3.0)> : tensor<2xcomplex<f32>>} : () -> ()

// -----

"a.op"() {x = dense<(true, false)> : tensor<2xcomplex<i1>>} : () -> ()

// -----

"a.op"() {x = dense<(1, 2)> : tensor<2xi32>} : () -> ()

// -----

"a.op"() {x = dense<(300, 2)> : tensor<2xcomplex<i8>>} : () -> ()

// -----

"a.op"() {x = dense<[[1], [2]]> : tensor<2x1xi32>} : () -> ()

// -----

"a.op"() {x = dense<[[1], [2]]> : tensor<1x2xi32>} : () -> ()

// -----

"a.op"() {x = dense<[[]]> : tensor<1x0xi32>} : () -> ()

// -----

"a.op"() {x = dense<[[], []]> : tensor<2x0xi32>} : () -> ()

// -----

"a.op"() {x = dense<[]> : tensor<0x2xi32>} : () -> ()

// -----

"a.op"() {x = dense<[]> : tensor<2x0xi32>} : () -> ()

// -----

"a.op"() {x = dense<[[]]> : tensor<0xi32>} : () -> ()

// -----

"a.op"() {x = dense<> : tensor<0xi32>} : () -> ()

// -----

"a.op"() {x = dense<> : tensor<2xi32>} : () -> ()

// -----

"a.op"() {x = dense<1> : tensor<0xi32>} : () -> ()

// -----

"a.op"() {x = dense<[1]> : tensor<1x1xi32>} : () -> ()

// -----

"a.op"() {x = dense<[[1]]> : tensor<1xi32>} : () -> ()

// -----

"a.op"() {x = dense<[[1]]> : tensor<i32>} : () -> ()

// -----

"a.op"() {x = dense<[1]> : tensor<i32>} : () -> ()

// -----

"a.op"() {x = dense<[1, 2]> : tensor<?xi32>} : () -> ()

// -----

"a.op"() {x = dense<"x"> : tensor<2x!a.b>} : () -> ()

// -----

"a.op"() {x = dense<["x", "y"]> : tensor<2x!a.b>} : () -> ()

// -----

"a.op"() {x = dense<"x"> : tensor<2xi32>} : () -> ()

// -----

"a.op"() {x = dense<["x", 1]> : tensor<2x!a.b>} : () -> ()

// -----

"a.op"() {x = dense<[1, "x"]> : tensor<2xi32>} : () -> ()

// -----

"a.op"() {x = dense<"x"> : tensor<2xf32>} : () -> ()

// -----

"a.op"() {x = dense<"0x0000803F"> : tensor<f32>} : () -> ()

// -----

"a.op"() {x = dense<"0x0000803F"> : tensor<2xf32>} : () -> ()

// -----

"a.op"() {x = dense<"0x0000803F0000803F"> : tensor<2xf32>} : () -> ()

// -----

"a.op"() {x = dense<"0x01"> : tensor<8xi1>} : () -> ()

// -----

"a.op"() {x = dense<"0x0100"> : tensor<2xi1>} : () -> ()

// -----

"a.op"() {x = dense<"0x01"> : tensor<2xi1>} : () -> ()

// -----

"a.op"() {x = dense<"0x0102"> : tensor<complex<i8>>} : () -> ()

// -----

"a.op"() {x = dense<"0x01020304"> : tensor<2xcomplex<i8>>} : () -> ()

// -----

"a.op"() {x = dense<"0x0102"> : tensor<2xcomplex<i8>>} : () -> ()

// -----

"a.op"() {x = dense<"0x01"> : tensor<2xi4>} : () -> ()

// -----

"a.op"() {x = dense<"0x0102"> : tensor<2xi4>} : () -> ()

// -----

"a.op"() {x = dense<"0x0102"> : tensor<2xindex>} : () -> ()

// -----

"a.op"() {x = dense<"0x0102030405060708"> : tensor<index>} : () -> ()

// -----

"a.op"() {x = dense<"0x"> : tensor<0xi32>} : () -> ()

// -----

"a.op"() {x = dense<"0X01"> : tensor<i8>} : () -> ()

// -----

"a.op"() {x = dense<1> : tensor<2xi32> : i32} : () -> ()

// -----

"a.op"() {x = dense<1> : vector<2xindex>} : () -> ()

// -----

"a.op"() {x = dense<[1, 2]> : vector<1x2xindex>} : () -> ()

// -----

"a.op"() {x = dense<[1, 2]> : vector<2xf32>} : () -> ()

// -----

"a.op"() {x = dense<[(1, 2)]> : vector<1xcomplex<f32>>} : () -> ()

// -----

"a.op"() {x = dense<1> : tensor<2xvector<2xi32>>} : () -> ()

// -----

"a.op"() {x = dense<1> : tensor<2xtuple<>>} : () -> ()

// -----

"a.op"() {x = dense<1> : tensor<2xnone>} : () -> ()

// -----

"a.op"() {x = dense<1> : tensor<2xi32, "enc">} : () -> ()

// -----

"a.op"() {x = dense<[1, 2]> : tensor<2xi32, "enc">} : () -> ()
