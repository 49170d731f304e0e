// RUN: mlir-rs-opt --mlir-print-op-generic %s | FileCheck %s

// Arith casts and select in generic form: extsi, extui, trunci (with every
// overflowFlags value), extf (fastmath optional: absent, explicit none, set),
// truncf (every roundingmode 0-4, with and without fastmath), fptosi, fptoui,
// sitofp, uitofp, index_cast and index_castui (scalars, vectors, tensors and
// memrefs, both directions), bitcast (int<->float, f16<->bf16, shaped,
// memref, identity), scaling_extf/scaling_truncf on small float types, and
// select with scalar and shaped conditions on int, float, index, i1 and
// memref values. Some ops carry discardable attributes.

// CHECK-GENERATED-BY: mlir-opt-22
// CHECK: "builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = (i1, i8, i32, i64, index, vector<4xi32>, tensor<?xi64>, tensor<2x3xi16>, f16, bf16, f32, f64, vector<4xf32>, tensor<2x3xf32>, memref<4xi32>, memref<?x8xindex>, f8E8M0FNU, f4E2M1FN, vector<4xf8E5M2>, vector<4xf8E8M0FNU>, i1, vector<4xi1>, tensor<2x3xi1>) -> (), sym_name = "casts"}> ({
// CHECK-NEXT:   ^bb0(%arg0: i1, %arg1: i8, %arg2: i32, %arg3: i64, %arg4: index, %arg5: vector<4xi32>, %arg6: tensor<?xi64>, %arg7: tensor<2x3xi16>, %arg8: f16, %arg9: bf16, %arg10: f32, %arg11: f64, %arg12: vector<4xf32>, %arg13: tensor<2x3xf32>, %arg14: memref<4xi32>, %arg15: memref<?x8xindex>, %arg16: f8E8M0FNU, %arg17: f4E2M1FN, %arg18: vector<4xf8E5M2>, %arg19: vector<4xf8E8M0FNU>, %arg20: i1, %arg21: vector<4xi1>, %arg22: tensor<2x3xi1>):
// CHECK-NEXT:     %0 = "arith.extsi"(%arg0) : (i1) -> i8
// CHECK-NEXT:     %1 = "arith.extsi"(%arg2) : (i32) -> i64
// CHECK-NEXT:     %2 = "arith.extsi"(%arg5) : (vector<4xi32>) -> vector<4xi64>
// CHECK-NEXT:     %3 = "arith.extsi"(%arg7) : (tensor<2x3xi16>) -> tensor<2x3xi32>
// CHECK-NEXT:     %4 = "arith.extui"(%arg1) : (i8) -> i32
// CHECK-NEXT:     %5 = "arith.extui"(%arg0) {ext.note = "zero"} : (i1) -> i64
// CHECK-NEXT:     %6 = "arith.extui"(%arg5) : (vector<4xi32>) -> vector<4xi33>
// CHECK-NEXT:     %7 = "arith.trunci"(%arg3) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
// CHECK-NEXT:     %8 = "arith.trunci"(%arg2) <{overflowFlags = #arith.overflow<nsw>}> : (i32) -> i1
// CHECK-NEXT:     %9 = "arith.trunci"(%arg6) <{overflowFlags = #arith.overflow<nuw>}> : (tensor<?xi64>) -> tensor<?xi8>
// CHECK-NEXT:     %10 = "arith.trunci"(%arg5) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (vector<4xi32>) -> vector<4xi16>
// CHECK-NEXT:     %11 = "arith.extf"(%arg8) : (f16) -> f32
// CHECK-NEXT:     %12 = "arith.extf"(%arg9) <{fastmath = #arith.fastmath<contract>}> : (bf16) -> f64
// CHECK-NEXT:     %13 = "arith.extf"(%arg10) <{fastmath = #arith.fastmath<none>}> : (f32) -> f64
// CHECK-NEXT:     %14 = "arith.extf"(%arg12) <{fastmath = #arith.fastmath<fast>}> : (vector<4xf32>) -> vector<4xf64>
// CHECK-NEXT:     %15 = "arith.truncf"(%arg10) : (f32) -> f16
// CHECK-NEXT:     %16 = "arith.truncf"(%arg11) <{roundingmode = 0 : i32}> : (f64) -> bf16
// CHECK-NEXT:     %17 = "arith.truncf"(%arg11) <{fastmath = #arith.fastmath<nnan>, roundingmode = 1 : i32}> : (f64) -> f32
// CHECK-NEXT:     %18 = "arith.truncf"(%arg13) <{roundingmode = 2 : i32}> : (tensor<2x3xf32>) -> tensor<2x3xf16>
// CHECK-NEXT:     %19 = "arith.truncf"(%arg12) <{roundingmode = 3 : i32}> : (vector<4xf32>) -> vector<4xbf16>
// CHECK-NEXT:     %20 = "arith.truncf"(%arg10) <{fastmath = #arith.fastmath<fast>, roundingmode = 4 : i32}> : (f32) -> f8E5M2
// CHECK-NEXT:     %21 = "arith.fptosi"(%arg10) : (f32) -> i32
// CHECK-NEXT:     %22 = "arith.fptosi"(%arg8) : (f16) -> i64
// CHECK-NEXT:     %23 = "arith.fptosi"(%arg13) : (tensor<2x3xf32>) -> tensor<2x3xi8>
// CHECK-NEXT:     %24 = "arith.fptoui"(%arg11) : (f64) -> i1
// CHECK-NEXT:     %25 = "arith.fptoui"(%arg12) : (vector<4xf32>) -> vector<4xi32>
// CHECK-NEXT:     %26 = "arith.sitofp"(%arg2) : (i32) -> f32
// CHECK-NEXT:     %27 = "arith.sitofp"(%arg1) : (i8) -> bf16
// CHECK-NEXT:     %28 = "arith.sitofp"(%arg5) : (vector<4xi32>) -> vector<4xf64>
// CHECK-NEXT:     %29 = "arith.uitofp"(%arg3) : (i64) -> f16
// CHECK-NEXT:     %30 = "arith.uitofp"(%arg7) : (tensor<2x3xi16>) -> tensor<2x3xf32>
// CHECK-NEXT:     %31 = "arith.index_cast"(%arg4) : (index) -> i32
// CHECK-NEXT:     %32 = "arith.index_cast"(%arg3) : (i64) -> index
// CHECK-NEXT:     %33 = "arith.index_cast"(%arg14) : (memref<4xi32>) -> memref<4xindex>
// CHECK-NEXT:     %34 = "arith.index_cast"(%arg15) : (memref<?x8xindex>) -> memref<?x8xi64>
// CHECK-NEXT:     %35 = "arith.index_cast"(%arg6) : (tensor<?xi64>) -> tensor<?xindex>
// CHECK-NEXT:     %36 = "arith.index_castui"(%arg4) : (index) -> i8
// CHECK-NEXT:     %37 = "arith.index_castui"(%arg0) : (i1) -> index
// CHECK-NEXT:     %38 = "arith.index_castui"(%arg14) : (memref<4xi32>) -> memref<4xindex>
// CHECK-NEXT:     %39 = "arith.index_castui"(%arg5) {cast.kind = "unsigned"} : (vector<4xi32>) -> vector<4xindex>
// CHECK-NEXT:     %40 = "arith.bitcast"(%arg2) : (i32) -> f32
// CHECK-NEXT:     %41 = "arith.bitcast"(%arg11) : (f64) -> i64
// CHECK-NEXT:     %42 = "arith.bitcast"(%arg8) : (f16) -> bf16
// CHECK-NEXT:     %43 = "arith.bitcast"(%arg5) : (vector<4xi32>) -> vector<4xf32>
// CHECK-NEXT:     %44 = "arith.bitcast"(%arg13) : (tensor<2x3xf32>) -> tensor<2x3xi32>
// CHECK-NEXT:     %45 = "arith.bitcast"(%arg14) : (memref<4xi32>) -> memref<4xf32>
// CHECK-NEXT:     %46 = "arith.bitcast"(%arg2) : (i32) -> i32
// CHECK-NEXT:     %47 = "arith.scaling_extf"(%arg18, %arg19) : (vector<4xf8E5M2>, vector<4xf8E8M0FNU>) -> vector<4xf32>
// CHECK-NEXT:     %48 = "arith.scaling_extf"(%arg17, %arg16) <{fastmath = #arith.fastmath<nnan>}> : (f4E2M1FN, f8E8M0FNU) -> f16
// CHECK-NEXT:     %49 = "arith.scaling_truncf"(%arg12, %arg19) : (vector<4xf32>, vector<4xf8E8M0FNU>) -> vector<4xf8E5M2>
// CHECK-NEXT:     %50 = "arith.scaling_truncf"(%arg10, %arg16) <{fastmath = #arith.fastmath<fast>, roundingmode = 3 : i32}> : (f32, f8E8M0FNU) -> f4E2M1FN
// CHECK-NEXT:     %51 = "arith.scaling_truncf"(%arg11, %arg16) <{roundingmode = 0 : i32}> : (f64, f8E8M0FNU) -> f16
// CHECK-NEXT:     %52 = "arith.select"(%arg20, %arg2, %arg2) : (i1, i32, i32) -> i32
// CHECK-NEXT:     %53 = "arith.select"(%arg20, %arg12, %arg12) : (i1, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:     %54 = "arith.select"(%arg21, %arg5, %arg5) : (vector<4xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:     %55 = "arith.select"(%arg22, %arg13, %arg13) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:     %56 = "arith.select"(%arg20, %arg14, %arg14) {sel = 0 : i2} : (i1, memref<4xi32>, memref<4xi32>) -> memref<4xi32>
// CHECK-NEXT:     %57 = "arith.select"(%arg20, %arg4, %arg4) : (i1, index, index) -> index
// CHECK-NEXT:     %58 = "arith.select"(%arg20, %arg20, %arg0) : (i1, i1, i1) -> i1
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()

