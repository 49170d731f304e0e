// RUN: mlir-rs-opt --mlir-print-op-generic %s | FileCheck %s

// Defaulted properties omitted in the input (no `<{...}>`, an empty `<{}>`,
// or only discardable attributes): a DefaultValuedAttr is materialized and
// printed (`overflowFlags = #arith.overflow<none>` on addi, subi, muli, shli,
// trunci; `fastmath = #arith.fastmath<none>` on the float binary ops, negf and
// cmpf), while optional ones stay absent (isExact on divsi, divui, shrsi,
// shrui; fastmath and roundingmode on extf and truncf, printed only when
// given, even when given as the `none` value).

// CHECK-GENERATED-BY: mlir-opt-22
// CHECK: "builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = (i32, i32, index, f32, f32, f64, vector<4xf16>, tensor<?xbf16>) -> (), sym_name = "defaults"}> ({
// CHECK-NEXT:   ^bb0(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32, %arg4: f32, %arg5: f64, %arg6: vector<4xf16>, %arg7: tensor<?xbf16>):
// CHECK-NEXT:     %0 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT:     %1 = "arith.subi"(%arg2, %arg2) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
// CHECK-NEXT:     %2 = "arith.muli"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT:     %3 = "arith.shli"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> {note = "no flags"} : (i32, i32) -> i32
// CHECK-NEXT:     %4 = "arith.trunci"(%arg0) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i16
// CHECK-NEXT:     %5 = "arith.divsi"(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:     %6 = "arith.divui"(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:     %7 = "arith.shrsi"(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:     %8 = "arith.shrui"(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:     %9 = "arith.addf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:     %10 = "arith.subf"(%arg6, %arg6) <{fastmath = #arith.fastmath<none>}> : (vector<4xf16>, vector<4xf16>) -> vector<4xf16>
// CHECK-NEXT:     %11 = "arith.mulf"(%arg7, %arg7) <{fastmath = #arith.fastmath<none>}> : (tensor<?xbf16>, tensor<?xbf16>) -> tensor<?xbf16>
// CHECK-NEXT:     %12 = "arith.divf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:     %13 = "arith.remf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:     %14 = "arith.negf"(%arg5) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
// CHECK-NEXT:     %15 = "arith.maximumf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:     %16 = "arith.maxnumf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:     %17 = "arith.minimumf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:     %18 = "arith.minnumf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> {extra} : (f32, f32) -> f32
// CHECK-NEXT:     %19 = "arith.cmpf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
// CHECK-NEXT:     %20 = "arith.cmpf"(%arg6, %arg6) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (vector<4xf16>, vector<4xf16>) -> vector<4xi1>
// CHECK-NEXT:     %21 = "arith.extf"(%arg3) : (f32) -> f64
// CHECK-NEXT:     %22 = "arith.truncf"(%arg5) : (f64) -> f32
// CHECK-NEXT:     %23 = "arith.truncf"(%arg5) <{fastmath = #arith.fastmath<none>}> : (f64) -> f16
// CHECK-NEXT:     %24 = "arith.truncf"(%arg5) <{roundingmode = 0 : i32}> : (f64) -> f16
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()

"func.func"() <{function_type = (i32, i32, index, f32, f32, f64, vector<4xf16>, tensor<?xbf16>) -> (), sym_name = "defaults"}> ({
^bb0(%a: i32, %b: i32, %i: index, %x: f32, %y: f32, %d: f64, %v: vector<4xf16>, %t: tensor<?xbf16>):
  %0 = "arith.addi"(%a, %b) : (i32, i32) -> i32
  %1 = "arith.subi"(%i, %i) : (index, index) -> index
  %2 = "arith.muli"(%a, %b) <{}> : (i32, i32) -> i32
  %3 = "arith.shli"(%a, %b) {note = "no flags"} : (i32, i32) -> i32
  %4 = "arith.trunci"(%a) : (i32) -> i16
  %5 = "arith.divsi"(%a, %b) : (i32, i32) -> i32
  %6 = "arith.divui"(%a, %b) <{}> : (i32, i32) -> i32
  %7 = "arith.shrsi"(%a, %b) : (i32, i32) -> i32
  %8 = "arith.shrui"(%a, %b) : (i32, i32) -> i32
  %9 = "arith.addf"(%x, %y) : (f32, f32) -> f32
  %10 = "arith.subf"(%v, %v) : (vector<4xf16>, vector<4xf16>) -> vector<4xf16>
  %11 = "arith.mulf"(%t, %t) <{}> : (tensor<?xbf16>, tensor<?xbf16>) -> tensor<?xbf16>
  %12 = "arith.divf"(%x, %y) : (f32, f32) -> f32
  %13 = "arith.remf"(%x, %y) : (f32, f32) -> f32
  %14 = "arith.negf"(%d) : (f64) -> f64
  %15 = "arith.maximumf"(%x, %y) : (f32, f32) -> f32
  %16 = "arith.maxnumf"(%x, %y) : (f32, f32) -> f32
  %17 = "arith.minimumf"(%x, %y) : (f32, f32) -> f32
  %18 = "arith.minnumf"(%x, %y) {extra} : (f32, f32) -> f32
  %19 = "arith.cmpf"(%x, %y) <{predicate = 3 : i64}> : (f32, f32) -> i1
  %20 = "arith.cmpf"(%v, %v) {predicate = 14 : i64} : (vector<4xf16>, vector<4xf16>) -> vector<4xi1>
  %21 = "arith.extf"(%x) : (f32) -> f64
  %22 = "arith.truncf"(%d) : (f64) -> f32
  %23 = "arith.truncf"(%d) <{fastmath = #arith.fastmath<none>}> : (f64) -> f16
  %24 = "arith.truncf"(%d) <{roundingmode = 0 : i32}> : (f64) -> f16
  "func.return"() : () -> ()
}) : () -> ()
