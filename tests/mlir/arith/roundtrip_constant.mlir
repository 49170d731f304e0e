// RUN: mlir-rs-opt --mlir-print-op-generic %s | FileCheck %s

// arith.constant in generic form: i1 (`true`/`false`, and `1 : i1`, printed
// as `true`), integers of several widths (values printed signed: `255 : i8`
// is `-1 : i8`, `0x7F : i7` is `-1 : i7`), index, i128, floats of many types
// (decimal, negative zero, hex NaN/infinity, values that print in hex because
// `%e` form would not round-trip), dense splat and non-splat vectors and
// tensors (int, i1, float, index, scalable vector, rank 0, empty, hex
// payload), a sparse tensor, and discardable attributes. The function has an
// entry block without arguments, so no `^bb0` header is printed.

// CHECK-GENERATED-BY: mlir-opt-22
// CHECK: "builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = () -> (), sym_name = "constants"}> ({
// CHECK-NEXT:     %0 = "arith.constant"() <{value = true}> : () -> i1
// CHECK-NEXT:     %1 = "arith.constant"() <{value = false}> : () -> i1
// CHECK-NEXT:     %2 = "arith.constant"() <{value = true}> : () -> i1
// CHECK-NEXT:     %3 = "arith.constant"() <{value = 42 : i32}> : () -> i32
// CHECK-NEXT:     %4 = "arith.constant"() <{value = -1 : i64}> : () -> i64
// CHECK-NEXT:     %5 = "arith.constant"() <{value = -1 : i8}> : () -> i8
// CHECK-NEXT:     %6 = "arith.constant"() <{value = -128 : i8}> : () -> i8
// CHECK-NEXT:     %7 = "arith.constant"() <{value = 9223372036854775807 : i64}> : () -> i64
// CHECK-NEXT:     %8 = "arith.constant"() <{value = 0 : index}> : () -> index
// CHECK-NEXT:     %9 = "arith.constant"() <{value = -7 : index}> : () -> index
// CHECK-NEXT:     %10 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
// CHECK-NEXT:     %11 = "arith.constant"() <{value = -1 : i7}> : () -> i7
// CHECK-NEXT:     %12 = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
// CHECK-NEXT:     %13 = "arith.constant"() <{value = -0.000000e+00 : f64}> : () -> f64
// CHECK-NEXT:     %14 = "arith.constant"() <{value = 6.499200e+04 : f16}> : () -> f16
// CHECK-NEXT:     %15 = "arith.constant"() <{value = 3.000000e+00 : bf16}> : () -> bf16
// CHECK-NEXT:     %16 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
// CHECK-NEXT:     %17 = "arith.constant"() <{value = 0x7FF0000000000000 : f64}> : () -> f64
// CHECK-NEXT:     %18 = "arith.constant"() <{value = 1.000000e-10 : f64}> : () -> f64
// CHECK-NEXT:     %19 = "arith.constant"() <{value = 1.000000e-01 : f32}> : () -> f32
// CHECK-NEXT:     %20 = "arith.constant"() <{value = 2.000000e+00 : f80}> : () -> f80
// CHECK-NEXT:     %21 = "arith.constant"() <{value = 0x4B3C614E : f32}> : () -> f32
// CHECK-NEXT:     %22 = "arith.constant"() <{value = 1.000000e+00 : f128}> : () -> f128
// CHECK-NEXT:     %23 = "arith.constant"() <{value = 5.000000e-01 : f8E4M3FN}> : () -> f8E4M3FN
// CHECK-NEXT:     %24 = "arith.constant"() <{value = dense<0> : vector<4xi32>}> : () -> vector<4xi32>
// CHECK-NEXT:     %25 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
// CHECK-NEXT:     %26 = "arith.constant"() <{value = dense<[true, false, true, true]> : vector<4xi1>}> : () -> vector<4xi1>
// CHECK-NEXT:     %27 = "arith.constant"() <{value = dense<2.500000e+00> : vector<[4]xf32>}> : () -> vector<[4]xf32>
// CHECK-NEXT:     %28 = "arith.constant"() <{value = dense<{{\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
// CHECK-NEXT:     %29 = "arith.constant"() <{value = dense<-1> : tensor<2x3xi64>}> : () -> tensor<2x3xi64>
// CHECK-NEXT:     %30 = "arith.constant"() <{value = dense<[0, 1, 2]> : tensor<3xindex>}> : () -> tensor<3xindex>
// CHECK-NEXT:     %31 = "arith.constant"() <{value = dense<> : tensor<0xf32>}> : () -> tensor<0xf32>
// CHECK-NEXT:     %32 = "arith.constant"() <{value = dense<7> : tensor<i8>}> : () -> tensor<i8>
// CHECK-NEXT:     %33 = "arith.constant"() <{value = dense<0x7F800000> : vector<2xf32>}> : () -> vector<2xf32>
// CHECK-NEXT:     %34 = "arith.constant"() <{value = dense<[1.000000e+00, -2.000000e+00]> : vector<2xf16>}> : () -> vector<2xf16>
// CHECK-NEXT:     %35 = "arith.constant"() <{value = dense<[67305985, 134678021]> : vector<2xi32>}> : () -> vector<2xi32>
// CHECK-NEXT:     %36 = "arith.constant"() <{value = sparse<{{\[\[}}0, 1]], 5> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
// CHECK-NEXT:     %37 = "arith.constant"() <{value = 3 : i16}> {const.origin = "user", z} : () -> i16
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()

