// RUN: mlir-rs-opt --mlir-print-op-generic %s | FileCheck %s

// Inherent attributes written in the discardable attribute dictionary
// `{...}` instead of `<{...}>`: the parser moves every inherent attribute it
// finds there into the properties (overflowFlags, isExact, fastmath,
// predicate, roundingmode, value; func.func's function_type, sym_name and
// sym_visibility), leaving only the discardable ones in `{...}`. When both
// dictionaries set the same property, `<{...}>` wins and the `{...}` entry is
// dropped; when they set different properties, both end up in `<{...}>`.
// Unknown names in `<{...}>` are dropped.

// CHECK-GENERATED-BY: mlir-opt-22
// CHECK: "builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = (i32, i32, f32, f32, f64, vector<4xi32>) -> (), sym_name = "inherent_in_attr_dict"}> ({
// CHECK-NEXT:   ^bb0(%arg4: i32, %arg5: i32, %arg6: f32, %arg7: f32, %arg8: f64, %arg9: vector<4xi32>):
// CHECK-NEXT:     %5 = "arith.addi"(%arg4, %arg5) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
// CHECK-NEXT:     %6 = "arith.subi"(%arg4, %arg5) <{overflowFlags = #arith.overflow<nsw, nuw>}> {aa = "first", zz = 1 : i32} : (i32, i32) -> i32
// CHECK-NEXT:     %7 = "arith.muli"(%arg9, %arg9) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:     %8 = "arith.shli"(%arg4, %arg5) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
// CHECK-NEXT:     %9 = "arith.divsi"(%arg4, %arg5) <{isExact}> : (i32, i32) -> i32
// CHECK-NEXT:     %10 = "arith.shrui"(%arg4, %arg5) <{isExact}> {tag} : (i32, i32) -> i32
// CHECK-NEXT:     %11 = "arith.addf"(%arg6, %arg7) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
// CHECK-NEXT:     %12 = "arith.mulf"(%arg6, %arg7) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
// CHECK-NEXT:     %13 = "arith.negf"(%arg6) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// CHECK-NEXT:     %14 = "arith.cmpi"(%arg4, %arg5) <{predicate = 4 : i64}> : (i32, i32) -> i1
// CHECK-NEXT:     %15 = "arith.cmpf"(%arg6, %arg7) <{fastmath = #arith.fastmath<nsz>, predicate = 12 : i64}> : (f32, f32) -> i1
// CHECK-NEXT:     %16 = "arith.cmpf"(%arg6, %arg7) <{fastmath = #arith.fastmath<afn>, predicate = 1 : i64}> : (f32, f32) -> i1
// CHECK-NEXT:     %17 = "arith.truncf"(%arg8) <{roundingmode = 3 : i32}> : (f64) -> f32
// CHECK-NEXT:     %18 = "arith.truncf"(%arg8) <{fastmath = #arith.fastmath<contract>, roundingmode = 0 : i32}> : (f64) -> f16
// CHECK-NEXT:     %19 = "arith.extf"(%arg6) <{fastmath = #arith.fastmath<reassoc>}> : (f32) -> f64
// CHECK-NEXT:     %20 = "arith.trunci"(%arg4) <{overflowFlags = #arith.overflow<nsw>}> : (i32) -> i8
// CHECK-NEXT:     %21 = "arith.constant"() <{value = 7 : i32}> : () -> i32
// CHECK-NEXT:     %22 = "arith.constant"() <{value = dense<1.000000e+00> : vector<2xf32>}> {note = "dense"} : () -> vector<2xf32>
// CHECK-NEXT:     %23 = "arith.maximumf"(%arg6, %arg7) <{fastmath = #arith.fastmath<nnan>}> : (f32, f32) -> f32
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (i32, i32) -> (), sym_name = "func_attrs_in_dict"}> ({
// CHECK-NEXT:   ^bb0(%arg2: i32, %arg3: i32):
// CHECK-NEXT:     %2 = "arith.addi"(%arg2, %arg3) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
// CHECK-NEXT:     %3 = "arith.divui"(%arg2, %arg3) <{isExact}> {keep = "me"} : (i32, i32) -> i32
// CHECK-NEXT:     %4 = "arith.cmpi"(%arg2, %arg3) <{predicate = 0 : i64}> : (i32, i32) -> i1
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = () -> (), sym_name = "func_mixed", sym_visibility = "private"}> ({
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) {other = 1 : i64} : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (i32, f32) -> (), sym_name = "unknown_property_names"}> ({
// CHECK-NEXT:   ^bb0(%arg0: i32, %arg1: f32):
// CHECK-NEXT:     %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT:     %1 = "arith.addf"(%arg1, %arg1) <{fastmath = #arith.fastmath<nnan>}> {some.attr2 = "kept"} : (f32, f32) -> f32
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()

"func.func"() <{function_type = (i32, i32, f32, f32, f64, vector<4xi32>) -> (), sym_name = "inherent_in_attr_dict"}> ({
^bb0(%a: i32, %b: i32, %x: f32, %y: f32, %d: f64, %v: vector<4xi32>):
  %0 = "arith.addi"(%a, %b) {overflowFlags = #arith.overflow<nsw>} : (i32, i32) -> i32
  %1 = "arith.subi"(%a, %b) {overflowFlags = #arith.overflow<nsw, nuw>, zz = 1 : i32, aa = "first"} : (i32, i32) -> i32
  %2 = "arith.muli"(%v, %v) {overflowFlags = #arith.overflow<none>} : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %3 = "arith.shli"(%a, %b) {overflowFlags = #arith.overflow<nuw>} : (i32, i32) -> i32
  %4 = "arith.divsi"(%a, %b) {isExact} : (i32, i32) -> i32
  %5 = "arith.shrui"(%a, %b) {isExact, tag} : (i32, i32) -> i32
  %6 = "arith.addf"(%x, %y) {fastmath = #arith.fastmath<fast>} : (f32, f32) -> f32
  %7 = "arith.mulf"(%x, %y) {fastmath = #arith.fastmath<nnan,ninf>} : (f32, f32) -> f32
  %8 = "arith.negf"(%x) {fastmath = #arith.fastmath<none>} : (f32) -> f32
  %9 = "arith.cmpi"(%a, %b) {predicate = 4 : i64} : (i32, i32) -> i1
  %10 = "arith.cmpf"(%x, %y) {predicate = 12 : i64, fastmath = #arith.fastmath<nsz>} : (f32, f32) -> i1
  %11 = "arith.cmpf"(%x, %y) <{predicate = 1 : i64}> {fastmath = #arith.fastmath<afn>} : (f32, f32) -> i1
  %12 = "arith.truncf"(%d) {roundingmode = 3 : i32} : (f64) -> f32
  %13 = "arith.truncf"(%d) {fastmath = #arith.fastmath<contract>, roundingmode = 0 : i32} : (f64) -> f16
  %14 = "arith.extf"(%x) {fastmath = #arith.fastmath<reassoc>} : (f32) -> f64
  %15 = "arith.trunci"(%a) {overflowFlags = #arith.overflow<nsw>} : (i32) -> i8
  %16 = "arith.constant"() {value = 7 : i32} : () -> i32
  %17 = "arith.constant"() {value = dense<1.0> : vector<2xf32>, note = "dense"} : () -> vector<2xf32>
  %18 = "arith.maximumf"(%x, %y) {fastmath = #arith.fastmath<nnan>} : (f32, f32) -> f32
  "func.return"() : () -> ()
}) : () -> ()

"func.func"() ({
^bb0(%a: i32, %b: i32):
  %0 = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<nsw>}> {overflowFlags = #arith.overflow<nuw>} : (i32, i32) -> i32
  %1 = "arith.divui"(%a, %b) <{isExact}> {isExact, keep = "me"} : (i32, i32) -> i32
  %2 = "arith.cmpi"(%a, %b) <{predicate = 0 : i64}> {predicate = 9 : i64} : (i32, i32) -> i1
  "func.return"() : () -> ()
}) {function_type = (i32, i32) -> (), sym_name = "func_attrs_in_dict"} : () -> ()

"func.func"() <{sym_name = "func_mixed"}> ({
  "func.return"() : () -> ()
}) {function_type = () -> (), sym_visibility = "private", other = 1} : () -> ()

// Names in `<{...}>` that are not properties of the op are silently dropped
// (they do not become discardable attributes either).
"func.func"() <{function_type = (i32, f32) -> (), sym_name = "unknown_property_names", ignored = 1 : i32}> ({
^bb0(%a: i32, %x: f32):
  %0 = "arith.addi"(%a, %a) <{flags = #arith.overflow<nsw>}> : (i32, i32) -> i32
  %1 = "arith.addf"(%x, %x) <{fastmath = #arith.fastmath<nnan>, some.attr = "dropped"}> {some.attr2 = "kept"} : (f32, f32) -> f32
  "func.return"() : () -> ()
}) : () -> ()
