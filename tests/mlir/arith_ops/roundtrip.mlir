// RUN: mlir-rs-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s

// The arith ops without enum attributes in generic form: every integer
// binary op on scalars (i1 to i64, index), vectors (fixed, scalable, 0-d)
// and tensors (static, dynamic, unranked); `isExact` on divsi, divui,
// shrsi and shrui (given as a property and as a discardable attribute,
// which moves it into the properties); every cast on the type pairs it
// accepts (memrefs for index_cast and bitcast); select with scalar and
// shaped conditions; constants of integer, index, float, dense, string
// and sparse values; the extended ops; discardable attributes kept
// beside the properties. Values come from the block arguments of an
// unregistered op.

// CHECK-GENERATED-BY: mlir-opt-22
// CHECK: "builtin.module"() ({
// CHECK-NEXT:   "x.ops"() ({
// CHECK-NEXT:   ^bb0(%arg0: i1, %arg1: i8, %arg2: i32, %arg3: i64, %arg4: index, %arg5: vector<4xi32>, %arg6: vector<[4]xi8>, %arg7: vector<i64>, %arg8: tensor<2x3xi16>, %arg9: tensor<?xi64>, %arg10: tensor<*xi32>, %arg11: f16, %arg12: f32, %arg13: f64, %arg14: bf16, %arg15: vector<4xf32>, %arg16: tensor<2x3xf64>, %arg17: memref<4xi32>, %arg18: memref<?x4xindex>, %arg19: memref<4xf32, 1>, %arg20: i1, %arg21: vector<4xi1>, %arg22: tensor<2x3xi1>, %arg23: vector<[4]xi1>):
// CHECK-NEXT:     %0 = "arith.divsi"(%arg0, %arg0) <{isExact}> : (i1, i1) -> i1
// CHECK-NEXT:     %1 = "arith.divsi"(%arg1, %arg1) : (i8, i8) -> i8
// CHECK-NEXT:     %2 = "arith.divsi"(%arg2, %arg2) <{isExact}> : (i32, i32) -> i32
// CHECK-NEXT:     %3 = "arith.divsi"(%arg3, %arg3) : (i64, i64) -> i64
// CHECK-NEXT:     %4 = "arith.divsi"(%arg4, %arg4) <{isExact}> : (index, index) -> index
// CHECK-NEXT:     %5 = "arith.divsi"(%arg5, %arg5) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:     %6 = "arith.divsi"(%arg6, %arg6) <{isExact}> : (vector<[4]xi8>, vector<[4]xi8>) -> vector<[4]xi8>
// CHECK-NEXT:     %7 = "arith.divsi"(%arg7, %arg7) : (vector<i64>, vector<i64>) -> vector<i64>
// CHECK-NEXT:     %8 = "arith.divsi"(%arg8, %arg8) <{isExact}> : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
// CHECK-NEXT:     %9 = "arith.divsi"(%arg9, %arg9) : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
// CHECK-NEXT:     %10 = "arith.divsi"(%arg10, %arg10) <{isExact}> : (tensor<*xi32>, tensor<*xi32>) -> tensor<*xi32>
// CHECK-NEXT:     %11 = "arith.divui"(%arg2, %arg2) <{isExact}> : (i32, i32) -> i32
// CHECK-NEXT:     %12 = "arith.divui"(%arg5, %arg5) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:     %13 = "arith.divui"(%arg8, %arg8) <{isExact}> : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
// CHECK-NEXT:     %14 = "arith.ceildivsi"(%arg1, %arg1) : (i8, i8) -> i8
// CHECK-NEXT:     %15 = "arith.ceildivsi"(%arg4, %arg4) : (index, index) -> index
// CHECK-NEXT:     %16 = "arith.ceildivsi"(%arg7, %arg7) : (vector<i64>, vector<i64>) -> vector<i64>
// CHECK-NEXT:     %17 = "arith.ceildivsi"(%arg10, %arg10) : (tensor<*xi32>, tensor<*xi32>) -> tensor<*xi32>
// CHECK-NEXT:     %18 = "arith.ceildivui"(%arg0, %arg0) : (i1, i1) -> i1
// CHECK-NEXT:     %19 = "arith.ceildivui"(%arg3, %arg3) : (i64, i64) -> i64
// CHECK-NEXT:     %20 = "arith.ceildivui"(%arg6, %arg6) : (vector<[4]xi8>, vector<[4]xi8>) -> vector<[4]xi8>
// CHECK-NEXT:     %21 = "arith.ceildivui"(%arg9, %arg9) : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
// CHECK-NEXT:     %22 = "arith.floordivsi"(%arg2, %arg2) : (i32, i32) -> i32
// CHECK-NEXT:     %23 = "arith.floordivsi"(%arg5, %arg5) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:     %24 = "arith.floordivsi"(%arg8, %arg8) : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
// CHECK-NEXT:     %25 = "arith.remsi"(%arg1, %arg1) : (i8, i8) -> i8
// CHECK-NEXT:     %26 = "arith.remsi"(%arg4, %arg4) : (index, index) -> index
// CHECK-NEXT:     %27 = "arith.remsi"(%arg7, %arg7) : (vector<i64>, vector<i64>) -> vector<i64>
// CHECK-NEXT:     %28 = "arith.remsi"(%arg10, %arg10) : (tensor<*xi32>, tensor<*xi32>) -> tensor<*xi32>
// CHECK-NEXT:     %29 = "arith.remui"(%arg0, %arg0) : (i1, i1) -> i1
// CHECK-NEXT:     %30 = "arith.remui"(%arg3, %arg3) : (i64, i64) -> i64
// CHECK-NEXT:     %31 = "arith.remui"(%arg6, %arg6) : (vector<[4]xi8>, vector<[4]xi8>) -> vector<[4]xi8>
// CHECK-NEXT:     %32 = "arith.remui"(%arg9, %arg9) : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
// CHECK-NEXT:     %33 = "arith.andi"(%arg2, %arg2) : (i32, i32) -> i32
// CHECK-NEXT:     %34 = "arith.andi"(%arg5, %arg5) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:     %35 = "arith.andi"(%arg8, %arg8) : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
// CHECK-NEXT:     %36 = "arith.ori"(%arg1, %arg1) : (i8, i8) -> i8
// CHECK-NEXT:     %37 = "arith.ori"(%arg4, %arg4) : (index, index) -> index
// CHECK-NEXT:     %38 = "arith.ori"(%arg7, %arg7) : (vector<i64>, vector<i64>) -> vector<i64>
// CHECK-NEXT:     %39 = "arith.ori"(%arg10, %arg10) : (tensor<*xi32>, tensor<*xi32>) -> tensor<*xi32>
// CHECK-NEXT:     %40 = "arith.xori"(%arg0, %arg0) : (i1, i1) -> i1
// CHECK-NEXT:     %41 = "arith.xori"(%arg3, %arg3) : (i64, i64) -> i64
// CHECK-NEXT:     %42 = "arith.xori"(%arg6, %arg6) : (vector<[4]xi8>, vector<[4]xi8>) -> vector<[4]xi8>
// CHECK-NEXT:     %43 = "arith.xori"(%arg9, %arg9) : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
// CHECK-NEXT:     %44 = "arith.maxsi"(%arg2, %arg2) : (i32, i32) -> i32
// CHECK-NEXT:     %45 = "arith.maxsi"(%arg5, %arg5) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:     %46 = "arith.maxsi"(%arg8, %arg8) : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
// CHECK-NEXT:     %47 = "arith.maxui"(%arg1, %arg1) : (i8, i8) -> i8
// CHECK-NEXT:     %48 = "arith.maxui"(%arg4, %arg4) : (index, index) -> index
// CHECK-NEXT:     %49 = "arith.maxui"(%arg7, %arg7) : (vector<i64>, vector<i64>) -> vector<i64>
// CHECK-NEXT:     %50 = "arith.maxui"(%arg10, %arg10) : (tensor<*xi32>, tensor<*xi32>) -> tensor<*xi32>
// CHECK-NEXT:     %51 = "arith.minsi"(%arg0, %arg0) : (i1, i1) -> i1
// CHECK-NEXT:     %52 = "arith.minsi"(%arg3, %arg3) : (i64, i64) -> i64
// CHECK-NEXT:     %53 = "arith.minsi"(%arg6, %arg6) : (vector<[4]xi8>, vector<[4]xi8>) -> vector<[4]xi8>
// CHECK-NEXT:     %54 = "arith.minsi"(%arg9, %arg9) : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
// CHECK-NEXT:     %55 = "arith.minui"(%arg2, %arg2) : (i32, i32) -> i32
// CHECK-NEXT:     %56 = "arith.minui"(%arg5, %arg5) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:     %57 = "arith.minui"(%arg8, %arg8) : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
// CHECK-NEXT:     %58 = "arith.shrsi"(%arg1, %arg1) : (i8, i8) -> i8
// CHECK-NEXT:     %59 = "arith.shrsi"(%arg4, %arg4) <{isExact}> : (index, index) -> index
// CHECK-NEXT:     %60 = "arith.shrsi"(%arg7, %arg7) : (vector<i64>, vector<i64>) -> vector<i64>
// CHECK-NEXT:     %61 = "arith.shrsi"(%arg10, %arg10) <{isExact}> : (tensor<*xi32>, tensor<*xi32>) -> tensor<*xi32>
// CHECK-NEXT:     %62 = "arith.shrui"(%arg0, %arg0) <{isExact}> : (i1, i1) -> i1
// CHECK-NEXT:     %63 = "arith.shrui"(%arg1, %arg1) : (i8, i8) -> i8
// CHECK-NEXT:     %64 = "arith.shrui"(%arg2, %arg2) <{isExact}> : (i32, i32) -> i32
// CHECK-NEXT:     %65 = "arith.shrui"(%arg3, %arg3) : (i64, i64) -> i64
// CHECK-NEXT:     %66 = "arith.shrui"(%arg4, %arg4) <{isExact}> : (index, index) -> index
// CHECK-NEXT:     %67 = "arith.shrui"(%arg5, %arg5) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:     %68 = "arith.shrui"(%arg6, %arg6) <{isExact}> : (vector<[4]xi8>, vector<[4]xi8>) -> vector<[4]xi8>
// CHECK-NEXT:     %69 = "arith.shrui"(%arg7, %arg7) : (vector<i64>, vector<i64>) -> vector<i64>
// CHECK-NEXT:     %70 = "arith.shrui"(%arg8, %arg8) <{isExact}> : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
// CHECK-NEXT:     %71 = "arith.shrui"(%arg9, %arg9) : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
// CHECK-NEXT:     %72 = "arith.shrui"(%arg10, %arg10) <{isExact}> : (tensor<*xi32>, tensor<*xi32>) -> tensor<*xi32>
// CHECK-NEXT:     %73 = "arith.shrui"(%arg2, %arg2) <{isExact}> : (i32, i32) -> i32
// CHECK-NEXT:     %74 = "arith.xori"(%arg1, %arg1) {a = "x", b = 2 : i32} : (i8, i8) -> i8
// CHECK-NEXT:     %75 = "arith.extsi"(%arg0) : (i1) -> i64
// CHECK-NEXT:     %76 = "arith.extsi"(%arg1) : (i8) -> i32
// CHECK-NEXT:     %77 = "arith.extsi"(%arg5) : (vector<4xi32>) -> vector<4xi64>
// CHECK-NEXT:     %78 = "arith.extsi"(%arg8) : (tensor<2x3xi16>) -> tensor<2x3xi32>
// CHECK-NEXT:     %79 = "arith.extsi"(%arg9) : (tensor<?xi64>) -> tensor<?xi128>
// CHECK-NEXT:     %80 = "arith.extui"(%arg0) : (i1) -> i8
// CHECK-NEXT:     %81 = "arith.extui"(%arg2) : (i32) -> i33
// CHECK-NEXT:     %82 = "arith.extui"(%arg6) : (vector<[4]xi8>) -> vector<[4]xi16>
// CHECK-NEXT:     %83 = "arith.extui"(%arg7) : (vector<i64>) -> vector<i65>
// CHECK-NEXT:     %84 = "arith.fptosi"(%arg12) : (f32) -> i32
// CHECK-NEXT:     %85 = "arith.fptosi"(%arg14) : (bf16) -> i1
// CHECK-NEXT:     %86 = "arith.fptosi"(%arg15) : (vector<4xf32>) -> vector<4xi8>
// CHECK-NEXT:     %87 = "arith.fptoui"(%arg13) : (f64) -> i16
// CHECK-NEXT:     %88 = "arith.fptoui"(%arg16) : (tensor<2x3xf64>) -> tensor<2x3xi64>
// CHECK-NEXT:     %89 = "arith.sitofp"(%arg2) : (i32) -> f64
// CHECK-NEXT:     %90 = "arith.sitofp"(%arg1) : (i8) -> f16
// CHECK-NEXT:     %91 = "arith.sitofp"(%arg5) : (vector<4xi32>) -> vector<4xf32>
// CHECK-NEXT:     %92 = "arith.uitofp"(%arg3) : (i64) -> bf16
// CHECK-NEXT:     %93 = "arith.uitofp"(%arg8) : (tensor<2x3xi16>) -> tensor<2x3xf32>
// CHECK-NEXT:     %94 = "arith.uitofp"(%arg0) : (i1) -> f32
// CHECK-NEXT:     %95 = "arith.index_cast"(%arg2) : (i32) -> index
// CHECK-NEXT:     %96 = "arith.index_cast"(%arg4) : (index) -> i1
// CHECK-NEXT:     %97 = "arith.index_cast"(%arg5) : (vector<4xi32>) -> vector<4xindex>
// CHECK-NEXT:     %98 = "arith.index_cast"(%arg17) : (memref<4xi32>) -> memref<4xindex>
// CHECK-NEXT:     %99 = "arith.index_cast"(%arg18) : (memref<?x4xindex>) -> memref<?x4xi64>
// CHECK-NEXT:     %100 = "arith.index_cast"(%arg9) : (tensor<?xi64>) -> tensor<?xindex>
// CHECK-NEXT:     %101 = "arith.index_castui"(%arg4) : (index) -> i128
// CHECK-NEXT:     %102 = "arith.index_castui"(%arg1) : (i8) -> index
// CHECK-NEXT:     %103 = "arith.index_castui"(%arg8) : (tensor<2x3xi16>) -> tensor<2x3xindex>
// CHECK-NEXT:     %104 = "arith.index_castui"(%arg17) : (memref<4xi32>) -> memref<?xindex>
// CHECK-NEXT:     %105 = "arith.bitcast"(%arg2) : (i32) -> f32
// CHECK-NEXT:     %106 = "arith.bitcast"(%arg11) : (f16) -> bf16
// CHECK-NEXT:     %107 = "arith.bitcast"(%arg3) : (i64) -> i64
// CHECK-NEXT:     %108 = "arith.bitcast"(%arg15) : (vector<4xf32>) -> vector<4xi32>
// CHECK-NEXT:     %109 = "arith.bitcast"(%arg16) : (tensor<2x3xf64>) -> tensor<2x3xi64>
// CHECK-NEXT:     %110 = "arith.bitcast"(%arg17) : (memref<4xi32>) -> memref<4xf32>
// CHECK-NEXT:     %111 = "arith.bitcast"(%arg19) : (memref<4xf32, 1>) -> memref<4xi32>
// CHECK-NEXT:     %112 = "arith.select"(%arg20, %arg2, %arg2) : (i1, i32, i32) -> i32
// CHECK-NEXT:     %113 = "arith.select"(%arg20, %arg5, %arg5) : (i1, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:     %114 = "arith.select"(%arg20, %arg12, %arg12) : (i1, f32, f32) -> f32
// CHECK-NEXT:     %115 = "arith.select"(%arg20, %arg17, %arg17) : (i1, memref<4xi32>, memref<4xi32>) -> memref<4xi32>
// CHECK-NEXT:     %116 = "arith.select"(%arg21, %arg5, %arg5) : (vector<4xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:     %117 = "arith.select"(%arg21, %arg15, %arg15) : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:     %118 = "arith.select"(%arg22, %arg8, %arg8) : (tensor<2x3xi1>, tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
// CHECK-NEXT:     %119 = "arith.select"(%arg22, %arg16, %arg16) : (tensor<2x3xi1>, tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
// CHECK-NEXT:     %120 = "arith.select"(%arg23, %arg6, %arg6) : (vector<[4]xi1>, vector<[4]xi8>, vector<[4]xi8>) -> vector<[4]xi8>
// CHECK-NEXT:     %121 = "arith.select"(%arg20, %arg10, %arg10) : (i1, tensor<*xi32>, tensor<*xi32>) -> tensor<*xi32>
// CHECK-NEXT:     %122 = "arith.select"(%arg20, %arg1, %arg1) {fused} : (i1, i8, i8) -> i8
// CHECK-NEXT:     %123 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// CHECK-NEXT:     %124 = "arith.constant"() <{value = -1 : i64}> : () -> i64
// CHECK-NEXT:     %125 = "arith.constant"() <{value = 42 : i8}> : () -> i8
// CHECK-NEXT:     %126 = "arith.constant"() <{value = -1 : i8}> : () -> i8
// CHECK-NEXT:     %127 = "arith.constant"() <{value = true}> : () -> i1
// CHECK-NEXT:     %128 = "arith.constant"() <{value = false}> : () -> i1
// CHECK-NEXT:     %129 = "arith.constant"() <{value = 7 : index}> : () -> index
// CHECK-NEXT:     %130 = "arith.constant"() <{value = -3 : index}> : () -> index
// CHECK-NEXT:     %131 = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
// CHECK-NEXT:     %132 = "arith.constant"() <{value = -0.000000e+00 : f64}> : () -> f64
// CHECK-NEXT:     %133 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
// CHECK-NEXT:     %134 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
// CHECK-NEXT:     %135 = "arith.constant"() <{value = 9.999220e+09 : bf16}> : () -> bf16
// CHECK-NEXT:     %136 = "arith.constant"() <{value = dense<0> : vector<4xi32>}> : () -> vector<4xi32>
// CHECK-NEXT:     %137 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
// CHECK-NEXT:     %138 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
// CHECK-NEXT:     %139 = "arith.constant"() <{value = dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi8>}> : () -> tensor<2x2xi8>
// CHECK-NEXT:     %140 = "arith.constant"() <{value = dense<true> : vector<[4]xi1>}> : () -> vector<[4]xi1>
// CHECK-NEXT:     %141 = "arith.constant"() <{value = dense<5> : vector<[2]xi16>}> : () -> vector<[2]xi16>
// CHECK-NEXT:     %142 = "arith.constant"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
// CHECK-NEXT:     %143 = "arith.constant"() <{value = dense<7> : tensor<i64>}> : () -> tensor<i64>
// CHECK-NEXT:     %144 = "arith.constant"() <{value = dense<1> : tensor<2xsi32>}> : () -> tensor<2xsi32>
// CHECK-NEXT:     %145 = "arith.constant"() <{value = sparse<{{\[\[}}0, 1]], 9> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
// CHECK-NEXT:     %146 = "arith.constant"() <{value = dense<["a", "b"]> : tensor<2x!x.str>}> : () -> tensor<2x!x.str>
// CHECK-NEXT:     %147 = "arith.constant"() <{value = 3 : i16}> {note = "kept"} : () -> i16
// CHECK-NEXT:     %148:2 = "arith.addui_extended"(%arg2, %arg2) : (i32, i32) -> (i32, i1)
// CHECK-NEXT:     %149:2 = "arith.mulsi_extended"(%arg2, %arg2) : (i32, i32) -> (i32, i32)
// CHECK-NEXT:     %150:2 = "arith.mului_extended"(%arg2, %arg2) : (i32, i32) -> (i32, i32)
// CHECK-NEXT:     %151:2 = "arith.addui_extended"(%arg4, %arg4) : (index, index) -> (index, i1)
// CHECK-NEXT:     %152:2 = "arith.mulsi_extended"(%arg4, %arg4) : (index, index) -> (index, index)
// CHECK-NEXT:     %153:2 = "arith.mului_extended"(%arg4, %arg4) : (index, index) -> (index, index)
// CHECK-NEXT:     %154:2 = "arith.addui_extended"(%arg5, %arg5) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi1>)
// CHECK-NEXT:     %155:2 = "arith.mulsi_extended"(%arg5, %arg5) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi32>)
// CHECK-NEXT:     %156:2 = "arith.mului_extended"(%arg5, %arg5) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi32>)
// CHECK-NEXT:     %157:2 = "arith.addui_extended"(%arg9, %arg9) : (tensor<?xi64>, tensor<?xi64>) -> (tensor<?xi64>, tensor<?xi1>)
// CHECK-NEXT:     %158:2 = "arith.mulsi_extended"(%arg9, %arg9) : (tensor<?xi64>, tensor<?xi64>) -> (tensor<?xi64>, tensor<?xi64>)
// CHECK-NEXT:     %159:2 = "arith.mului_extended"(%arg9, %arg9) : (tensor<?xi64>, tensor<?xi64>) -> (tensor<?xi64>, tensor<?xi64>)
// CHECK-NEXT:     %160:2 = "arith.addui_extended"(%arg0, %arg0) : (i1, i1) -> (i1, i1)
// CHECK-NEXT:     %161:2 = "arith.mulsi_extended"(%arg0, %arg0) : (i1, i1) -> (i1, i1)
// CHECK-NEXT:     %162:2 = "arith.mului_extended"(%arg0, %arg0) : (i1, i1) -> (i1, i1)
// CHECK-NEXT:     %163:2 = "arith.addui_extended"(%arg6, %arg6) : (vector<[4]xi8>, vector<[4]xi8>) -> (vector<[4]xi8>, vector<[4]xi1>)
// CHECK-NEXT:     %164:2 = "arith.mulsi_extended"(%arg6, %arg6) : (vector<[4]xi8>, vector<[4]xi8>) -> (vector<[4]xi8>, vector<[4]xi8>)
// CHECK-NEXT:     %165:2 = "arith.mului_extended"(%arg6, %arg6) : (vector<[4]xi8>, vector<[4]xi8>) -> (vector<[4]xi8>, vector<[4]xi8>)
// CHECK-NEXT:     "x.use"(%148#1, %149#1, %150#0) : (i1, i32, i32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()

