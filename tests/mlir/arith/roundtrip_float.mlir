// RUN: mlir-rs-opt --mlir-print-op-generic %s | FileCheck %s

// Floating-point arith ops in generic form: addf, subf, mulf, divf, remf,
// maximumf, maxnumf, minimumf, minnumf and negf on f16, bf16, f32, f64, f80,
// f128, vectors (fixed and scalable) and tensors (static and dynamic), with
// fastmath flags: none, single flags, combinations written in any order
// (printed in bit order), all seven flags (printed as `fast`) and `fast`;
// cmpf with all sixteen predicates, with and without fastmath. Some ops carry
// discardable attributes. Last, other spellings the #arith.fastmath parser
// accepts (strings, spaces, `none`/`fast` mixed with flags, duplicates).

// CHECK-GENERATED-BY: mlir-opt-22
// CHECK: "builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = (f16, f16, bf16, bf16, f32, f32, f64, f64, vector<4xf32>, vector<4xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<?xf64>, tensor<?xf64>, f80, f80, f128, f128, vector<[8]xf16>, vector<[8]xf16>) -> (), sym_name = "float_binary"}> ({
// CHECK-NEXT:   ^bb0(%arg9: f16, %arg10: f16, %arg11: bf16, %arg12: bf16, %arg13: f32, %arg14: f32, %arg15: f64, %arg16: f64, %arg17: vector<4xf32>, %arg18: vector<4xf32>, %arg19: tensor<2x3xf32>, %arg20: tensor<2x3xf32>, %arg21: tensor<?xf64>, %arg22: tensor<?xf64>, %arg23: f80, %arg24: f80, %arg25: f128, %arg26: f128, %arg27: vector<[8]xf16>, %arg28: vector<[8]xf16>):
// CHECK-NEXT:     %24 = "arith.addf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
// CHECK-NEXT:     %25 = "arith.addf"(%arg11, %arg12) <{fastmath = #arith.fastmath<fast>}> : (bf16, bf16) -> bf16
// CHECK-NEXT:     %26 = "arith.addf"(%arg13, %arg14) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
// CHECK-NEXT:     %27 = "arith.addf"(%arg15, %arg16) <{fastmath = #arith.fastmath<reassoc>}> : (f64, f64) -> f64
// CHECK-NEXT:     %28 = "arith.addf"(%arg17, %arg18) <{fastmath = #arith.fastmath<nsz,arcp>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:     %29 = "arith.addf"(%arg19, %arg20) <{fastmath = #arith.fastmath<contract,afn>}> {fp.tag = "x"} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:     %30 = "arith.addf"(%arg21, %arg22) <{fastmath = #arith.fastmath<fast>}> : (tensor<?xf64>, tensor<?xf64>) -> tensor<?xf64>
// CHECK-NEXT:     %31 = "arith.addf"(%arg23, %arg24) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f80, f80) -> f80
// CHECK-NEXT:     %32 = "arith.addf"(%arg25, %arg26) <{fastmath = #arith.fastmath<reassoc,afn>}> : (f128, f128) -> f128
// CHECK-NEXT:     %33 = "arith.addf"(%arg27, %arg28) <{fastmath = #arith.fastmath<arcp>}> : (vector<[8]xf16>, vector<[8]xf16>) -> vector<[8]xf16>
// CHECK-NEXT:     %34 = "arith.subf"(%arg9, %arg10) <{fastmath = #arith.fastmath<fast>}> : (f16, f16) -> f16
// CHECK-NEXT:     %35 = "arith.subf"(%arg11, %arg12) <{fastmath = #arith.fastmath<nnan,ninf>}> : (bf16, bf16) -> bf16
// CHECK-NEXT:     %36 = "arith.subf"(%arg13, %arg14) <{fastmath = #arith.fastmath<reassoc>}> : (f32, f32) -> f32
// CHECK-NEXT:     %37 = "arith.subf"(%arg15, %arg16) <{fastmath = #arith.fastmath<nsz,arcp>}> : (f64, f64) -> f64
// CHECK-NEXT:     %38 = "arith.subf"(%arg17, %arg18) <{fastmath = #arith.fastmath<contract,afn>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:     %39 = "arith.subf"(%arg19, %arg20) <{fastmath = #arith.fastmath<fast>}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:     %40 = "arith.subf"(%arg21, %arg22) <{fastmath = #arith.fastmath<nnan,ninf>}> : (tensor<?xf64>, tensor<?xf64>) -> tensor<?xf64>
// CHECK-NEXT:     %41 = "arith.subf"(%arg23, %arg24) <{fastmath = #arith.fastmath<reassoc,afn>}> : (f80, f80) -> f80
// CHECK-NEXT:     %42 = "arith.subf"(%arg25, %arg26) <{fastmath = #arith.fastmath<arcp>}> : (f128, f128) -> f128
// CHECK-NEXT:     %43 = "arith.subf"(%arg27, %arg28) <{fastmath = #arith.fastmath<none>}> : (vector<[8]xf16>, vector<[8]xf16>) -> vector<[8]xf16>
// CHECK-NEXT:     %44 = "arith.mulf"(%arg9, %arg10) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f16, f16) -> f16
// CHECK-NEXT:     %45 = "arith.mulf"(%arg11, %arg12) <{fastmath = #arith.fastmath<reassoc>}> : (bf16, bf16) -> bf16
// CHECK-NEXT:     %46 = "arith.mulf"(%arg13, %arg14) <{fastmath = #arith.fastmath<nsz,arcp>}> : (f32, f32) -> f32
// CHECK-NEXT:     %47 = "arith.mulf"(%arg15, %arg16) <{fastmath = #arith.fastmath<contract,afn>}> : (f64, f64) -> f64
// CHECK-NEXT:     %48 = "arith.mulf"(%arg17, %arg18) <{fastmath = #arith.fastmath<fast>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:     %49 = "arith.mulf"(%arg19, %arg20) <{fastmath = #arith.fastmath<nnan,ninf>}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:     %50 = "arith.mulf"(%arg21, %arg22) <{fastmath = #arith.fastmath<reassoc,afn>}> : (tensor<?xf64>, tensor<?xf64>) -> tensor<?xf64>
// CHECK-NEXT:     %51 = "arith.mulf"(%arg23, %arg24) <{fastmath = #arith.fastmath<arcp>}> : (f80, f80) -> f80
// CHECK-NEXT:     %52 = "arith.mulf"(%arg25, %arg26) <{fastmath = #arith.fastmath<none>}> : (f128, f128) -> f128
// CHECK-NEXT:     %53 = "arith.mulf"(%arg27, %arg28) <{fastmath = #arith.fastmath<fast>}> : (vector<[8]xf16>, vector<[8]xf16>) -> vector<[8]xf16>
// CHECK-NEXT:     %54 = "arith.divf"(%arg9, %arg10) <{fastmath = #arith.fastmath<reassoc>}> : (f16, f16) -> f16
// CHECK-NEXT:     %55 = "arith.divf"(%arg11, %arg12) <{fastmath = #arith.fastmath<nsz,arcp>}> : (bf16, bf16) -> bf16
// CHECK-NEXT:     %56 = "arith.divf"(%arg13, %arg14) <{fastmath = #arith.fastmath<contract,afn>}> : (f32, f32) -> f32
// CHECK-NEXT:     %57 = "arith.divf"(%arg15, %arg16) <{fastmath = #arith.fastmath<fast>}> : (f64, f64) -> f64
// CHECK-NEXT:     %58 = "arith.divf"(%arg17, %arg18) <{fastmath = #arith.fastmath<nnan,ninf>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:     %59 = "arith.divf"(%arg19, %arg20) <{fastmath = #arith.fastmath<reassoc,afn>}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:     %60 = "arith.divf"(%arg21, %arg22) <{fastmath = #arith.fastmath<arcp>}> {a = 1 : i32, b = 2.500000e+00 : f32} : (tensor<?xf64>, tensor<?xf64>) -> tensor<?xf64>
// CHECK-NEXT:     %61 = "arith.divf"(%arg23, %arg24) <{fastmath = #arith.fastmath<none>}> : (f80, f80) -> f80
// CHECK-NEXT:     %62 = "arith.divf"(%arg25, %arg26) <{fastmath = #arith.fastmath<fast>}> : (f128, f128) -> f128
// CHECK-NEXT:     %63 = "arith.divf"(%arg27, %arg28) <{fastmath = #arith.fastmath<nnan,ninf>}> : (vector<[8]xf16>, vector<[8]xf16>) -> vector<[8]xf16>
// CHECK-NEXT:     %64 = "arith.remf"(%arg9, %arg10) <{fastmath = #arith.fastmath<nsz,arcp>}> : (f16, f16) -> f16
// CHECK-NEXT:     %65 = "arith.remf"(%arg11, %arg12) <{fastmath = #arith.fastmath<contract,afn>}> : (bf16, bf16) -> bf16
// CHECK-NEXT:     %66 = "arith.remf"(%arg13, %arg14) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
// CHECK-NEXT:     %67 = "arith.remf"(%arg15, %arg16) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f64, f64) -> f64
// CHECK-NEXT:     %68 = "arith.remf"(%arg17, %arg18) <{fastmath = #arith.fastmath<reassoc,afn>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:     %69 = "arith.remf"(%arg19, %arg20) <{fastmath = #arith.fastmath<arcp>}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:     %70 = "arith.remf"(%arg21, %arg22) <{fastmath = #arith.fastmath<none>}> : (tensor<?xf64>, tensor<?xf64>) -> tensor<?xf64>
// CHECK-NEXT:     %71 = "arith.remf"(%arg23, %arg24) <{fastmath = #arith.fastmath<fast>}> : (f80, f80) -> f80
// CHECK-NEXT:     %72 = "arith.remf"(%arg25, %arg26) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f128, f128) -> f128
// CHECK-NEXT:     %73 = "arith.remf"(%arg27, %arg28) <{fastmath = #arith.fastmath<reassoc>}> : (vector<[8]xf16>, vector<[8]xf16>) -> vector<[8]xf16>
// CHECK-NEXT:     %74 = "arith.maximumf"(%arg9, %arg10) <{fastmath = #arith.fastmath<contract,afn>}> : (f16, f16) -> f16
// CHECK-NEXT:     %75 = "arith.maximumf"(%arg11, %arg12) <{fastmath = #arith.fastmath<fast>}> : (bf16, bf16) -> bf16
// CHECK-NEXT:     %76 = "arith.maximumf"(%arg13, %arg14) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
// CHECK-NEXT:     %77 = "arith.maximumf"(%arg15, %arg16) <{fastmath = #arith.fastmath<reassoc,afn>}> : (f64, f64) -> f64
// CHECK-NEXT:     %78 = "arith.maximumf"(%arg17, %arg18) <{fastmath = #arith.fastmath<arcp>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:     %79 = "arith.maximumf"(%arg19, %arg20) <{fastmath = #arith.fastmath<none>}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:     %80 = "arith.maximumf"(%arg21, %arg22) <{fastmath = #arith.fastmath<fast>}> : (tensor<?xf64>, tensor<?xf64>) -> tensor<?xf64>
// CHECK-NEXT:     %81 = "arith.maximumf"(%arg23, %arg24) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f80, f80) -> f80
// CHECK-NEXT:     %82 = "arith.maximumf"(%arg25, %arg26) <{fastmath = #arith.fastmath<reassoc>}> : (f128, f128) -> f128
// CHECK-NEXT:     %83 = "arith.maximumf"(%arg27, %arg28) <{fastmath = #arith.fastmath<nsz,arcp>}> : (vector<[8]xf16>, vector<[8]xf16>) -> vector<[8]xf16>
// CHECK-NEXT:     %84 = "arith.maxnumf"(%arg9, %arg10) <{fastmath = #arith.fastmath<fast>}> : (f16, f16) -> f16
// CHECK-NEXT:     %85 = "arith.maxnumf"(%arg11, %arg12) <{fastmath = #arith.fastmath<nnan,ninf>}> : (bf16, bf16) -> bf16
// CHECK-NEXT:     %86 = "arith.maxnumf"(%arg13, %arg14) <{fastmath = #arith.fastmath<reassoc,afn>}> : (f32, f32) -> f32
// CHECK-NEXT:     %87 = "arith.maxnumf"(%arg15, %arg16) <{fastmath = #arith.fastmath<arcp>}> : (f64, f64) -> f64
// CHECK-NEXT:     %88 = "arith.maxnumf"(%arg17, %arg18) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:     %89 = "arith.maxnumf"(%arg19, %arg20) <{fastmath = #arith.fastmath<fast>}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:     %90 = "arith.maxnumf"(%arg21, %arg22) <{fastmath = #arith.fastmath<nnan,ninf>}> : (tensor<?xf64>, tensor<?xf64>) -> tensor<?xf64>
// CHECK-NEXT:     %91 = "arith.maxnumf"(%arg23, %arg24) <{fastmath = #arith.fastmath<reassoc>}> {unit_flag} : (f80, f80) -> f80
// CHECK-NEXT:     %92 = "arith.maxnumf"(%arg25, %arg26) <{fastmath = #arith.fastmath<nsz,arcp>}> : (f128, f128) -> f128
// CHECK-NEXT:     %93 = "arith.maxnumf"(%arg27, %arg28) <{fastmath = #arith.fastmath<contract,afn>}> : (vector<[8]xf16>, vector<[8]xf16>) -> vector<[8]xf16>
// CHECK-NEXT:     %94 = "arith.minimumf"(%arg9, %arg10) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f16, f16) -> f16
// CHECK-NEXT:     %95 = "arith.minimumf"(%arg11, %arg12) <{fastmath = #arith.fastmath<reassoc,afn>}> : (bf16, bf16) -> bf16
// CHECK-NEXT:     %96 = "arith.minimumf"(%arg13, %arg14) <{fastmath = #arith.fastmath<arcp>}> : (f32, f32) -> f32
// CHECK-NEXT:     %97 = "arith.minimumf"(%arg15, %arg16) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
// CHECK-NEXT:     %98 = "arith.minimumf"(%arg17, %arg18) <{fastmath = #arith.fastmath<fast>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:     %99 = "arith.minimumf"(%arg19, %arg20) <{fastmath = #arith.fastmath<nnan,ninf>}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:     %100 = "arith.minimumf"(%arg21, %arg22) <{fastmath = #arith.fastmath<reassoc>}> : (tensor<?xf64>, tensor<?xf64>) -> tensor<?xf64>
// CHECK-NEXT:     %101 = "arith.minimumf"(%arg23, %arg24) <{fastmath = #arith.fastmath<nsz,arcp>}> : (f80, f80) -> f80
// CHECK-NEXT:     %102 = "arith.minimumf"(%arg25, %arg26) <{fastmath = #arith.fastmath<contract,afn>}> : (f128, f128) -> f128
// CHECK-NEXT:     %103 = "arith.minimumf"(%arg27, %arg28) <{fastmath = #arith.fastmath<fast>}> : (vector<[8]xf16>, vector<[8]xf16>) -> vector<[8]xf16>
// CHECK-NEXT:     %104 = "arith.minnumf"(%arg9, %arg10) <{fastmath = #arith.fastmath<reassoc,afn>}> : (f16, f16) -> f16
// CHECK-NEXT:     %105 = "arith.minnumf"(%arg11, %arg12) <{fastmath = #arith.fastmath<arcp>}> : (bf16, bf16) -> bf16
// CHECK-NEXT:     %106 = "arith.minnumf"(%arg13, %arg14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:     %107 = "arith.minnumf"(%arg15, %arg16) <{fastmath = #arith.fastmath<fast>}> : (f64, f64) -> f64
// CHECK-NEXT:     %108 = "arith.minnumf"(%arg17, %arg18) <{fastmath = #arith.fastmath<nnan,ninf>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:     %109 = "arith.minnumf"(%arg19, %arg20) <{fastmath = #arith.fastmath<reassoc>}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:     %110 = "arith.minnumf"(%arg21, %arg22) <{fastmath = #arith.fastmath<nsz,arcp>}> : (tensor<?xf64>, tensor<?xf64>) -> tensor<?xf64>
// CHECK-NEXT:     %111 = "arith.minnumf"(%arg23, %arg24) <{fastmath = #arith.fastmath<contract,afn>}> : (f80, f80) -> f80
// CHECK-NEXT:     %112 = "arith.minnumf"(%arg25, %arg26) <{fastmath = #arith.fastmath<fast>}> : (f128, f128) -> f128
// CHECK-NEXT:     %113 = "arith.minnumf"(%arg27, %arg28) <{fastmath = #arith.fastmath<nnan,ninf>}> : (vector<[8]xf16>, vector<[8]xf16>) -> vector<[8]xf16>
// CHECK-NEXT:     %114 = "arith.negf"(%arg9) <{fastmath = #arith.fastmath<reassoc>}> : (f16) -> f16
// CHECK-NEXT:     %115 = "arith.negf"(%arg11) <{fastmath = #arith.fastmath<nsz,arcp>}> : (bf16) -> bf16
// CHECK-NEXT:     %116 = "arith.negf"(%arg13) <{fastmath = #arith.fastmath<contract,afn>}> : (f32) -> f32
// CHECK-NEXT:     %117 = "arith.negf"(%arg15) <{fastmath = #arith.fastmath<fast>}> : (f64) -> f64
// CHECK-NEXT:     %118 = "arith.negf"(%arg17) <{fastmath = #arith.fastmath<nnan,ninf>}> : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:     %119 = "arith.negf"(%arg19) <{fastmath = #arith.fastmath<reassoc,afn>}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:     %120 = "arith.negf"(%arg21) <{fastmath = #arith.fastmath<arcp>}> : (tensor<?xf64>) -> tensor<?xf64>
// CHECK-NEXT:     %121 = "arith.negf"(%arg23) <{fastmath = #arith.fastmath<none>}> : (f80) -> f80
// CHECK-NEXT:     %122 = "arith.negf"(%arg25) <{fastmath = #arith.fastmath<fast>}> : (f128) -> f128
// CHECK-NEXT:     %123 = "arith.negf"(%arg27) <{fastmath = #arith.fastmath<nnan,ninf>}> : (vector<[8]xf16>) -> vector<[8]xf16>
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (f32, f16, bf16, f64, vector<4xf32>, tensor<2x3xf32>, tensor<?xf64>, f128) -> (i1, vector<4xi1>), sym_name = "cmpf"}> ({
// CHECK-NEXT:   ^bb0(%arg1: f32, %arg2: f16, %arg3: bf16, %arg4: f64, %arg5: vector<4xf32>, %arg6: tensor<2x3xf32>, %arg7: tensor<?xf64>, %arg8: f128):
// CHECK-NEXT:     %7 = "arith.cmpf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
// CHECK-NEXT:     %8 = "arith.cmpf"(%arg2, %arg2) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f16, f16) -> i1
// CHECK-NEXT:     %9 = "arith.cmpf"(%arg3, %arg3) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (bf16, bf16) -> i1
// CHECK-NEXT:     %10 = "arith.cmpf"(%arg4, %arg4) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
// CHECK-NEXT:     %11 = "arith.cmpf"(%arg5, %arg5) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (vector<4xf32>, vector<4xf32>) -> vector<4xi1>
// CHECK-NEXT:     %12 = "arith.cmpf"(%arg6, %arg6) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
// CHECK-NEXT:     %13 = "arith.cmpf"(%arg7, %arg7) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (tensor<?xf64>, tensor<?xf64>) -> tensor<?xi1>
// CHECK-NEXT:     %14 = "arith.cmpf"(%arg8, %arg8) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f128, f128) -> i1
// CHECK-NEXT:     %15 = "arith.cmpf"(%arg1, %arg1) <{fastmath = #arith.fastmath<reassoc,afn>, predicate = 8 : i64}> : (f32, f32) -> i1
// CHECK-NEXT:     %16 = "arith.cmpf"(%arg2, %arg2) <{fastmath = #arith.fastmath<arcp>, predicate = 9 : i64}> : (f16, f16) -> i1
// CHECK-NEXT:     %17 = "arith.cmpf"(%arg3, %arg3) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (bf16, bf16) -> i1
// CHECK-NEXT:     %18 = "arith.cmpf"(%arg4, %arg4) <{fastmath = #arith.fastmath<fast>, predicate = 11 : i64}> : (f64, f64) -> i1
// CHECK-NEXT:     %19 = "arith.cmpf"(%arg5, %arg5) <{fastmath = #arith.fastmath<nnan,ninf>, predicate = 12 : i64}> : (vector<4xf32>, vector<4xf32>) -> vector<4xi1>
// CHECK-NEXT:     %20 = "arith.cmpf"(%arg6, %arg6) <{fastmath = #arith.fastmath<reassoc>, predicate = 13 : i64}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
// CHECK-NEXT:     %21 = "arith.cmpf"(%arg7, %arg7) <{fastmath = #arith.fastmath<nsz,arcp>, predicate = 14 : i64}> : (tensor<?xf64>, tensor<?xf64>) -> tensor<?xi1>
// CHECK-NEXT:     %22 = "arith.cmpf"(%arg8, %arg8) <{fastmath = #arith.fastmath<contract,afn>, predicate = 15 : i64}> : (f128, f128) -> i1
// CHECK-NEXT:     %23 = "arith.cmpf"(%arg1, %arg1) <{fastmath = #arith.fastmath<nnan>, predicate = 13 : i64}> {cmp.kind = "une"} : (f32, f32) -> i1
// CHECK-NEXT:     "func.return"(%23, %11) : (i1, vector<4xi1>) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (f32) -> (), sym_name = "fastmath_spellings"}> ({
// CHECK-NEXT:   ^bb0(%arg0: f32):
// CHECK-NEXT:     %0 = "arith.addf"(%arg0, %arg0) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
// CHECK-NEXT:     %1 = "arith.addf"(%arg0, %arg0) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
// CHECK-NEXT:     %2 = "arith.addf"(%arg0, %arg0) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
// CHECK-NEXT:     %3 = "arith.addf"(%arg0, %arg0) <{fastmath = #arith.fastmath<nnan>}> : (f32, f32) -> f32
// CHECK-NEXT:     %4 = "arith.addf"(%arg0, %arg0) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
// CHECK-NEXT:     %5 = "arith.addf"(%arg0, %arg0) <{fastmath = #arith.fastmath<reassoc,nnan,ninf,nsz,arcp,contract>}> : (f32, f32) -> f32
// CHECK-NEXT:     %6 = "arith.addf"(%arg0, %arg0) <{fastmath = #arith.fastmath<nnan>}> : (f32, f32) -> f32
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()

"func.func"() <{function_type = (f16, f16, bf16, bf16, f32, f32, f64, f64, vector<4xf32>, vector<4xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<?xf64>, tensor<?xf64>, f80, f80, f128, f128, vector<[8]xf16>, vector<[8]xf16>) -> (), sym_name = "float_binary"}> ({
^bb0(%x0: f16, %y0: f16, %x1: bf16, %y1: bf16, %x2: f32, %y2: f32, %x3: f64, %y3: f64, %x4: vector<4xf32>, %y4: vector<4xf32>, %x5: tensor<2x3xf32>, %y5: tensor<2x3xf32>, %x6: tensor<?xf64>, %y6: tensor<?xf64>, %x7: f80, %y7: f80, %x8: f128, %y8: f128, %x9: vector<[8]xf16>, %y9: vector<[8]xf16>):
  %addf0 = "arith.addf"(%x0, %y0) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
  %addf1 = "arith.addf"(%x1, %y1) <{fastmath = #arith.fastmath<fast>}> : (bf16, bf16) -> bf16
  %addf2 = "arith.addf"(%x2, %y2) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
  %addf3 = "arith.addf"(%x3, %y3) <{fastmath = #arith.fastmath<reassoc>}> : (f64, f64) -> f64
  %addf4 = "arith.addf"(%x4, %y4) <{fastmath = #arith.fastmath<nsz,arcp>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %addf5 = "arith.addf"(%x5, %y5) <{fastmath = #arith.fastmath<contract,afn>}> {fp.tag = "x"} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %addf6 = "arith.addf"(%x6, %y6) <{fastmath = #arith.fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn>}> : (tensor<?xf64>, tensor<?xf64>) -> tensor<?xf64>
  %addf7 = "arith.addf"(%x7, %y7) <{fastmath = #arith.fastmath<ninf,nnan>}> : (f80, f80) -> f80
  %addf8 = "arith.addf"(%x8, %y8) <{fastmath = #arith.fastmath<afn,reassoc>}> : (f128, f128) -> f128
  %addf9 = "arith.addf"(%x9, %y9) <{fastmath = #arith.fastmath<arcp>}> : (vector<[8]xf16>, vector<[8]xf16>) -> vector<[8]xf16>
  %subf0 = "arith.subf"(%x0, %y0) <{fastmath = #arith.fastmath<fast>}> : (f16, f16) -> f16
  %subf1 = "arith.subf"(%x1, %y1) <{fastmath = #arith.fastmath<nnan,ninf>}> : (bf16, bf16) -> bf16
  %subf2 = "arith.subf"(%x2, %y2) <{fastmath = #arith.fastmath<reassoc>}> : (f32, f32) -> f32
  %subf3 = "arith.subf"(%x3, %y3) <{fastmath = #arith.fastmath<nsz,arcp>}> : (f64, f64) -> f64
  %subf4 = "arith.subf"(%x4, %y4) <{fastmath = #arith.fastmath<contract,afn>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %subf5 = "arith.subf"(%x5, %y5) <{fastmath = #arith.fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn>}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %subf6 = "arith.subf"(%x6, %y6) <{fastmath = #arith.fastmath<ninf,nnan>}> : (tensor<?xf64>, tensor<?xf64>) -> tensor<?xf64>
  %subf7 = "arith.subf"(%x7, %y7) <{fastmath = #arith.fastmath<afn,reassoc>}> : (f80, f80) -> f80
  %subf8 = "arith.subf"(%x8, %y8) <{fastmath = #arith.fastmath<arcp>}> : (f128, f128) -> f128
  %subf9 = "arith.subf"(%x9, %y9) <{fastmath = #arith.fastmath<none>}> : (vector<[8]xf16>, vector<[8]xf16>) -> vector<[8]xf16>
  %mulf0 = "arith.mulf"(%x0, %y0) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f16, f16) -> f16
  %mulf1 = "arith.mulf"(%x1, %y1) <{fastmath = #arith.fastmath<reassoc>}> : (bf16, bf16) -> bf16
  %mulf2 = "arith.mulf"(%x2, %y2) <{fastmath = #arith.fastmath<nsz,arcp>}> : (f32, f32) -> f32
  %mulf3 = "arith.mulf"(%x3, %y3) <{fastmath = #arith.fastmath<contract,afn>}> : (f64, f64) -> f64
  %mulf4 = "arith.mulf"(%x4, %y4) <{fastmath = #arith.fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %mulf5 = "arith.mulf"(%x5, %y5) <{fastmath = #arith.fastmath<ninf,nnan>}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %mulf6 = "arith.mulf"(%x6, %y6) <{fastmath = #arith.fastmath<afn,reassoc>}> : (tensor<?xf64>, tensor<?xf64>) -> tensor<?xf64>
  %mulf7 = "arith.mulf"(%x7, %y7) <{fastmath = #arith.fastmath<arcp>}> : (f80, f80) -> f80
  %mulf8 = "arith.mulf"(%x8, %y8) <{fastmath = #arith.fastmath<none>}> : (f128, f128) -> f128
  %mulf9 = "arith.mulf"(%x9, %y9) <{fastmath = #arith.fastmath<fast>}> : (vector<[8]xf16>, vector<[8]xf16>) -> vector<[8]xf16>
  %divf0 = "arith.divf"(%x0, %y0) <{fastmath = #arith.fastmath<reassoc>}> : (f16, f16) -> f16
  %divf1 = "arith.divf"(%x1, %y1) <{fastmath = #arith.fastmath<nsz,arcp>}> : (bf16, bf16) -> bf16
  %divf2 = "arith.divf"(%x2, %y2) <{fastmath = #arith.fastmath<contract,afn>}> : (f32, f32) -> f32
  %divf3 = "arith.divf"(%x3, %y3) <{fastmath = #arith.fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn>}> : (f64, f64) -> f64
  %divf4 = "arith.divf"(%x4, %y4) <{fastmath = #arith.fastmath<ninf,nnan>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %divf5 = "arith.divf"(%x5, %y5) <{fastmath = #arith.fastmath<afn,reassoc>}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %divf6 = "arith.divf"(%x6, %y6) <{fastmath = #arith.fastmath<arcp>}> {a = 1 : i32, b = 2.5 : f32} : (tensor<?xf64>, tensor<?xf64>) -> tensor<?xf64>
  %divf7 = "arith.divf"(%x7, %y7) <{fastmath = #arith.fastmath<none>}> : (f80, f80) -> f80
  %divf8 = "arith.divf"(%x8, %y8) <{fastmath = #arith.fastmath<fast>}> : (f128, f128) -> f128
  %divf9 = "arith.divf"(%x9, %y9) <{fastmath = #arith.fastmath<nnan,ninf>}> : (vector<[8]xf16>, vector<[8]xf16>) -> vector<[8]xf16>
  %remf0 = "arith.remf"(%x0, %y0) <{fastmath = #arith.fastmath<nsz,arcp>}> : (f16, f16) -> f16
  %remf1 = "arith.remf"(%x1, %y1) <{fastmath = #arith.fastmath<contract,afn>}> : (bf16, bf16) -> bf16
  %remf2 = "arith.remf"(%x2, %y2) <{fastmath = #arith.fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn>}> : (f32, f32) -> f32
  %remf3 = "arith.remf"(%x3, %y3) <{fastmath = #arith.fastmath<ninf,nnan>}> : (f64, f64) -> f64
  %remf4 = "arith.remf"(%x4, %y4) <{fastmath = #arith.fastmath<afn,reassoc>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %remf5 = "arith.remf"(%x5, %y5) <{fastmath = #arith.fastmath<arcp>}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %remf6 = "arith.remf"(%x6, %y6) <{fastmath = #arith.fastmath<none>}> : (tensor<?xf64>, tensor<?xf64>) -> tensor<?xf64>
  %remf7 = "arith.remf"(%x7, %y7) <{fastmath = #arith.fastmath<fast>}> : (f80, f80) -> f80
  %remf8 = "arith.remf"(%x8, %y8) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f128, f128) -> f128
  %remf9 = "arith.remf"(%x9, %y9) <{fastmath = #arith.fastmath<reassoc>}> : (vector<[8]xf16>, vector<[8]xf16>) -> vector<[8]xf16>
  %maximumf0 = "arith.maximumf"(%x0, %y0) <{fastmath = #arith.fastmath<contract,afn>}> : (f16, f16) -> f16
  %maximumf1 = "arith.maximumf"(%x1, %y1) <{fastmath = #arith.fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn>}> : (bf16, bf16) -> bf16
  %maximumf2 = "arith.maximumf"(%x2, %y2) <{fastmath = #arith.fastmath<ninf,nnan>}> : (f32, f32) -> f32
  %maximumf3 = "arith.maximumf"(%x3, %y3) <{fastmath = #arith.fastmath<afn,reassoc>}> : (f64, f64) -> f64
  %maximumf4 = "arith.maximumf"(%x4, %y4) <{fastmath = #arith.fastmath<arcp>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %maximumf5 = "arith.maximumf"(%x5, %y5) <{fastmath = #arith.fastmath<none>}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %maximumf6 = "arith.maximumf"(%x6, %y6) <{fastmath = #arith.fastmath<fast>}> : (tensor<?xf64>, tensor<?xf64>) -> tensor<?xf64>
  %maximumf7 = "arith.maximumf"(%x7, %y7) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f80, f80) -> f80
  %maximumf8 = "arith.maximumf"(%x8, %y8) <{fastmath = #arith.fastmath<reassoc>}> : (f128, f128) -> f128
  %maximumf9 = "arith.maximumf"(%x9, %y9) <{fastmath = #arith.fastmath<nsz,arcp>}> : (vector<[8]xf16>, vector<[8]xf16>) -> vector<[8]xf16>
  %maxnumf0 = "arith.maxnumf"(%x0, %y0) <{fastmath = #arith.fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn>}> : (f16, f16) -> f16
  %maxnumf1 = "arith.maxnumf"(%x1, %y1) <{fastmath = #arith.fastmath<ninf,nnan>}> : (bf16, bf16) -> bf16
  %maxnumf2 = "arith.maxnumf"(%x2, %y2) <{fastmath = #arith.fastmath<afn,reassoc>}> : (f32, f32) -> f32
  %maxnumf3 = "arith.maxnumf"(%x3, %y3) <{fastmath = #arith.fastmath<arcp>}> : (f64, f64) -> f64
  %maxnumf4 = "arith.maxnumf"(%x4, %y4) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %maxnumf5 = "arith.maxnumf"(%x5, %y5) <{fastmath = #arith.fastmath<fast>}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %maxnumf6 = "arith.maxnumf"(%x6, %y6) <{fastmath = #arith.fastmath<nnan,ninf>}> : (tensor<?xf64>, tensor<?xf64>) -> tensor<?xf64>
  %maxnumf7 = "arith.maxnumf"(%x7, %y7) <{fastmath = #arith.fastmath<reassoc>}> {unit_flag} : (f80, f80) -> f80
  %maxnumf8 = "arith.maxnumf"(%x8, %y8) <{fastmath = #arith.fastmath<nsz,arcp>}> : (f128, f128) -> f128
  %maxnumf9 = "arith.maxnumf"(%x9, %y9) <{fastmath = #arith.fastmath<contract,afn>}> : (vector<[8]xf16>, vector<[8]xf16>) -> vector<[8]xf16>
  %minimumf0 = "arith.minimumf"(%x0, %y0) <{fastmath = #arith.fastmath<ninf,nnan>}> : (f16, f16) -> f16
  %minimumf1 = "arith.minimumf"(%x1, %y1) <{fastmath = #arith.fastmath<afn,reassoc>}> : (bf16, bf16) -> bf16
  %minimumf2 = "arith.minimumf"(%x2, %y2) <{fastmath = #arith.fastmath<arcp>}> : (f32, f32) -> f32
  %minimumf3 = "arith.minimumf"(%x3, %y3) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
  %minimumf4 = "arith.minimumf"(%x4, %y4) <{fastmath = #arith.fastmath<fast>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %minimumf5 = "arith.minimumf"(%x5, %y5) <{fastmath = #arith.fastmath<nnan,ninf>}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %minimumf6 = "arith.minimumf"(%x6, %y6) <{fastmath = #arith.fastmath<reassoc>}> : (tensor<?xf64>, tensor<?xf64>) -> tensor<?xf64>
  %minimumf7 = "arith.minimumf"(%x7, %y7) <{fastmath = #arith.fastmath<nsz,arcp>}> : (f80, f80) -> f80
  %minimumf8 = "arith.minimumf"(%x8, %y8) <{fastmath = #arith.fastmath<contract,afn>}> : (f128, f128) -> f128
  %minimumf9 = "arith.minimumf"(%x9, %y9) <{fastmath = #arith.fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn>}> : (vector<[8]xf16>, vector<[8]xf16>) -> vector<[8]xf16>
  %minnumf0 = "arith.minnumf"(%x0, %y0) <{fastmath = #arith.fastmath<afn,reassoc>}> : (f16, f16) -> f16
  %minnumf1 = "arith.minnumf"(%x1, %y1) <{fastmath = #arith.fastmath<arcp>}> : (bf16, bf16) -> bf16
  %minnumf2 = "arith.minnumf"(%x2, %y2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
  %minnumf3 = "arith.minnumf"(%x3, %y3) <{fastmath = #arith.fastmath<fast>}> : (f64, f64) -> f64
  %minnumf4 = "arith.minnumf"(%x4, %y4) <{fastmath = #arith.fastmath<nnan,ninf>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %minnumf5 = "arith.minnumf"(%x5, %y5) <{fastmath = #arith.fastmath<reassoc>}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %minnumf6 = "arith.minnumf"(%x6, %y6) <{fastmath = #arith.fastmath<nsz,arcp>}> : (tensor<?xf64>, tensor<?xf64>) -> tensor<?xf64>
  %minnumf7 = "arith.minnumf"(%x7, %y7) <{fastmath = #arith.fastmath<contract,afn>}> : (f80, f80) -> f80
  %minnumf8 = "arith.minnumf"(%x8, %y8) <{fastmath = #arith.fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn>}> : (f128, f128) -> f128
  %minnumf9 = "arith.minnumf"(%x9, %y9) <{fastmath = #arith.fastmath<ninf,nnan>}> : (vector<[8]xf16>, vector<[8]xf16>) -> vector<[8]xf16>
  %negf0 = "arith.negf"(%x0) <{fastmath = #arith.fastmath<reassoc>}> : (f16) -> f16
  %negf1 = "arith.negf"(%x1) <{fastmath = #arith.fastmath<nsz,arcp>}> : (bf16) -> bf16
  %negf2 = "arith.negf"(%x2) <{fastmath = #arith.fastmath<contract,afn>}> : (f32) -> f32
  %negf3 = "arith.negf"(%x3) <{fastmath = #arith.fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn>}> : (f64) -> f64
  %negf4 = "arith.negf"(%x4) <{fastmath = #arith.fastmath<ninf,nnan>}> : (vector<4xf32>) -> vector<4xf32>
  %negf5 = "arith.negf"(%x5) <{fastmath = #arith.fastmath<afn,reassoc>}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %negf6 = "arith.negf"(%x6) <{fastmath = #arith.fastmath<arcp>}> : (tensor<?xf64>) -> tensor<?xf64>
  %negf7 = "arith.negf"(%x7) <{fastmath = #arith.fastmath<none>}> : (f80) -> f80
  %negf8 = "arith.negf"(%x8) <{fastmath = #arith.fastmath<fast>}> : (f128) -> f128
  %negf9 = "arith.negf"(%x9) <{fastmath = #arith.fastmath<nnan,ninf>}> : (vector<[8]xf16>) -> vector<[8]xf16>
  "func.return"() : () -> ()
}) : () -> ()

// cmpf: every predicate (false=0 ... true=15) as an i64 integer attribute;
// predicates 0-7 with fastmath none, 8-15 with other fastmath flags.
"func.func"() <{function_type = (f32, f16, bf16, f64, vector<4xf32>, tensor<2x3xf32>, tensor<?xf64>, f128) -> (i1, vector<4xi1>), sym_name = "cmpf"}> ({
^bb0(%x0: f32, %x1: f16, %x2: bf16, %x3: f64, %x4: vector<4xf32>, %x5: tensor<2x3xf32>, %x6: tensor<?xf64>, %x7: f128):
  %false = "arith.cmpf"(%x0, %x0) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
  %oeq = "arith.cmpf"(%x1, %x1) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f16, f16) -> i1
  %ogt = "arith.cmpf"(%x2, %x2) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (bf16, bf16) -> i1
  %oge = "arith.cmpf"(%x3, %x3) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
  %olt = "arith.cmpf"(%x4, %x4) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (vector<4xf32>, vector<4xf32>) -> vector<4xi1>
  %ole = "arith.cmpf"(%x5, %x5) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
  %one = "arith.cmpf"(%x6, %x6) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (tensor<?xf64>, tensor<?xf64>) -> tensor<?xi1>
  %ord = "arith.cmpf"(%x7, %x7) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f128, f128) -> i1
  %ueq = "arith.cmpf"(%x0, %x0) <{fastmath = #arith.fastmath<afn,reassoc>, predicate = 8 : i64}> : (f32, f32) -> i1
  %ugt = "arith.cmpf"(%x1, %x1) <{fastmath = #arith.fastmath<arcp>, predicate = 9 : i64}> : (f16, f16) -> i1
  %uge = "arith.cmpf"(%x2, %x2) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (bf16, bf16) -> i1
  %ult = "arith.cmpf"(%x3, %x3) <{fastmath = #arith.fastmath<fast>, predicate = 11 : i64}> : (f64, f64) -> i1
  %ule = "arith.cmpf"(%x4, %x4) <{fastmath = #arith.fastmath<nnan,ninf>, predicate = 12 : i64}> : (vector<4xf32>, vector<4xf32>) -> vector<4xi1>
  %une = "arith.cmpf"(%x5, %x5) <{fastmath = #arith.fastmath<reassoc>, predicate = 13 : i64}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
  %uno = "arith.cmpf"(%x6, %x6) <{fastmath = #arith.fastmath<nsz,arcp>, predicate = 14 : i64}> : (tensor<?xf64>, tensor<?xf64>) -> tensor<?xi1>
  %true = "arith.cmpf"(%x7, %x7) <{fastmath = #arith.fastmath<contract,afn>, predicate = 15 : i64}> : (f128, f128) -> i1
  %mixed = "arith.cmpf"(%x0, %x0) <{predicate = 13 : i64, fastmath = #arith.fastmath<nnan>}> {cmp.kind = "une"} : (f32, f32) -> i1
  "func.return"(%mixed, %olt) : (i1, vector<4xi1>) -> ()
}) : () -> ()

// Spellings of #arith.fastmath accepted by its parser: flags as strings,
// spaces after commas, `none` mixed with flags (ignored), `fast` mixed with a
// flag, six of the seven flags (not `fast`).
"func.func"() <{function_type = (f32) -> (), sym_name = "fastmath_spellings"}> ({
^bb0(%a: f32):
  %0 = "arith.addf"(%a, %a) <{fastmath = #arith.fastmath<"fast">}> : (f32, f32) -> f32
  %1 = "arith.addf"(%a, %a) <{fastmath = #arith.fastmath<"nnan","ninf">}> : (f32, f32) -> f32
  %2 = "arith.addf"(%a, %a) <{fastmath = #arith.fastmath<nnan, ninf>}> : (f32, f32) -> f32
  %3 = "arith.addf"(%a, %a) <{fastmath = #arith.fastmath<none,nnan>}> : (f32, f32) -> f32
  %4 = "arith.addf"(%a, %a) <{fastmath = #arith.fastmath<fast,nnan>}> : (f32, f32) -> f32
  %5 = "arith.addf"(%a, %a) <{fastmath = #arith.fastmath<reassoc,nnan,ninf,nsz,arcp,contract>}> : (f32, f32) -> f32
  %6 = "arith.addf"(%a, %a) <{fastmath = #arith.fastmath<nnan,nnan>}> : (f32, f32) -> f32
  "func.return"() : () -> ()
}) : () -> ()
