// RUN: mlir-rs-opt --mlir-print-op-generic %s | FileCheck %s

// func dialect ops with their inherent attributes written in the discardable
// dictionary `{...}` (function_type, sym_name, sym_visibility, arg_attrs,
// res_attrs of func.func; callee, no_inline, arg_attrs of func.call; value of
// func.constant; res_attrs of func.call_indirect): they print in `<{...}>`.
// Also an explicit `public` visibility, a declaration without arguments, and
// function types over tuple, none, function, scalable vector, strided memref
// and complex types.

// CHECK-GENERATED-BY: mlir-opt-22
// CHECK: "builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{arg_attrs = [{in.attr}], function_type = (i32) -> i32, res_attrs = [{out.attr = 0 : i8}], sym_name = "decl", sym_visibility = "private"}> ({
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = () -> (), sym_name = "empty_decl", sym_visibility = "private"}> ({
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (i32) -> i32, sym_name = "public_def", sym_visibility = "public"}> ({
// CHECK-NEXT:   ^bb0(%arg3: i32):
// CHECK-NEXT:     %0 = "func.call"(%arg3) <{callee = @decl, no_inline}> {site = "dict"} : (i32) -> i32
// CHECK-NEXT:     %1 = "func.call"(%0) <{arg_attrs = [{a.b}], callee = @decl}> : (i32) -> i32
// CHECK-NEXT:     %2 = "func.constant"() <{value = @decl}> : () -> ((i32) -> i32)
// CHECK-NEXT:     %3 = "func.call_indirect"(%2, %1) <{res_attrs = [{c.d}]}> : ((i32) -> i32, i32) -> i32
// CHECK-NEXT:     "func.call"() <{callee = @empty_decl}> : () -> ()
// CHECK-NEXT:     "func.return"(%3) : (i32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (tuple<i32, f32>, none, index) -> ((i1) -> i1, tuple<>), sym_name = "odd_types", sym_visibility = "private"}> ({
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (vector<[4]xi1>, memref<?x?xf32, strided<[?, 1], offset: ?>>, complex<f64>) -> (), sym_name = "more_types"}> ({
// CHECK-NEXT:   ^bb0(%arg0: vector<[4]xi1>, %arg1: memref<?x?xf32, strided<[?, 1], offset: ?>>, %arg2: complex<f64>):
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()

"func.func"() ({
}) {function_type = (i32) -> i32, sym_name = "decl", sym_visibility = "private", arg_attrs = [{in.attr}], res_attrs = [{out.attr = 0 : i8}]} : () -> ()

"func.func"() ({
}) {function_type = () -> (), sym_name = "empty_decl", sym_visibility = "private"} : () -> ()

"func.func"() <{function_type = (i32) -> i32, sym_name = "public_def", sym_visibility = "public"}> ({
^bb0(%x: i32):
  %0 = "func.call"(%x) {callee = @decl, no_inline, site = "dict"} : (i32) -> i32
  %1 = "func.call"(%0) {callee = @decl, arg_attrs = [{a.b}]} : (i32) -> i32
  %f = "func.constant"() {value = @decl} : () -> ((i32) -> i32)
  %2 = "func.call_indirect"(%f, %1) {res_attrs = [{c.d}]} : ((i32) -> i32, i32) -> i32
  "func.call"() {callee = @empty_decl} : () -> ()
  "func.return"(%2) : (i32) -> ()
}) : () -> ()

"func.func"() <{function_type = (tuple<i32, f32>, none, index) -> ((i1) -> i1, tuple<>), sym_name = "odd_types", sym_visibility = "private"}> ({
}) : () -> ()

"func.func"() <{function_type = (vector<[4]xi1>, memref<?x?xf32, strided<[?, 1], offset: ?>>, complex<f64>) -> (), sym_name = "more_types"}> ({
^bb0(%a: vector<[4]xi1>, %b: memref<?x?xf32, strided<[?, 1], offset: ?>>, %c: complex<f64>):
  "func.return"() : () -> ()
}) : () -> ()