"func.func"() <{function_type = () -> (), sym_name = "constants"}> ({
  %t = "arith.constant"() <{value = true}> : () -> i1
  %f = "arith.constant"() <{value = false}> : () -> i1
  %i1 = "arith.constant"() <{value = 1 : i1}> : () -> i1
  %a = "arith.constant"() <{value = 42 : i32}> : () -> i32
  %b = "arith.constant"() <{value = -1 : i64}> : () -> i64
  %c = "arith.constant"() <{value = 255 : i8}> : () -> i8
  %d = "arith.constant"() <{value = -128 : i8}> : () -> i8
  %e = "arith.constant"() <{value = 9223372036854775807 : i64}> : () -> i64
  %g = "arith.constant"() <{value = 0 : index}> : () -> index
  %h = "arith.constant"() <{value = -7 : index}> : () -> index
  %w = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
  %k = "arith.constant"() <{value = 0x7F : i7}> : () -> i7
  %f0 = "arith.constant"() <{value = 1.5 : f32}> : () -> f32
  %f1 = "arith.constant"() <{value = -0.0 : f64}> : () -> f64
  %f2 = "arith.constant"() <{value = 6.5e+04 : f16}> : () -> f16
  %f3 = "arith.constant"() <{value = 3.0 : bf16}> : () -> bf16
  %f4 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
  %f5 = "arith.constant"() <{value = 0x7FF0000000000000 : f64}> : () -> f64
  %f6 = "arith.constant"() <{value = 1.0e-10 : f64}> : () -> f64
  %f7 = "arith.constant"() <{value = 0.1 : f32}> : () -> f32
  %f8 = "arith.constant"() <{value = 2.0 : f80}> : () -> f80
  %f9 = "arith.constant"() <{value = 12345678. : f32}> : () -> f32
  %f10 = "arith.constant"() <{value = 1.0 : f128}> : () -> f128
  %f11 = "arith.constant"() <{value = 0.5 : f8E4M3FN}> : () -> f8E4M3FN
  %v0 = "arith.constant"() <{value = dense<0> : vector<4xi32>}> : () -> vector<4xi32>
  %v1 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
  %v2 = "arith.constant"() <{value = dense<[true, false, true, true]> : vector<4xi1>}> : () -> vector<4xi1>
  %v3 = "arith.constant"() <{value = dense<2.5> : vector<[4]xf32>}> : () -> vector<[4]xf32>
  %v4 = "arith.constant"() <{value = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
  %v5 = "arith.constant"() <{value = dense<-1> : tensor<2x3xi64>}> : () -> tensor<2x3xi64>
  %v6 = "arith.constant"() <{value = dense<[0, 1, 2]> : tensor<3xindex>}> : () -> tensor<3xindex>
  %v7 = "arith.constant"() <{value = dense<> : tensor<0xf32>}> : () -> tensor<0xf32>
  %v8 = "arith.constant"() <{value = dense<7> : tensor<i8>}> : () -> tensor<i8>
  %v9 = "arith.constant"() <{value = dense<0x7F800000> : vector<2xf32>}> : () -> vector<2xf32>
  %v10 = "arith.constant"() <{value = dense<[1.0, -2.0]> : vector<2xf16>}> : () -> vector<2xf16>
  %v11 = "arith.constant"() <{value = dense<"0x0102030405060708"> : vector<2xi32>}> : () -> vector<2xi32>
  %v12 = "arith.constant"() <{value = sparse<[[0, 1]], [5]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
  %z = "arith.constant"() <{value = 3 : i16}> {const.origin = "user", z = unit} : () -> i16
  "func.return"() : () -> ()
}) : () -> ()