"x.ops"() ({
^bb0(%b1: i1, %b8: i8, %b32: i32, %b64: i64, %bx: index, %v4: vector<4xi32>, %vs: vector<[4]xi8>, %v0: vector<i64>, %t23: tensor<2x3xi16>, %td: tensor<?xi64>, %tu: tensor<*xi32>, %f16: f16, %f32: f32, %f64: f64, %bf: bf16, %vf: vector<4xf32>, %tf: tensor<2x3xf64>, %mi: memref<4xi32>, %mx: memref<?x4xindex>, %mf: memref<4xf32, 1>, %c1: i1, %cv: vector<4xi1>, %ct: tensor<2x3xi1>, %cs: vector<[4]xi1>):
  %divsi_b1 = "arith.divsi"(%b1, %b1) <{isExact}> : (i1, i1) -> i1
  %divsi_b8 = "arith.divsi"(%b8, %b8) : (i8, i8) -> i8
  %divsi_b32 = "arith.divsi"(%b32, %b32) <{isExact}> : (i32, i32) -> i32
  %divsi_b64 = "arith.divsi"(%b64, %b64) : (i64, i64) -> i64
  %divsi_bx = "arith.divsi"(%bx, %bx) <{isExact}> : (index, index) -> index
  %divsi_v4 = "arith.divsi"(%v4, %v4) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %divsi_vs = "arith.divsi"(%vs, %vs) <{isExact}> : (vector<[4]xi8>, vector<[4]xi8>) -> vector<[4]xi8>
  %divsi_v0 = "arith.divsi"(%v0, %v0) : (vector<i64>, vector<i64>) -> vector<i64>
  %divsi_t23 = "arith.divsi"(%t23, %t23) <{isExact}> : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
  %divsi_td = "arith.divsi"(%td, %td) : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
  %divsi_tu = "arith.divsi"(%tu, %tu) <{isExact}> : (tensor<*xi32>, tensor<*xi32>) -> tensor<*xi32>
  %divui_b32 = "arith.divui"(%b32, %b32) <{isExact}> : (i32, i32) -> i32
  %divui_v4 = "arith.divui"(%v4, %v4) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %divui_t23 = "arith.divui"(%t23, %t23) <{isExact}> : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
  %ceildivsi_b8 = "arith.ceildivsi"(%b8, %b8) : (i8, i8) -> i8
  %ceildivsi_bx = "arith.ceildivsi"(%bx, %bx) : (index, index) -> index
  %ceildivsi_v0 = "arith.ceildivsi"(%v0, %v0) : (vector<i64>, vector<i64>) -> vector<i64>
  %ceildivsi_tu = "arith.ceildivsi"(%tu, %tu) : (tensor<*xi32>, tensor<*xi32>) -> tensor<*xi32>
  %ceildivui_b1 = "arith.ceildivui"(%b1, %b1) : (i1, i1) -> i1
  %ceildivui_b64 = "arith.ceildivui"(%b64, %b64) : (i64, i64) -> i64
  %ceildivui_vs = "arith.ceildivui"(%vs, %vs) : (vector<[4]xi8>, vector<[4]xi8>) -> vector<[4]xi8>
  %ceildivui_td = "arith.ceildivui"(%td, %td) : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
  %floordivsi_b32 = "arith.floordivsi"(%b32, %b32) : (i32, i32) -> i32
  %floordivsi_v4 = "arith.floordivsi"(%v4, %v4) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %floordivsi_t23 = "arith.floordivsi"(%t23, %t23) : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
  %remsi_b8 = "arith.remsi"(%b8, %b8) : (i8, i8) -> i8
  %remsi_bx = "arith.remsi"(%bx, %bx) : (index, index) -> index
  %remsi_v0 = "arith.remsi"(%v0, %v0) : (vector<i64>, vector<i64>) -> vector<i64>
  %remsi_tu = "arith.remsi"(%tu, %tu) : (tensor<*xi32>, tensor<*xi32>) -> tensor<*xi32>
  %remui_b1 = "arith.remui"(%b1, %b1) : (i1, i1) -> i1
  %remui_b64 = "arith.remui"(%b64, %b64) : (i64, i64) -> i64
  %remui_vs = "arith.remui"(%vs, %vs) : (vector<[4]xi8>, vector<[4]xi8>) -> vector<[4]xi8>
  %remui_td = "arith.remui"(%td, %td) : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
  %andi_b32 = "arith.andi"(%b32, %b32) : (i32, i32) -> i32
  %andi_v4 = "arith.andi"(%v4, %v4) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %andi_t23 = "arith.andi"(%t23, %t23) : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
  %ori_b8 = "arith.ori"(%b8, %b8) : (i8, i8) -> i8
  %ori_bx = "arith.ori"(%bx, %bx) : (index, index) -> index
  %ori_v0 = "arith.ori"(%v0, %v0) : (vector<i64>, vector<i64>) -> vector<i64>
  %ori_tu = "arith.ori"(%tu, %tu) : (tensor<*xi32>, tensor<*xi32>) -> tensor<*xi32>
  %xori_b1 = "arith.xori"(%b1, %b1) : (i1, i1) -> i1
  %xori_b64 = "arith.xori"(%b64, %b64) : (i64, i64) -> i64
  %xori_vs = "arith.xori"(%vs, %vs) : (vector<[4]xi8>, vector<[4]xi8>) -> vector<[4]xi8>
  %xori_td = "arith.xori"(%td, %td) : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
  %maxsi_b32 = "arith.maxsi"(%b32, %b32) : (i32, i32) -> i32
  %maxsi_v4 = "arith.maxsi"(%v4, %v4) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %maxsi_t23 = "arith.maxsi"(%t23, %t23) : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
  %maxui_b8 = "arith.maxui"(%b8, %b8) : (i8, i8) -> i8
  %maxui_bx = "arith.maxui"(%bx, %bx) : (index, index) -> index
  %maxui_v0 = "arith.maxui"(%v0, %v0) : (vector<i64>, vector<i64>) -> vector<i64>
  %maxui_tu = "arith.maxui"(%tu, %tu) : (tensor<*xi32>, tensor<*xi32>) -> tensor<*xi32>
  %minsi_b1 = "arith.minsi"(%b1, %b1) : (i1, i1) -> i1
  %minsi_b64 = "arith.minsi"(%b64, %b64) : (i64, i64) -> i64
  %minsi_vs = "arith.minsi"(%vs, %vs) : (vector<[4]xi8>, vector<[4]xi8>) -> vector<[4]xi8>
  %minsi_td = "arith.minsi"(%td, %td) : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
  %minui_b32 = "arith.minui"(%b32, %b32) : (i32, i32) -> i32
  %minui_v4 = "arith.minui"(%v4, %v4) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %minui_t23 = "arith.minui"(%t23, %t23) : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
  %shrsi_b8 = "arith.shrsi"(%b8, %b8) : (i8, i8) -> i8
  %shrsi_bx = "arith.shrsi"(%bx, %bx) <{isExact}> : (index, index) -> index
  %shrsi_v0 = "arith.shrsi"(%v0, %v0) : (vector<i64>, vector<i64>) -> vector<i64>
  %shrsi_tu = "arith.shrsi"(%tu, %tu) <{isExact}> : (tensor<*xi32>, tensor<*xi32>) -> tensor<*xi32>
  %shrui_b1 = "arith.shrui"(%b1, %b1) <{isExact}> : (i1, i1) -> i1
  %shrui_b8 = "arith.shrui"(%b8, %b8) : (i8, i8) -> i8
  %shrui_b32 = "arith.shrui"(%b32, %b32) <{isExact}> : (i32, i32) -> i32
  %shrui_b64 = "arith.shrui"(%b64, %b64) : (i64, i64) -> i64
  %shrui_bx = "arith.shrui"(%bx, %bx) <{isExact}> : (index, index) -> index
  %shrui_v4 = "arith.shrui"(%v4, %v4) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %shrui_vs = "arith.shrui"(%vs, %vs) <{isExact}> : (vector<[4]xi8>, vector<[4]xi8>) -> vector<[4]xi8>
  %shrui_v0 = "arith.shrui"(%v0, %v0) : (vector<i64>, vector<i64>) -> vector<i64>
  %shrui_t23 = "arith.shrui"(%t23, %t23) <{isExact}> : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
  %shrui_td = "arith.shrui"(%td, %td) : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
  %shrui_tu = "arith.shrui"(%tu, %tu) <{isExact}> : (tensor<*xi32>, tensor<*xi32>) -> tensor<*xi32>
  %exact = "arith.shrui"(%b32, %b32) {isExact} : (i32, i32) -> i32
  %tagged = "arith.xori"(%b8, %b8) {b = 2 : i32, a = "x"} : (i8, i8) -> i8
  %extsi0 = "arith.extsi"(%b1) : (i1) -> i64
  %extsi1 = "arith.extsi"(%b8) : (i8) -> i32
  %extsi2 = "arith.extsi"(%v4) : (vector<4xi32>) -> vector<4xi64>
  %extsi3 = "arith.extsi"(%t23) : (tensor<2x3xi16>) -> tensor<2x3xi32>
  %extsi4 = "arith.extsi"(%td) : (tensor<?xi64>) -> tensor<?xi128>
  %extui5 = "arith.extui"(%b1) : (i1) -> i8
  %extui6 = "arith.extui"(%b32) : (i32) -> i33
  %extui7 = "arith.extui"(%vs) : (vector<[4]xi8>) -> vector<[4]xi16>
  %extui8 = "arith.extui"(%v0) : (vector<i64>) -> vector<i65>
  %fptosi9 = "arith.fptosi"(%f32) : (f32) -> i32
  %fptosi10 = "arith.fptosi"(%bf) : (bf16) -> i1
  %fptosi11 = "arith.fptosi"(%vf) : (vector<4xf32>) -> vector<4xi8>
  %fptoui12 = "arith.fptoui"(%f64) : (f64) -> i16
  %fptoui13 = "arith.fptoui"(%tf) : (tensor<2x3xf64>) -> tensor<2x3xi64>
  %sitofp14 = "arith.sitofp"(%b32) : (i32) -> f64
  %sitofp15 = "arith.sitofp"(%b8) : (i8) -> f16
  %sitofp16 = "arith.sitofp"(%v4) : (vector<4xi32>) -> vector<4xf32>
  %uitofp17 = "arith.uitofp"(%b64) : (i64) -> bf16
  %uitofp18 = "arith.uitofp"(%t23) : (tensor<2x3xi16>) -> tensor<2x3xf32>
  %uitofp19 = "arith.uitofp"(%b1) : (i1) -> f32
  %index_cast20 = "arith.index_cast"(%b32) : (i32) -> index
  %index_cast21 = "arith.index_cast"(%bx) : (index) -> i1
  %index_cast22 = "arith.index_cast"(%v4) : (vector<4xi32>) -> vector<4xindex>
  %index_cast23 = "arith.index_cast"(%mi) : (memref<4xi32>) -> memref<4xindex>
  %index_cast24 = "arith.index_cast"(%mx) : (memref<?x4xindex>) -> memref<?x4xi64>
  %index_cast25 = "arith.index_cast"(%td) : (tensor<?xi64>) -> tensor<?xindex>
  %index_castui26 = "arith.index_castui"(%bx) : (index) -> i128
  %index_castui27 = "arith.index_castui"(%b8) : (i8) -> index
  %index_castui28 = "arith.index_castui"(%t23) : (tensor<2x3xi16>) -> tensor<2x3xindex>
  %index_castui29 = "arith.index_castui"(%mi) : (memref<4xi32>) -> memref<?xindex>
  %bitcast30 = "arith.bitcast"(%b32) : (i32) -> f32
  %bitcast31 = "arith.bitcast"(%f16) : (f16) -> bf16
  %bitcast32 = "arith.bitcast"(%b64) : (i64) -> i64
  %bitcast33 = "arith.bitcast"(%vf) : (vector<4xf32>) -> vector<4xi32>
  %bitcast34 = "arith.bitcast"(%tf) : (tensor<2x3xf64>) -> tensor<2x3xi64>
  %bitcast35 = "arith.bitcast"(%mi) : (memref<4xi32>) -> memref<4xf32>
  %bitcast36 = "arith.bitcast"(%mf) : (memref<4xf32, 1>) -> memref<4xi32>
  %select0 = "arith.select"(%c1, %b32, %b32) : (i1, i32, i32) -> i32
  %select1 = "arith.select"(%c1, %v4, %v4) : (i1, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %select2 = "arith.select"(%c1, %f32, %f32) : (i1, f32, f32) -> f32
  %select3 = "arith.select"(%c1, %mi, %mi) : (i1, memref<4xi32>, memref<4xi32>) -> memref<4xi32>
  %select4 = "arith.select"(%cv, %v4, %v4) : (vector<4xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %select5 = "arith.select"(%cv, %vf, %vf) : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %select6 = "arith.select"(%ct, %t23, %t23) : (tensor<2x3xi1>, tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
  %select7 = "arith.select"(%ct, %tf, %tf) : (tensor<2x3xi1>, tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %select8 = "arith.select"(%cs, %vs, %vs) : (vector<[4]xi1>, vector<[4]xi8>, vector<[4]xi8>) -> vector<[4]xi8>
  %select9 = "arith.select"(%c1, %tu, %tu) : (i1, tensor<*xi32>, tensor<*xi32>) -> tensor<*xi32>
  %select_attr = "arith.select"(%c1, %b8, %b8) {fused} : (i1, i8, i8) -> i8
  %cst0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
  %cst1 = "arith.constant"() <{value = -1 : i64}> : () -> i64
  %cst2 = "arith.constant"() <{value = 42 : i8}> : () -> i8
  %cst3 = "arith.constant"() <{value = 255 : i8}> : () -> i8
  %cst4 = "arith.constant"() <{value = true}> : () -> i1
  %cst5 = "arith.constant"() <{value = false}> : () -> i1
  %cst6 = "arith.constant"() <{value = 7 : index}> : () -> index
  %cst7 = "arith.constant"() <{value = -3 : index}> : () -> index
  %cst8 = "arith.constant"() <{value = 1.5 : f32}> : () -> f32
  %cst9 = "arith.constant"() <{value = -0.0 : f64}> : () -> f64
  %cst10 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
  %cst11 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
  %cst12 = "arith.constant"() <{value = 1.0e+10 : bf16}> : () -> bf16
  %cst13 = "arith.constant"() <{value = dense<0> : vector<4xi32>}> : () -> vector<4xi32>
  %cst14 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
  %cst15 = "arith.constant"() <{value = dense<1.0> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
  %cst16 = "arith.constant"() <{value = dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>}> : () -> tensor<2x2xi8>
  %cst17 = "arith.constant"() <{value = dense<true> : vector<[4]xi1>}> : () -> vector<[4]xi1>
  %cst18 = "arith.constant"() <{value = dense<[5, 5]> : vector<[2]xi16>}> : () -> vector<[2]xi16>
  %cst19 = "arith.constant"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
  %cst20 = "arith.constant"() <{value = dense<7> : tensor<i64>}> : () -> tensor<i64>
  %cst21 = "arith.constant"() <{value = dense<1> : tensor<2xsi32>}> : () -> tensor<2xsi32>
  %cst22 = "arith.constant"() <{value = sparse<[[0, 1]], [9]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
  %cst23 = "arith.constant"() <{value = dense<["a", "b"]> : tensor<2x!x.str>}> : () -> tensor<2x!x.str>
  %cst_attr = "arith.constant"() <{value = 3 : i16}> {note = "kept"} : () -> i16
  %add0:2 = "arith.addui_extended"(%b32, %b32) : (i32, i32) -> (i32, i1)
  %mulsi0:2 = "arith.mulsi_extended"(%b32, %b32) : (i32, i32) -> (i32, i32)
  %mului0:2 = "arith.mului_extended"(%b32, %b32) : (i32, i32) -> (i32, i32)
  %add1:2 = "arith.addui_extended"(%bx, %bx) : (index, index) -> (index, i1)
  %mulsi1:2 = "arith.mulsi_extended"(%bx, %bx) : (index, index) -> (index, index)
  %mului1:2 = "arith.mului_extended"(%bx, %bx) : (index, index) -> (index, index)
  %add2:2 = "arith.addui_extended"(%v4, %v4) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi1>)
  %mulsi2:2 = "arith.mulsi_extended"(%v4, %v4) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi32>)
  %mului2:2 = "arith.mului_extended"(%v4, %v4) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi32>)
  %add3:2 = "arith.addui_extended"(%td, %td) : (tensor<?xi64>, tensor<?xi64>) -> (tensor<?xi64>, tensor<?xi1>)
  %mulsi3:2 = "arith.mulsi_extended"(%td, %td) : (tensor<?xi64>, tensor<?xi64>) -> (tensor<?xi64>, tensor<?xi64>)
  %mului3:2 = "arith.mului_extended"(%td, %td) : (tensor<?xi64>, tensor<?xi64>) -> (tensor<?xi64>, tensor<?xi64>)
  %add4:2 = "arith.addui_extended"(%b1, %b1) : (i1, i1) -> (i1, i1)
  %mulsi4:2 = "arith.mulsi_extended"(%b1, %b1) : (i1, i1) -> (i1, i1)
  %mului4:2 = "arith.mului_extended"(%b1, %b1) : (i1, i1) -> (i1, i1)
  %add5:2 = "arith.addui_extended"(%vs, %vs) : (vector<[4]xi8>, vector<[4]xi8>) -> (vector<[4]xi8>, vector<[4]xi1>)
  %mulsi5:2 = "arith.mulsi_extended"(%vs, %vs) : (vector<[4]xi8>, vector<[4]xi8>) -> (vector<[4]xi8>, vector<[4]xi8>)
  %mului5:2 = "arith.mului_extended"(%vs, %vs) : (vector<[4]xi8>, vector<[4]xi8>) -> (vector<[4]xi8>, vector<[4]xi8>)
  "x.use"(%add0#1, %mulsi0#1, %mului0#0) : (i1, i32, i32) -> ()
}) : () -> ()
