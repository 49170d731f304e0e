// RUN: mlir-rs-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s

// ub dialect in generic form: ub.poison of scalar, shaped, tuple, function
// and none types, without `value` (the default #ub.poison is materialized
// and printed), with `value` written as #ub.poison, #ub<poison> (printed in
// the pretty form), with a trailing type (dropped) and as a discardable
// attribute (moved into the properties); discardable attributes; the
// #ub.poison attribute on other ops (not aliased); ub.unreachable as a
// terminator, with and without attributes.

// CHECK-GENERATED-BY: mlir-opt-22
// CHECK: "builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = () -> (), sym_name = "poisons"}> ({
// CHECK-NEXT:     %1 = "ub.poison"() <{value = #ub.poison}> : () -> i32
// CHECK-NEXT:     %2 = "ub.poison"() <{value = #ub.poison}> : () -> f16
// CHECK-NEXT:     %3 = "ub.poison"() <{value = #ub.poison}> : () -> index
// CHECK-NEXT:     %4 = "ub.poison"() <{value = #ub.poison}> : () -> vector<4xi64>
// CHECK-NEXT:     %5 = "ub.poison"() <{value = #ub.poison}> : () -> tensor<?x3xf32>
// CHECK-NEXT:     %6 = "ub.poison"() <{value = #ub.poison}> {a.b, ub.note = "kept"} : () -> memref<2xi8>
// CHECK-NEXT:     %7 = "ub.poison"() <{value = #ub.poison}> : () -> tuple<i1, f32>
// CHECK-NEXT:     %8 = "ub.poison"() <{value = #ub.poison}> : () -> ((i32) -> i1)
// CHECK-NEXT:     %9 = "ub.poison"() <{value = #ub.poison}> : () -> none
// CHECK-NEXT:     %10 = "ub.poison"() <{value = #ub.poison}> : () -> !t.opaque
// CHECK-NEXT:     %11 = "ub.poison"() <{value = #ub.poison}> : () -> vector<[4]xi1>
// CHECK-NEXT:     "t.use"(%1, %2, %3) {one = #ub.poison, tags = [#ub.poison, #ub.poison]} : (i32, f16, index) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (i1) -> i32, sym_name = "unreachable"}> ({
// CHECK-NEXT:   ^bb0(%arg0: i1):
// CHECK-NEXT:     "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "ub.unreachable"() : () -> ()
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %0 = "ub.poison"() <{value = #ub.poison}> {ub.why = "dead"} : () -> i32
// CHECK-NEXT:     "func.return"(%0) : (i32) -> ()
// CHECK-NEXT:   ^bb3:  // no predecessors
// CHECK-NEXT:     "ub.unreachable"() {ub.reason = #ub.poison} : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "poisons"}> ({
  %0 = "ub.poison"() : () -> i32
  %1 = "ub.poison"() <{value = #ub.poison}> : () -> f16
  %2 = "ub.poison"() <{value = #ub<poison>}> : () -> index
  %3 = "ub.poison"() <{value = #ub.poison : i64}> : () -> vector<4xi64>
  %4 = "ub.poison"() {value = #ub.poison} : () -> tensor<?x3xf32>
  %5 = "ub.poison"() {ub.note = "kept", a.b} : () -> memref<2xi8>
  %6 = "ub.poison"() : () -> tuple<i1, f32>
  %7 = "ub.poison"() : () -> ((i32) -> i1)
  %8 = "ub.poison"() : () -> none
  %9 = "ub.poison"() : () -> !t.opaque
  %10 = "ub.poison"() : () -> vector<[4]xi1>
  "t.use"(%0, %1, %2) {tags = [#ub.poison, #ub<poison>], one = #ub.poison} : (i32, f16, index) -> ()
  "func.return"() : () -> ()
}) : () -> ()

"func.func"() <{function_type = (i1) -> i32, sym_name = "unreachable"}> ({
^bb0(%c: i1):
  "cf.cond_br"(%c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "ub.unreachable"() : () -> ()
^bb2:
  %p = "ub.poison"() <{value = #ub.poison}> {ub.why = "dead"} : () -> i32
  "func.return"(%p) : (i32) -> ()
^bb3:
  "ub.unreachable"() {ub.reason = #ub.poison} : () -> ()
}) : () -> ()