"func.func"() <{function_type = (i1, i8, i32, i64, index, vector<4xi32>, tensor<?xi64>, tensor<2x3xi16>, f16, bf16, f32, f64, vector<4xf32>, tensor<2x3xf32>, memref<4xi32>, memref<?x8xindex>, f8E8M0FNU, f4E2M1FN, vector<4xf8E5M2>, vector<4xf8E8M0FNU>, i1, vector<4xi1>, tensor<2x3xi1>) -> (), sym_name = "casts"}> ({
^bb0(%b: i1, %c: i8, %i: i32, %l: i64, %x: index, %v: vector<4xi32>, %t: tensor<?xi64>, %s: tensor<2x3xi16>, %h: f16, %bh: bf16, %f: f32, %d: f64, %vf: vector<4xf32>, %tf: tensor<2x3xf32>, %m: memref<4xi32>, %mx: memref<?x8xindex>, %e8: f8E8M0FNU, %e4: f4E2M1FN, %v8: vector<4xf8E5M2>, %vs: vector<4xf8E8M0FNU>, %p: i1, %vp: vector<4xi1>, %tp: tensor<2x3xi1>):
  %0 = "arith.extsi"(%b) : (i1) -> i8
  %1 = "arith.extsi"(%i) : (i32) -> i64
  %2 = "arith.extsi"(%v) : (vector<4xi32>) -> vector<4xi64>
  %3 = "arith.extsi"(%s) : (tensor<2x3xi16>) -> tensor<2x3xi32>
  %4 = "arith.extui"(%c) : (i8) -> i32
  %5 = "arith.extui"(%b) {ext.note = "zero"} : (i1) -> i64
  %6 = "arith.extui"(%v) : (vector<4xi32>) -> vector<4xi33>
  %7 = "arith.trunci"(%l) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
  %8 = "arith.trunci"(%i) <{overflowFlags = #arith.overflow<nsw>}> : (i32) -> i1
  %9 = "arith.trunci"(%t) <{overflowFlags = #arith.overflow<nuw>}> : (tensor<?xi64>) -> tensor<?xi8>
  %10 = "arith.trunci"(%v) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (vector<4xi32>) -> vector<4xi16>
  %11 = "arith.extf"(%h) : (f16) -> f32
  %12 = "arith.extf"(%bh) <{fastmath = #arith.fastmath<contract>}> : (bf16) -> f64
  %13 = "arith.extf"(%f) <{fastmath = #arith.fastmath<none>}> : (f32) -> f64
  %14 = "arith.extf"(%vf) <{fastmath = #arith.fastmath<fast>}> : (vector<4xf32>) -> vector<4xf64>
  %15 = "arith.truncf"(%f) : (f32) -> f16
  %16 = "arith.truncf"(%d) <{roundingmode = 0 : i32}> : (f64) -> bf16
  %17 = "arith.truncf"(%d) <{roundingmode = 1 : i32, fastmath = #arith.fastmath<nnan>}> : (f64) -> f32
  %18 = "arith.truncf"(%tf) <{roundingmode = 2 : i32}> : (tensor<2x3xf32>) -> tensor<2x3xf16>
  %19 = "arith.truncf"(%vf) <{roundingmode = 3 : i32}> : (vector<4xf32>) -> vector<4xbf16>
  %20 = "arith.truncf"(%f) <{roundingmode = 4 : i32, fastmath = #arith.fastmath<fast>}> : (f32) -> f8E5M2
  %21 = "arith.fptosi"(%f) : (f32) -> i32
  %22 = "arith.fptosi"(%h) : (f16) -> i64
  %23 = "arith.fptosi"(%tf) : (tensor<2x3xf32>) -> tensor<2x3xi8>
  %24 = "arith.fptoui"(%d) : (f64) -> i1
  %25 = "arith.fptoui"(%vf) : (vector<4xf32>) -> vector<4xi32>
  %26 = "arith.sitofp"(%i) : (i32) -> f32
  %27 = "arith.sitofp"(%c) : (i8) -> bf16
  %28 = "arith.sitofp"(%v) : (vector<4xi32>) -> vector<4xf64>
  %29 = "arith.uitofp"(%l) : (i64) -> f16
  %30 = "arith.uitofp"(%s) : (tensor<2x3xi16>) -> tensor<2x3xf32>
  %31 = "arith.index_cast"(%x) : (index) -> i32
  %32 = "arith.index_cast"(%l) : (i64) -> index
  %33 = "arith.index_cast"(%m) : (memref<4xi32>) -> memref<4xindex>
  %34 = "arith.index_cast"(%mx) : (memref<?x8xindex>) -> memref<?x8xi64>
  %35 = "arith.index_cast"(%t) : (tensor<?xi64>) -> tensor<?xindex>
  %36 = "arith.index_castui"(%x) : (index) -> i8
  %37 = "arith.index_castui"(%b) : (i1) -> index
  %38 = "arith.index_castui"(%m) : (memref<4xi32>) -> memref<4xindex>
  %39 = "arith.index_castui"(%v) {cast.kind = "unsigned"} : (vector<4xi32>) -> vector<4xindex>
  %40 = "arith.bitcast"(%i) : (i32) -> f32
  %41 = "arith.bitcast"(%d) : (f64) -> i64
  %42 = "arith.bitcast"(%h) : (f16) -> bf16
  %43 = "arith.bitcast"(%v) : (vector<4xi32>) -> vector<4xf32>
  %44 = "arith.bitcast"(%tf) : (tensor<2x3xf32>) -> tensor<2x3xi32>
  %45 = "arith.bitcast"(%m) : (memref<4xi32>) -> memref<4xf32>
  %46 = "arith.bitcast"(%i) : (i32) -> i32
  %47 = "arith.scaling_extf"(%v8, %vs) : (vector<4xf8E5M2>, vector<4xf8E8M0FNU>) -> vector<4xf32>
  %48 = "arith.scaling_extf"(%e4, %e8) <{fastmath = #arith.fastmath<nnan>}> : (f4E2M1FN, f8E8M0FNU) -> f16
  %49 = "arith.scaling_truncf"(%vf, %vs) : (vector<4xf32>, vector<4xf8E8M0FNU>) -> vector<4xf8E5M2>
  %50 = "arith.scaling_truncf"(%f, %e8) <{roundingmode = 3 : i32, fastmath = #arith.fastmath<fast>}> : (f32, f8E8M0FNU) -> f4E2M1FN
  %51 = "arith.scaling_truncf"(%d, %e8) <{roundingmode = 0 : i32}> : (f64, f8E8M0FNU) -> f16
  %52 = "arith.select"(%p, %i, %i) : (i1, i32, i32) -> i32
  %53 = "arith.select"(%p, %vf, %vf) : (i1, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %54 = "arith.select"(%vp, %v, %v) : (vector<4xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %55 = "arith.select"(%tp, %tf, %tf) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %56 = "arith.select"(%p, %m, %m) {sel = 0 : i2} : (i1, memref<4xi32>, memref<4xi32>) -> memref<4xi32>
  %57 = "arith.select"(%p, %x, %x) : (i1, index, index) -> index
  %58 = "arith.select"(%p, %p, %b) : (i1, i1, i1) -> i1
  "func.return"() : () -> ()
}) : () -> ()
