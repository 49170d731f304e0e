// RUN: mlir-rs-opt --mlir-print-op-generic %s | FileCheck %s

// Integer arith ops in generic form: the binary ops (addi, subi, muli, shli
// with every overflowFlags combination; divsi, divui, shrsi, shrui with and
// without isExact; ceildivsi, ceildivui, floordivsi, remsi, remui, andi, ori,
// xori, maxsi, maxui, minsi, minui) on i1, i8, i32, i64, index, vector and
// tensor (static and dynamic) types; the two-result ops addui_extended,
// mulsi_extended, mului_extended; cmpi with all ten predicates on scalars,
// vectors and tensors. Some ops carry discardable attributes, which print
// after the properties, sorted by name. Last, other spellings the
// #arith.overflow parser accepts (order, spacing, duplicates, strings, none).

// CHECK-GENERATED-BY: mlir-opt-22
// CHECK: "builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = (i1, i1, i8, i8, i32, i32, i64, i64, index, index, vector<4xi32>, vector<4xi32>, tensor<?xi64>, tensor<?xi64>, tensor<2x3xi16>, tensor<2x3xi16>) -> (), sym_name = "int_binary"}> ({
// CHECK-NEXT:   ^bb0(%arg21: i1, %arg22: i1, %arg23: i8, %arg24: i8, %arg25: i32, %arg26: i32, %arg27: i64, %arg28: i64, %arg29: index, %arg30: index, %arg31: vector<4xi32>, %arg32: vector<4xi32>, %arg33: tensor<?xi64>, %arg34: tensor<?xi64>, %arg35: tensor<2x3xi16>, %arg36: tensor<2x3xi16>):
// CHECK-NEXT:     %26 = "arith.addi"(%arg21, %arg22) <{overflowFlags = #arith.overflow<nuw>}> : (i1, i1) -> i1
// CHECK-NEXT:     %27 = "arith.addi"(%arg23, %arg24) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i8, i8) -> i8
// CHECK-NEXT:     %28 = "arith.addi"(%arg25, %arg26) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT:     %29 = "arith.addi"(%arg27, %arg28) <{overflowFlags = #arith.overflow<nsw>}> : (i64, i64) -> i64
// CHECK-NEXT:     %30 = "arith.addi"(%arg29, %arg30) <{overflowFlags = #arith.overflow<nuw>}> : (index, index) -> index
// CHECK-NEXT:     %31 = "arith.addi"(%arg31, %arg32) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:     %32 = "arith.addi"(%arg33, %arg34) <{overflowFlags = #arith.overflow<none>}> : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
// CHECK-NEXT:     %33 = "arith.addi"(%arg35, %arg36) <{overflowFlags = #arith.overflow<nsw>}> : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
// CHECK-NEXT:     %34 = "arith.subi"(%arg21, %arg22) <{overflowFlags = #arith.overflow<nuw>}> : (i1, i1) -> i1
// CHECK-NEXT:     %35 = "arith.subi"(%arg23, %arg24) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i8, i8) -> i8
// CHECK-NEXT:     %36 = "arith.subi"(%arg25, %arg26) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT:     %37 = "arith.subi"(%arg27, %arg28) <{overflowFlags = #arith.overflow<nsw>}> : (i64, i64) -> i64
// CHECK-NEXT:     %38 = "arith.subi"(%arg29, %arg30) <{overflowFlags = #arith.overflow<nuw>}> : (index, index) -> index
// CHECK-NEXT:     %39 = "arith.subi"(%arg31, %arg32) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:     %40 = "arith.subi"(%arg33, %arg34) <{overflowFlags = #arith.overflow<none>}> : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
// CHECK-NEXT:     %41 = "arith.subi"(%arg35, %arg36) <{overflowFlags = #arith.overflow<nsw>}> : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
// CHECK-NEXT:     %42 = "arith.muli"(%arg21, %arg22) <{overflowFlags = #arith.overflow<nuw>}> : (i1, i1) -> i1
// CHECK-NEXT:     %43 = "arith.muli"(%arg23, %arg24) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i8, i8) -> i8
// CHECK-NEXT:     %44 = "arith.muli"(%arg25, %arg26) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT:     %45 = "arith.muli"(%arg27, %arg28) <{overflowFlags = #arith.overflow<nsw>}> : (i64, i64) -> i64
// CHECK-NEXT:     %46 = "arith.muli"(%arg29, %arg30) <{overflowFlags = #arith.overflow<nuw>}> : (index, index) -> index
// CHECK-NEXT:     %47 = "arith.muli"(%arg31, %arg32) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:     %48 = "arith.muli"(%arg33, %arg34) <{overflowFlags = #arith.overflow<none>}> : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
// CHECK-NEXT:     %49 = "arith.muli"(%arg35, %arg36) <{overflowFlags = #arith.overflow<nsw>}> : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
// CHECK-NEXT:     %50 = "arith.shli"(%arg21, %arg22) <{overflowFlags = #arith.overflow<nuw>}> : (i1, i1) -> i1
// CHECK-NEXT:     %51 = "arith.shli"(%arg23, %arg24) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i8, i8) -> i8
// CHECK-NEXT:     %52 = "arith.shli"(%arg25, %arg26) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT:     %53 = "arith.shli"(%arg27, %arg28) <{overflowFlags = #arith.overflow<nsw>}> : (i64, i64) -> i64
// CHECK-NEXT:     %54 = "arith.shli"(%arg29, %arg30) <{overflowFlags = #arith.overflow<nuw>}> : (index, index) -> index
// CHECK-NEXT:     %55 = "arith.shli"(%arg31, %arg32) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:     %56 = "arith.shli"(%arg33, %arg34) <{overflowFlags = #arith.overflow<none>}> : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
// CHECK-NEXT:     %57 = "arith.shli"(%arg35, %arg36) <{overflowFlags = #arith.overflow<nsw>}> : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
// CHECK-NEXT:     %58 = "arith.divsi"(%arg21, %arg22) : (i1, i1) -> i1
// CHECK-NEXT:     %59 = "arith.divsi"(%arg23, %arg24) <{isExact}> : (i8, i8) -> i8
// CHECK-NEXT:     %60 = "arith.divsi"(%arg25, %arg26) : (i32, i32) -> i32
// CHECK-NEXT:     %61 = "arith.divsi"(%arg27, %arg28) <{isExact}> : (i64, i64) -> i64
// CHECK-NEXT:     %62 = "arith.divsi"(%arg29, %arg30) : (index, index) -> index
// CHECK-NEXT:     %63 = "arith.divsi"(%arg31, %arg32) <{isExact}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:     %64 = "arith.divsi"(%arg33, %arg34) : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
// CHECK-NEXT:     %65 = "arith.divsi"(%arg35, %arg36) <{isExact}> : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
// CHECK-NEXT:     %66 = "arith.divui"(%arg21, %arg22) : (i1, i1) -> i1
// CHECK-NEXT:     %67 = "arith.divui"(%arg23, %arg24) <{isExact}> : (i8, i8) -> i8
// CHECK-NEXT:     %68 = "arith.divui"(%arg25, %arg26) : (i32, i32) -> i32
// CHECK-NEXT:     %69 = "arith.divui"(%arg27, %arg28) <{isExact}> : (i64, i64) -> i64
// CHECK-NEXT:     %70 = "arith.divui"(%arg29, %arg30) : (index, index) -> index
// CHECK-NEXT:     %71 = "arith.divui"(%arg31, %arg32) <{isExact}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:     %72 = "arith.divui"(%arg33, %arg34) : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
// CHECK-NEXT:     %73 = "arith.divui"(%arg35, %arg36) <{isExact}> : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
// CHECK-NEXT:     %74 = "arith.shrsi"(%arg21, %arg22) : (i1, i1) -> i1
// CHECK-NEXT:     %75 = "arith.shrsi"(%arg23, %arg24) <{isExact}> : (i8, i8) -> i8
// CHECK-NEXT:     %76 = "arith.shrsi"(%arg25, %arg26) : (i32, i32) -> i32
// CHECK-NEXT:     %77 = "arith.shrsi"(%arg27, %arg28) <{isExact}> : (i64, i64) -> i64
// CHECK-NEXT:     %78 = "arith.shrsi"(%arg29, %arg30) : (index, index) -> index
// CHECK-NEXT:     %79 = "arith.shrsi"(%arg31, %arg32) <{isExact}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:     %80 = "arith.shrsi"(%arg33, %arg34) : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
// CHECK-NEXT:     %81 = "arith.shrsi"(%arg35, %arg36) <{isExact}> : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
// CHECK-NEXT:     %82 = "arith.shrui"(%arg21, %arg22) : (i1, i1) -> i1
// CHECK-NEXT:     %83 = "arith.shrui"(%arg23, %arg24) <{isExact}> : (i8, i8) -> i8
// CHECK-NEXT:     %84 = "arith.shrui"(%arg25, %arg26) : (i32, i32) -> i32
// CHECK-NEXT:     %85 = "arith.shrui"(%arg27, %arg28) <{isExact}> : (i64, i64) -> i64
// CHECK-NEXT:     %86 = "arith.shrui"(%arg29, %arg30) : (index, index) -> index
// CHECK-NEXT:     %87 = "arith.shrui"(%arg31, %arg32) <{isExact}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:     %88 = "arith.shrui"(%arg33, %arg34) : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
// CHECK-NEXT:     %89 = "arith.shrui"(%arg35, %arg36) <{isExact}> : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
// CHECK-NEXT:     %90 = "arith.ceildivsi"(%arg21, %arg22) : (i1, i1) -> i1
// CHECK-NEXT:     %91 = "arith.ceildivsi"(%arg23, %arg24) : (i8, i8) -> i8
// CHECK-NEXT:     %92 = "arith.ceildivsi"(%arg25, %arg26) : (i32, i32) -> i32
// CHECK-NEXT:     %93 = "arith.ceildivsi"(%arg27, %arg28) {a.first = "x", z.last} : (i64, i64) -> i64
// CHECK-NEXT:     %94 = "arith.ceildivsi"(%arg29, %arg30) : (index, index) -> index
// CHECK-NEXT:     %95 = "arith.ceildivsi"(%arg31, %arg32) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:     %96 = "arith.ceildivsi"(%arg33, %arg34) : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
// CHECK-NEXT:     %97 = "arith.ceildivsi"(%arg35, %arg36) : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
// CHECK-NEXT:     %98 = "arith.ceildivui"(%arg21, %arg22) : (i1, i1) -> i1
// CHECK-NEXT:     %99 = "arith.ceildivui"(%arg23, %arg24) : (i8, i8) -> i8
// CHECK-NEXT:     %100 = "arith.ceildivui"(%arg25, %arg26) : (i32, i32) -> i32
// CHECK-NEXT:     %101 = "arith.ceildivui"(%arg27, %arg28) : (i64, i64) -> i64
// CHECK-NEXT:     %102 = "arith.ceildivui"(%arg29, %arg30) : (index, index) -> index
// CHECK-NEXT:     %103 = "arith.ceildivui"(%arg31, %arg32) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:     %104 = "arith.ceildivui"(%arg33, %arg34) : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
// CHECK-NEXT:     %105 = "arith.ceildivui"(%arg35, %arg36) : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
// CHECK-NEXT:     %106 = "arith.floordivsi"(%arg21, %arg22) : (i1, i1) -> i1
// CHECK-NEXT:     %107 = "arith.floordivsi"(%arg23, %arg24) : (i8, i8) -> i8
// CHECK-NEXT:     %108 = "arith.floordivsi"(%arg25, %arg26) : (i32, i32) -> i32
// CHECK-NEXT:     %109 = "arith.floordivsi"(%arg27, %arg28) : (i64, i64) -> i64
// CHECK-NEXT:     %110 = "arith.floordivsi"(%arg29, %arg30) : (index, index) -> index
// CHECK-NEXT:     %111 = "arith.floordivsi"(%arg31, %arg32) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:     %112 = "arith.floordivsi"(%arg33, %arg34) : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
// CHECK-NEXT:     %113 = "arith.floordivsi"(%arg35, %arg36) : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
// CHECK-NEXT:     %114 = "arith.remsi"(%arg21, %arg22) : (i1, i1) -> i1
// CHECK-NEXT:     %115 = "arith.remsi"(%arg23, %arg24) : (i8, i8) -> i8
// CHECK-NEXT:     %116 = "arith.remsi"(%arg25, %arg26) : (i32, i32) -> i32
// CHECK-NEXT:     %117 = "arith.remsi"(%arg27, %arg28) : (i64, i64) -> i64
// CHECK-NEXT:     %118 = "arith.remsi"(%arg29, %arg30) : (index, index) -> index
// CHECK-NEXT:     %119 = "arith.remsi"(%arg31, %arg32) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:     %120 = "arith.remsi"(%arg33, %arg34) : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
// CHECK-NEXT:     %121 = "arith.remsi"(%arg35, %arg36) : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
// CHECK-NEXT:     %122 = "arith.remui"(%arg21, %arg22) {tag = 7 : i8} : (i1, i1) -> i1
// CHECK-NEXT:     %123 = "arith.remui"(%arg23, %arg24) : (i8, i8) -> i8
// CHECK-NEXT:     %124 = "arith.remui"(%arg25, %arg26) : (i32, i32) -> i32
// CHECK-NEXT:     %125 = "arith.remui"(%arg27, %arg28) : (i64, i64) -> i64
// CHECK-NEXT:     %126 = "arith.remui"(%arg29, %arg30) : (index, index) -> index
// CHECK-NEXT:     %127 = "arith.remui"(%arg31, %arg32) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:     %128 = "arith.remui"(%arg33, %arg34) : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
// CHECK-NEXT:     %129 = "arith.remui"(%arg35, %arg36) : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
// CHECK-NEXT:     %130 = "arith.andi"(%arg21, %arg22) : (i1, i1) -> i1
// CHECK-NEXT:     %131 = "arith.andi"(%arg23, %arg24) : (i8, i8) -> i8
// CHECK-NEXT:     %132 = "arith.andi"(%arg25, %arg26) : (i32, i32) -> i32
// CHECK-NEXT:     %133 = "arith.andi"(%arg27, %arg28) : (i64, i64) -> i64
// CHECK-NEXT:     %134 = "arith.andi"(%arg29, %arg30) : (index, index) -> index
// CHECK-NEXT:     %135 = "arith.andi"(%arg31, %arg32) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:     %136 = "arith.andi"(%arg33, %arg34) : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
// CHECK-NEXT:     %137 = "arith.andi"(%arg35, %arg36) : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
// CHECK-NEXT:     %138 = "arith.ori"(%arg21, %arg22) : (i1, i1) -> i1
// CHECK-NEXT:     %139 = "arith.ori"(%arg23, %arg24) : (i8, i8) -> i8
// CHECK-NEXT:     %140 = "arith.ori"(%arg25, %arg26) : (i32, i32) -> i32
// CHECK-NEXT:     %141 = "arith.ori"(%arg27, %arg28) : (i64, i64) -> i64
// CHECK-NEXT:     %142 = "arith.ori"(%arg29, %arg30) : (index, index) -> index
// CHECK-NEXT:     %143 = "arith.ori"(%arg31, %arg32) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:     %144 = "arith.ori"(%arg33, %arg34) : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
// CHECK-NEXT:     %145 = "arith.ori"(%arg35, %arg36) : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
// CHECK-NEXT:     %146 = "arith.xori"(%arg21, %arg22) : (i1, i1) -> i1
// CHECK-NEXT:     %147 = "arith.xori"(%arg23, %arg24) : (i8, i8) -> i8
// CHECK-NEXT:     %148 = "arith.xori"(%arg25, %arg26) : (i32, i32) -> i32
// CHECK-NEXT:     %149 = "arith.xori"(%arg27, %arg28) : (i64, i64) -> i64
// CHECK-NEXT:     %150 = "arith.xori"(%arg29, %arg30) : (index, index) -> index
// CHECK-NEXT:     %151 = "arith.xori"(%arg31, %arg32) {n = [1, 2], note = "discardable"} : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:     %152 = "arith.xori"(%arg33, %arg34) : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
// CHECK-NEXT:     %153 = "arith.xori"(%arg35, %arg36) : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
// CHECK-NEXT:     %154 = "arith.maxsi"(%arg21, %arg22) : (i1, i1) -> i1
// CHECK-NEXT:     %155 = "arith.maxsi"(%arg23, %arg24) : (i8, i8) -> i8
// CHECK-NEXT:     %156 = "arith.maxsi"(%arg25, %arg26) : (i32, i32) -> i32
// CHECK-NEXT:     %157 = "arith.maxsi"(%arg27, %arg28) : (i64, i64) -> i64
// CHECK-NEXT:     %158 = "arith.maxsi"(%arg29, %arg30) : (index, index) -> index
// CHECK-NEXT:     %159 = "arith.maxsi"(%arg31, %arg32) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:     %160 = "arith.maxsi"(%arg33, %arg34) : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
// CHECK-NEXT:     %161 = "arith.maxsi"(%arg35, %arg36) : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
// CHECK-NEXT:     %162 = "arith.maxui"(%arg21, %arg22) : (i1, i1) -> i1
// CHECK-NEXT:     %163 = "arith.maxui"(%arg23, %arg24) : (i8, i8) -> i8
// CHECK-NEXT:     %164 = "arith.maxui"(%arg25, %arg26) : (i32, i32) -> i32
// CHECK-NEXT:     %165 = "arith.maxui"(%arg27, %arg28) : (i64, i64) -> i64
// CHECK-NEXT:     %166 = "arith.maxui"(%arg29, %arg30) : (index, index) -> index
// CHECK-NEXT:     %167 = "arith.maxui"(%arg31, %arg32) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:     %168 = "arith.maxui"(%arg33, %arg34) : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
// CHECK-NEXT:     %169 = "arith.maxui"(%arg35, %arg36) : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
// CHECK-NEXT:     %170 = "arith.minsi"(%arg21, %arg22) : (i1, i1) -> i1
// CHECK-NEXT:     %171 = "arith.minsi"(%arg23, %arg24) : (i8, i8) -> i8
// CHECK-NEXT:     %172 = "arith.minsi"(%arg25, %arg26) : (i32, i32) -> i32
// CHECK-NEXT:     %173 = "arith.minsi"(%arg27, %arg28) : (i64, i64) -> i64
// CHECK-NEXT:     %174 = "arith.minsi"(%arg29, %arg30) : (index, index) -> index
// CHECK-NEXT:     %175 = "arith.minsi"(%arg31, %arg32) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:     %176 = "arith.minsi"(%arg33, %arg34) : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
// CHECK-NEXT:     %177 = "arith.minsi"(%arg35, %arg36) : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
// CHECK-NEXT:     %178 = "arith.minui"(%arg21, %arg22) : (i1, i1) -> i1
// CHECK-NEXT:     %179 = "arith.minui"(%arg23, %arg24) : (i8, i8) -> i8
// CHECK-NEXT:     %180 = "arith.minui"(%arg25, %arg26) {a.first = "x", z.last} : (i32, i32) -> i32
// CHECK-NEXT:     %181 = "arith.minui"(%arg27, %arg28) : (i64, i64) -> i64
// CHECK-NEXT:     %182 = "arith.minui"(%arg29, %arg30) : (index, index) -> index
// CHECK-NEXT:     %183 = "arith.minui"(%arg31, %arg32) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:     %184 = "arith.minui"(%arg33, %arg34) : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
// CHECK-NEXT:     %185 = "arith.minui"(%arg35, %arg36) : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (i32, i32, index, index, vector<4xi32>, vector<4xi32>, tensor<?xi64>, tensor<?xi64>, i1, i1) -> (i32, i1, i32, i32), sym_name = "extended"}> ({
// CHECK-NEXT:   ^bb0(%arg11: i32, %arg12: i32, %arg13: index, %arg14: index, %arg15: vector<4xi32>, %arg16: vector<4xi32>, %arg17: tensor<?xi64>, %arg18: tensor<?xi64>, %arg19: i1, %arg20: i1):
// CHECK-NEXT:     %15:2 = "arith.addui_extended"(%arg11, %arg12) : (i32, i32) -> (i32, i1)
// CHECK-NEXT:     %16:2 = "arith.addui_extended"(%arg13, %arg14) : (index, index) -> (index, i1)
// CHECK-NEXT:     %17:2 = "arith.addui_extended"(%arg15, %arg16) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi1>)
// CHECK-NEXT:     %18:2 = "arith.addui_extended"(%arg17, %arg18) : (tensor<?xi64>, tensor<?xi64>) -> (tensor<?xi64>, tensor<?xi1>)
// CHECK-NEXT:     %19:2 = "arith.addui_extended"(%arg19, %arg20) : (i1, i1) -> (i1, i1)
// CHECK-NEXT:     %20:2 = "arith.mulsi_extended"(%arg11, %arg12) : (i32, i32) -> (i32, i32)
// CHECK-NEXT:     %21:2 = "arith.mulsi_extended"(%arg13, %arg14) : (index, index) -> (index, index)
// CHECK-NEXT:     %22:2 = "arith.mulsi_extended"(%arg15, %arg16) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi32>)
// CHECK-NEXT:     %23:2 = "arith.mului_extended"(%arg11, %arg12) : (i32, i32) -> (i32, i32)
// CHECK-NEXT:     %24:2 = "arith.mului_extended"(%arg17, %arg18) : (tensor<?xi64>, tensor<?xi64>) -> (tensor<?xi64>, tensor<?xi64>)
// CHECK-NEXT:     %25:2 = "arith.mului_extended"(%arg19, %arg20) {tag = "low and high"} : (i1, i1) -> (i1, i1)
// CHECK-NEXT:     "func.return"(%15#0, %15#1, %20#1, %23#0) : (i32, i1, i32, i32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (i32, index, i1, vector<4xi32>, tensor<?xi64>, i8, tensor<2x3xi16>, i64, vector<2x[4]xi8>, i32) -> (), sym_name = "cmpi"}> ({
// CHECK-NEXT:   ^bb0(%arg1: i32, %arg2: index, %arg3: i1, %arg4: vector<4xi32>, %arg5: tensor<?xi64>, %arg6: i8, %arg7: tensor<2x3xi16>, %arg8: i64, %arg9: vector<2x[4]xi8>, %arg10: i32):
// CHECK-NEXT:     %4 = "arith.cmpi"(%arg1, %arg1) <{predicate = 0 : i64}> : (i32, i32) -> i1
// CHECK-NEXT:     %5 = "arith.cmpi"(%arg2, %arg2) <{predicate = 1 : i64}> : (index, index) -> i1
// CHECK-NEXT:     %6 = "arith.cmpi"(%arg3, %arg3) <{predicate = 2 : i64}> : (i1, i1) -> i1
// CHECK-NEXT:     %7 = "arith.cmpi"(%arg4, %arg4) <{predicate = 3 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
// CHECK-NEXT:     %8 = "arith.cmpi"(%arg5, %arg5) <{predicate = 4 : i64}> : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi1>
// CHECK-NEXT:     %9 = "arith.cmpi"(%arg6, %arg6) <{predicate = 5 : i64}> : (i8, i8) -> i1
// CHECK-NEXT:     %10 = "arith.cmpi"(%arg7, %arg7) <{predicate = 6 : i64}> : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi1>
// CHECK-NEXT:     %11 = "arith.cmpi"(%arg8, %arg8) <{predicate = 7 : i64}> : (i64, i64) -> i1
// CHECK-NEXT:     %12 = "arith.cmpi"(%arg9, %arg9) <{predicate = 8 : i64}> : (vector<2x[4]xi8>, vector<2x[4]xi8>) -> vector<2x[4]xi1>
// CHECK-NEXT:     %13 = "arith.cmpi"(%arg10, %arg10) <{predicate = 9 : i64}> : (i32, i32) -> i1
// CHECK-NEXT:     %14 = "arith.cmpi"(%arg1, %arg10) <{predicate = 2 : i64}> {origin = "cmpi", w = 3 : i16} : (i32, i32) -> i1
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (i32) -> (), sym_name = "overflow_spellings"}> ({
// CHECK-NEXT:   ^bb0(%arg0: i32):
// CHECK-NEXT:     %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
// CHECK-NEXT:     %1 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
// CHECK-NEXT:     %2 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
// CHECK-NEXT:     %3 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()

"func.func"() <{function_type = (i1, i1, i8, i8, i32, i32, i64, i64, index, index, vector<4xi32>, vector<4xi32>, tensor<?xi64>, tensor<?xi64>, tensor<2x3xi16>, tensor<2x3xi16>) -> (), sym_name = "int_binary"}> ({
^bb0(%x0: i1, %y0: i1, %x1: i8, %y1: i8, %x2: i32, %y2: i32, %x3: i64, %y3: i64, %x4: index, %y4: index, %x5: vector<4xi32>, %y5: vector<4xi32>, %x6: tensor<?xi64>, %y6: tensor<?xi64>, %x7: tensor<2x3xi16>, %y7: tensor<2x3xi16>):
  %addi0 = "arith.addi"(%x0, %y0) <{overflowFlags = #arith.overflow<nuw>}> : (i1, i1) -> i1
  %addi1 = "arith.addi"(%x1, %y1) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i8, i8) -> i8
  %addi2 = "arith.addi"(%x2, %y2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  %addi3 = "arith.addi"(%x3, %y3) <{overflowFlags = #arith.overflow<nsw>}> : (i64, i64) -> i64
  %addi4 = "arith.addi"(%x4, %y4) <{overflowFlags = #arith.overflow<nuw>}> : (index, index) -> index
  %addi5 = "arith.addi"(%x5, %y5) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %addi6 = "arith.addi"(%x6, %y6) <{overflowFlags = #arith.overflow<none>}> : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
  %addi7 = "arith.addi"(%x7, %y7) <{overflowFlags = #arith.overflow<nsw>}> : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
  %subi0 = "arith.subi"(%x0, %y0) <{overflowFlags = #arith.overflow<nuw>}> : (i1, i1) -> i1
  %subi1 = "arith.subi"(%x1, %y1) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i8, i8) -> i8
  %subi2 = "arith.subi"(%x2, %y2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  %subi3 = "arith.subi"(%x3, %y3) <{overflowFlags = #arith.overflow<nsw>}> : (i64, i64) -> i64
  %subi4 = "arith.subi"(%x4, %y4) <{overflowFlags = #arith.overflow<nuw>}> : (index, index) -> index
  %subi5 = "arith.subi"(%x5, %y5) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %subi6 = "arith.subi"(%x6, %y6) <{overflowFlags = #arith.overflow<none>}> : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
  %subi7 = "arith.subi"(%x7, %y7) <{overflowFlags = #arith.overflow<nsw>}> : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
  %muli0 = "arith.muli"(%x0, %y0) <{overflowFlags = #arith.overflow<nuw>}> : (i1, i1) -> i1
  %muli1 = "arith.muli"(%x1, %y1) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i8, i8) -> i8
  %muli2 = "arith.muli"(%x2, %y2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  %muli3 = "arith.muli"(%x3, %y3) <{overflowFlags = #arith.overflow<nsw>}> : (i64, i64) -> i64
  %muli4 = "arith.muli"(%x4, %y4) <{overflowFlags = #arith.overflow<nuw>}> : (index, index) -> index
  %muli5 = "arith.muli"(%x5, %y5) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %muli6 = "arith.muli"(%x6, %y6) <{overflowFlags = #arith.overflow<none>}> : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
  %muli7 = "arith.muli"(%x7, %y7) <{overflowFlags = #arith.overflow<nsw>}> : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
  %shli0 = "arith.shli"(%x0, %y0) <{overflowFlags = #arith.overflow<nuw>}> : (i1, i1) -> i1
  %shli1 = "arith.shli"(%x1, %y1) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i8, i8) -> i8
  %shli2 = "arith.shli"(%x2, %y2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  %shli3 = "arith.shli"(%x3, %y3) <{overflowFlags = #arith.overflow<nsw>}> : (i64, i64) -> i64
  %shli4 = "arith.shli"(%x4, %y4) <{overflowFlags = #arith.overflow<nuw>}> : (index, index) -> index
  %shli5 = "arith.shli"(%x5, %y5) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %shli6 = "arith.shli"(%x6, %y6) <{overflowFlags = #arith.overflow<none>}> : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
  %shli7 = "arith.shli"(%x7, %y7) <{overflowFlags = #arith.overflow<nsw>}> : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
  %divsi0 = "arith.divsi"(%x0, %y0) : (i1, i1) -> i1
  %divsi1 = "arith.divsi"(%x1, %y1) <{isExact}> : (i8, i8) -> i8
  %divsi2 = "arith.divsi"(%x2, %y2) : (i32, i32) -> i32
  %divsi3 = "arith.divsi"(%x3, %y3) <{isExact}> : (i64, i64) -> i64
  %divsi4 = "arith.divsi"(%x4, %y4) : (index, index) -> index
  %divsi5 = "arith.divsi"(%x5, %y5) <{isExact}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %divsi6 = "arith.divsi"(%x6, %y6) : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
  %divsi7 = "arith.divsi"(%x7, %y7) <{isExact}> : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
  %divui0 = "arith.divui"(%x0, %y0) : (i1, i1) -> i1
  %divui1 = "arith.divui"(%x1, %y1) <{isExact}> : (i8, i8) -> i8
  %divui2 = "arith.divui"(%x2, %y2) : (i32, i32) -> i32
  %divui3 = "arith.divui"(%x3, %y3) <{isExact}> : (i64, i64) -> i64
  %divui4 = "arith.divui"(%x4, %y4) : (index, index) -> index
  %divui5 = "arith.divui"(%x5, %y5) <{isExact}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %divui6 = "arith.divui"(%x6, %y6) : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
  %divui7 = "arith.divui"(%x7, %y7) <{isExact}> : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
  %shrsi0 = "arith.shrsi"(%x0, %y0) : (i1, i1) -> i1
  %shrsi1 = "arith.shrsi"(%x1, %y1) <{isExact}> : (i8, i8) -> i8
  %shrsi2 = "arith.shrsi"(%x2, %y2) : (i32, i32) -> i32
  %shrsi3 = "arith.shrsi"(%x3, %y3) <{isExact}> : (i64, i64) -> i64
  %shrsi4 = "arith.shrsi"(%x4, %y4) : (index, index) -> index
  %shrsi5 = "arith.shrsi"(%x5, %y5) <{isExact}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %shrsi6 = "arith.shrsi"(%x6, %y6) : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
  %shrsi7 = "arith.shrsi"(%x7, %y7) <{isExact}> : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
  %shrui0 = "arith.shrui"(%x0, %y0) : (i1, i1) -> i1
  %shrui1 = "arith.shrui"(%x1, %y1) <{isExact}> : (i8, i8) -> i8
  %shrui2 = "arith.shrui"(%x2, %y2) : (i32, i32) -> i32
  %shrui3 = "arith.shrui"(%x3, %y3) <{isExact}> : (i64, i64) -> i64
  %shrui4 = "arith.shrui"(%x4, %y4) : (index, index) -> index
  %shrui5 = "arith.shrui"(%x5, %y5) <{isExact}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %shrui6 = "arith.shrui"(%x6, %y6) : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
  %shrui7 = "arith.shrui"(%x7, %y7) <{isExact}> : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
  %ceildivsi0 = "arith.ceildivsi"(%x0, %y0) : (i1, i1) -> i1
  %ceildivsi1 = "arith.ceildivsi"(%x1, %y1) : (i8, i8) -> i8
  %ceildivsi2 = "arith.ceildivsi"(%x2, %y2) : (i32, i32) -> i32
  %ceildivsi3 = "arith.ceildivsi"(%x3, %y3) {z.last = unit, a.first = "x"} : (i64, i64) -> i64
  %ceildivsi4 = "arith.ceildivsi"(%x4, %y4) : (index, index) -> index
  %ceildivsi5 = "arith.ceildivsi"(%x5, %y5) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %ceildivsi6 = "arith.ceildivsi"(%x6, %y6) : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
  %ceildivsi7 = "arith.ceildivsi"(%x7, %y7) : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
  %ceildivui0 = "arith.ceildivui"(%x0, %y0) : (i1, i1) -> i1
  %ceildivui1 = "arith.ceildivui"(%x1, %y1) : (i8, i8) -> i8
  %ceildivui2 = "arith.ceildivui"(%x2, %y2) : (i32, i32) -> i32
  %ceildivui3 = "arith.ceildivui"(%x3, %y3) : (i64, i64) -> i64
  %ceildivui4 = "arith.ceildivui"(%x4, %y4) : (index, index) -> index
  %ceildivui5 = "arith.ceildivui"(%x5, %y5) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %ceildivui6 = "arith.ceildivui"(%x6, %y6) : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
  %ceildivui7 = "arith.ceildivui"(%x7, %y7) : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
  %floordivsi0 = "arith.floordivsi"(%x0, %y0) : (i1, i1) -> i1
  %floordivsi1 = "arith.floordivsi"(%x1, %y1) : (i8, i8) -> i8
  %floordivsi2 = "arith.floordivsi"(%x2, %y2) : (i32, i32) -> i32
  %floordivsi3 = "arith.floordivsi"(%x3, %y3) : (i64, i64) -> i64
  %floordivsi4 = "arith.floordivsi"(%x4, %y4) : (index, index) -> index
  %floordivsi5 = "arith.floordivsi"(%x5, %y5) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %floordivsi6 = "arith.floordivsi"(%x6, %y6) : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
  %floordivsi7 = "arith.floordivsi"(%x7, %y7) : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
  %remsi0 = "arith.remsi"(%x0, %y0) : (i1, i1) -> i1
  %remsi1 = "arith.remsi"(%x1, %y1) : (i8, i8) -> i8
  %remsi2 = "arith.remsi"(%x2, %y2) : (i32, i32) -> i32
  %remsi3 = "arith.remsi"(%x3, %y3) : (i64, i64) -> i64
  %remsi4 = "arith.remsi"(%x4, %y4) : (index, index) -> index
  %remsi5 = "arith.remsi"(%x5, %y5) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %remsi6 = "arith.remsi"(%x6, %y6) : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
  %remsi7 = "arith.remsi"(%x7, %y7) : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
  %remui0 = "arith.remui"(%x0, %y0) {tag = 7 : i8} : (i1, i1) -> i1
  %remui1 = "arith.remui"(%x1, %y1) : (i8, i8) -> i8
  %remui2 = "arith.remui"(%x2, %y2) : (i32, i32) -> i32
  %remui3 = "arith.remui"(%x3, %y3) : (i64, i64) -> i64
  %remui4 = "arith.remui"(%x4, %y4) : (index, index) -> index
  %remui5 = "arith.remui"(%x5, %y5) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %remui6 = "arith.remui"(%x6, %y6) : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
  %remui7 = "arith.remui"(%x7, %y7) : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
  %andi0 = "arith.andi"(%x0, %y0) : (i1, i1) -> i1
  %andi1 = "arith.andi"(%x1, %y1) : (i8, i8) -> i8
  %andi2 = "arith.andi"(%x2, %y2) : (i32, i32) -> i32
  %andi3 = "arith.andi"(%x3, %y3) : (i64, i64) -> i64
  %andi4 = "arith.andi"(%x4, %y4) : (index, index) -> index
  %andi5 = "arith.andi"(%x5, %y5) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %andi6 = "arith.andi"(%x6, %y6) : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
  %andi7 = "arith.andi"(%x7, %y7) : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
  %ori0 = "arith.ori"(%x0, %y0) : (i1, i1) -> i1
  %ori1 = "arith.ori"(%x1, %y1) : (i8, i8) -> i8
  %ori2 = "arith.ori"(%x2, %y2) : (i32, i32) -> i32
  %ori3 = "arith.ori"(%x3, %y3) : (i64, i64) -> i64
  %ori4 = "arith.ori"(%x4, %y4) : (index, index) -> index
  %ori5 = "arith.ori"(%x5, %y5) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %ori6 = "arith.ori"(%x6, %y6) : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
  %ori7 = "arith.ori"(%x7, %y7) : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
  %xori0 = "arith.xori"(%x0, %y0) : (i1, i1) -> i1
  %xori1 = "arith.xori"(%x1, %y1) : (i8, i8) -> i8
  %xori2 = "arith.xori"(%x2, %y2) : (i32, i32) -> i32
  %xori3 = "arith.xori"(%x3, %y3) : (i64, i64) -> i64
  %xori4 = "arith.xori"(%x4, %y4) : (index, index) -> index
  %xori5 = "arith.xori"(%x5, %y5) {note = "discardable", n = [1, 2]} : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %xori6 = "arith.xori"(%x6, %y6) : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
  %xori7 = "arith.xori"(%x7, %y7) : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
  %maxsi0 = "arith.maxsi"(%x0, %y0) : (i1, i1) -> i1
  %maxsi1 = "arith.maxsi"(%x1, %y1) : (i8, i8) -> i8
  %maxsi2 = "arith.maxsi"(%x2, %y2) : (i32, i32) -> i32
  %maxsi3 = "arith.maxsi"(%x3, %y3) : (i64, i64) -> i64
  %maxsi4 = "arith.maxsi"(%x4, %y4) : (index, index) -> index
  %maxsi5 = "arith.maxsi"(%x5, %y5) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %maxsi6 = "arith.maxsi"(%x6, %y6) : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
  %maxsi7 = "arith.maxsi"(%x7, %y7) : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
  %maxui0 = "arith.maxui"(%x0, %y0) : (i1, i1) -> i1
  %maxui1 = "arith.maxui"(%x1, %y1) : (i8, i8) -> i8
  %maxui2 = "arith.maxui"(%x2, %y2) : (i32, i32) -> i32
  %maxui3 = "arith.maxui"(%x3, %y3) : (i64, i64) -> i64
  %maxui4 = "arith.maxui"(%x4, %y4) : (index, index) -> index
  %maxui5 = "arith.maxui"(%x5, %y5) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %maxui6 = "arith.maxui"(%x6, %y6) : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
  %maxui7 = "arith.maxui"(%x7, %y7) : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
  %minsi0 = "arith.minsi"(%x0, %y0) : (i1, i1) -> i1
  %minsi1 = "arith.minsi"(%x1, %y1) : (i8, i8) -> i8
  %minsi2 = "arith.minsi"(%x2, %y2) : (i32, i32) -> i32
  %minsi3 = "arith.minsi"(%x3, %y3) : (i64, i64) -> i64
  %minsi4 = "arith.minsi"(%x4, %y4) : (index, index) -> index
  %minsi5 = "arith.minsi"(%x5, %y5) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %minsi6 = "arith.minsi"(%x6, %y6) : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
  %minsi7 = "arith.minsi"(%x7, %y7) : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
  %minui0 = "arith.minui"(%x0, %y0) : (i1, i1) -> i1
  %minui1 = "arith.minui"(%x1, %y1) : (i8, i8) -> i8
  %minui2 = "arith.minui"(%x2, %y2) {z.last = unit, a.first = "x"} : (i32, i32) -> i32
  %minui3 = "arith.minui"(%x3, %y3) : (i64, i64) -> i64
  %minui4 = "arith.minui"(%x4, %y4) : (index, index) -> index
  %minui5 = "arith.minui"(%x5, %y5) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %minui6 = "arith.minui"(%x6, %y6) : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
  %minui7 = "arith.minui"(%x7, %y7) : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
  "func.return"() : () -> ()
}) : () -> ()

"func.func"() <{function_type = (i32, i32, index, index, vector<4xi32>, vector<4xi32>, tensor<?xi64>, tensor<?xi64>, i1, i1) -> (i32, i1, i32, i32), sym_name = "extended"}> ({
^bb0(%a: i32, %b: i32, %i: index, %j: index, %v: vector<4xi32>, %w: vector<4xi32>, %t: tensor<?xi64>, %u: tensor<?xi64>, %p: i1, %q: i1):
  %s:2 = "arith.addui_extended"(%a, %b) : (i32, i32) -> (i32, i1)
  %s1:2 = "arith.addui_extended"(%i, %j) : (index, index) -> (index, i1)
  %s2:2 = "arith.addui_extended"(%v, %w) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi1>)
  %s3:2 = "arith.addui_extended"(%t, %u) : (tensor<?xi64>, tensor<?xi64>) -> (tensor<?xi64>, tensor<?xi1>)
  %s4:2 = "arith.addui_extended"(%p, %q) : (i1, i1) -> (i1, i1)
  %m:2 = "arith.mulsi_extended"(%a, %b) : (i32, i32) -> (i32, i32)
  %m1:2 = "arith.mulsi_extended"(%i, %j) : (index, index) -> (index, index)
  %m2:2 = "arith.mulsi_extended"(%v, %w) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi32>)
  %n:2 = "arith.mului_extended"(%a, %b) : (i32, i32) -> (i32, i32)
  %n1:2 = "arith.mului_extended"(%t, %u) : (tensor<?xi64>, tensor<?xi64>) -> (tensor<?xi64>, tensor<?xi64>)
  %n2:2 = "arith.mului_extended"(%p, %q) {tag = "low and high"} : (i1, i1) -> (i1, i1)
  "func.return"(%s#0, %s#1, %m#1, %n#0) : (i32, i1, i32, i32) -> ()
}) : () -> ()

// cmpi: every predicate (eq=0 ... uge=9), stored as an i64 integer attribute.
"func.func"() <{function_type = (i32, index, i1, vector<4xi32>, tensor<?xi64>, i8, tensor<2x3xi16>, i64, vector<2x[4]xi8>, i32) -> (), sym_name = "cmpi"}> ({
^bb0(%x0: i32, %x1: index, %x2: i1, %x3: vector<4xi32>, %x4: tensor<?xi64>, %x5: i8, %x6: tensor<2x3xi16>, %x7: i64, %x8: vector<2x[4]xi8>, %x9: i32):
  %eq = "arith.cmpi"(%x0, %x0) <{predicate = 0 : i64}> : (i32, i32) -> i1
  %ne = "arith.cmpi"(%x1, %x1) <{predicate = 1 : i64}> : (index, index) -> i1
  %slt = "arith.cmpi"(%x2, %x2) <{predicate = 2 : i64}> : (i1, i1) -> i1
  %sle = "arith.cmpi"(%x3, %x3) <{predicate = 3 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
  %sgt = "arith.cmpi"(%x4, %x4) <{predicate = 4 : i64}> : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi1>
  %sge = "arith.cmpi"(%x5, %x5) <{predicate = 5 : i64}> : (i8, i8) -> i1
  %ult = "arith.cmpi"(%x6, %x6) <{predicate = 6 : i64}> : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi1>
  %ule = "arith.cmpi"(%x7, %x7) <{predicate = 7 : i64}> : (i64, i64) -> i1
  %ugt = "arith.cmpi"(%x8, %x8) <{predicate = 8 : i64}> : (vector<2x[4]xi8>, vector<2x[4]xi8>) -> vector<2x[4]xi1>
  %uge = "arith.cmpi"(%x9, %x9) <{predicate = 9 : i64}> : (i32, i32) -> i1
  %again = "arith.cmpi"(%x0, %x9) <{predicate = 2 : i64}> {origin = "cmpi", w = 3 : i16} : (i32, i32) -> i1
  "func.return"() : () -> ()
}) : () -> ()

// Spellings of #arith.overflow accepted by its parser: flags in reverse order
// (printed in bit order), without a space after the comma, repeated, as
// strings.
"func.func"() <{function_type = (i32) -> (), sym_name = "overflow_spellings"}> ({
^bb0(%a: i32):
  %0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<nuw,nsw>}> : (i32, i32) -> i32
  %1 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<nsw, nsw>}> : (i32, i32) -> i32
  %2 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<"nuw">}> : (i32, i32) -> i32
  %3 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<none, nsw>}> : (i32, i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()
