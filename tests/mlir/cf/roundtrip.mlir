// RUN: mlir-rs-opt --mlir-print-op-generic %s | FileCheck %s

// cf dialect in generic form: cf.br with no operands, with operands of
// several types, and back edges; cf.cond_br with and without operands for
// either successor, the same successor twice, branch_weights (including an
// empty array and negative weights) and discardable attributes; cf.switch
// with only a default destination (no case_values), with cases whose values
// are a vector, a tensor, a splat, a 2-d tensor, negative values, i1/i8/i64
// and signed/unsigned flags, case operands split by case_operand_segments,
// and an empty case_values; cf.assert with plain and escaped messages. The
// properties print sorted by name; the predecessor comments list every
// incoming edge.

// CHECK-GENERATED-BY: mlir-opt-22
// CHECK: "builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = (i1, i32, f32) -> (), sym_name = "branches"}> ({
// CHECK-NEXT:   ^bb0(%arg8: i1, %arg9: i32, %arg10: f32):
// CHECK-NEXT:     "cf.br"()[^bb1] : () -> ()
// CHECK-NEXT:   ^bb1:  // 3 preds: ^bb0, ^bb6, ^bb7
// CHECK-NEXT:     "cf.br"(%arg9, %arg10)[^bb2] : (i32, f32) -> ()
// CHECK-NEXT:   ^bb2(%4: i32, %5: f32):  // 2 preds: ^bb1, ^bb5
// CHECK-NEXT:     "cf.cond_br"(%arg8, %4)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
// CHECK-NEXT:   ^bb3(%6: i32):  // pred: ^bb2
// CHECK-NEXT:     "cf.cond_br"(%arg8, %5)[^bb4, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, f32) -> ()
// CHECK-NEXT:   ^bb4:  // 3 preds: ^bb2, ^bb3, ^bb5
// CHECK-NEXT:     "cf.cond_br"(%arg8, %arg9, %4)[^bb6, ^bb6] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
// CHECK-NEXT:   ^bb5(%7: f32):  // pred: ^bb3
// CHECK-NEXT:     "cf.cond_br"(%arg8, %arg9, %7)[^bb2, ^bb4] <{branch_weights = array<i32: 3, 97>, operandSegmentSizes = array<i32: 1, 2, 0>}> {cf.note = "hot"} : (i1, i32, f32) -> ()
// CHECK-NEXT:   ^bb6(%8: i32):  // 3 preds: ^bb4, ^bb4, ^bb8
// CHECK-NEXT:     "cf.cond_br"(%arg8)[^bb7, ^bb1] <{branch_weights = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
// CHECK-NEXT:   ^bb7:  // pred: ^bb6
// CHECK-NEXT:     "cf.cond_br"(%arg8)[^bb8, ^bb1] <{branch_weights = array<i32: -1, 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
// CHECK-NEXT:   ^bb8:  // pred: ^bb7
// CHECK-NEXT:     "cf.br"(%8)[^bb6] {loop.latch} : (i32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (i32, i8, i64, i1, f32) -> (), sym_name = "switches"}> ({
// CHECK-NEXT:   ^bb0(%arg3: i32, %arg4: i8, %arg5: i64, %arg6: i1, %arg7: f32):
// CHECK-NEXT:     "cf.switch"(%arg3)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "cf.switch"(%arg3, %arg7, %arg3, %arg7, %arg7)[^bb2, ^bb3, ^bb2, ^bb4] <{case_operand_segments = array<i32: 1, 1, 1>, case_values = dense<[0, 7, -1]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 1, 3>}> : (i32, f32, i32, f32, f32) -> ()
// CHECK-NEXT:   ^bb2(%0: f32):  // 2 preds: ^bb1, ^bb1
// CHECK-NEXT:     "cf.switch"(%arg4, %arg4, %arg4)[^bb5, ^bb6, ^bb5] <{case_operand_segments = array<i32: 0, 1>, case_values = dense<[-128, 127]> : tensor<2xi8>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i8, i8, i8) -> ()
// CHECK-NEXT:   ^bb3(%1: i32):  // pred: ^bb1
// CHECK-NEXT:     "cf.switch"(%arg5)[^bb6, ^bb6] <{case_operand_segments = array<i32: 0>, case_values = dense<42> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> {cf.kind = "splat"} : (i64) -> ()
// CHECK-NEXT:   ^bb4(%2: f32):  // pred: ^bb1
// CHECK-NEXT:     "cf.switch"(%arg6)[^bb6, ^bb6, ^bb6] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<{{\[\[}}true], [false]]> : tensor<2x1xi1>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
// CHECK-NEXT:   ^bb5(%3: i8):  // 2 preds: ^bb2, ^bb2
// CHECK-NEXT:     "cf.switch"(%arg3)[^bb6] <{case_operand_segments = array<i32>, case_values = dense<> : tensor<0xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
// CHECK-NEXT:   ^bb6:  // 7 preds: ^bb2, ^bb3, ^bb3, ^bb4, ^bb4, ^bb4, ^bb5
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (si16, ui16) -> (), sym_name = "signed_switches"}> ({
// CHECK-NEXT:   ^bb0(%arg1: si16, %arg2: ui16):
// CHECK-NEXT:     "cf.switch"(%arg1)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<-3> : tensor<1xsi16>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (si16) -> ()
// CHECK-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     "cf.switch"(%arg2)[^bb2, ^bb2, ^bb2] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[1, 65535]> : vector<2xui16>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (ui16) -> ()
// CHECK-NEXT:   ^bb2:  // 3 preds: ^bb1, ^bb1, ^bb1
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (i1) -> (), sym_name = "asserts"}> ({
// CHECK-NEXT:   ^bb0(%arg0: i1):
// CHECK-NEXT:     "cf.assert"(%arg0) <{msg = "expected the condition to hold"}> : (i1) -> ()
// CHECK-NEXT:     "cf.assert"(%arg0) <{msg = ""}> : (i1) -> ()
// CHECK-NEXT:     "cf.assert"(%arg0) <{msg = "quote \22 tab \09 newline \0A end"}> {cf.origin = 3 : i32} : (i1) -> ()
// CHECK-NEXT:     "cf.assert"(%arg0) <{msg = "given as a discardable attribute"}> : (i1) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
"func.func"() <{function_type = (i1, i32, f32) -> (), sym_name = "branches"}> ({
^bb0(%c: i1, %x: i32, %f: f32):
  "cf.br"()[^bb1] : () -> ()
^bb1:
  "cf.br"(%x, %f)[^bb2] : (i32, f32) -> ()
^bb2(%a: i32, %b: f32):
  "cf.cond_br"(%c, %a)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
^bb3(%y: i32):
  "cf.cond_br"(%c, %b)[^bb4, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, f32) -> ()
^bb4:
  "cf.cond_br"(%c, %x, %a)[^bb6, ^bb6] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^bb5(%g: f32):
  "cf.cond_br"(%c, %x, %g)[^bb2, ^bb4] <{branch_weights = array<i32: 3, 97>, operandSegmentSizes = array<i32: 1, 2, 0>}> {cf.note = "hot"} : (i1, i32, f32) -> ()
^bb6(%z: i32):
  "cf.cond_br"(%c)[^bb7, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>, branch_weights = array<i32>}> : (i1) -> ()
^bb7:
  "cf.cond_br"(%c)[^bb8, ^bb1] {operandSegmentSizes = array<i32: 1, 0, 0>, branch_weights = array<i32: -1, 0>} : (i1) -> ()
^bb8:
  "cf.br"(%z)[^bb6] {loop.latch} : (i32) -> ()
}) : () -> ()

"func.func"() <{function_type = (i32, i8, i64, i1, f32) -> (), sym_name = "switches"}> ({
^bb0(%x: i32, %s: i8, %l: i64, %b: i1, %f: f32):
  "cf.switch"(%x)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "cf.switch"(%x, %f, %x, %f, %f)[^bb2, ^bb3, ^bb2, ^bb4] <{case_values = dense<[0, 7, -1]> : vector<3xi32>, case_operand_segments = array<i32: 1, 1, 1>, operandSegmentSizes = array<i32: 1, 1, 3>}> : (i32, f32, i32, f32, f32) -> ()
^bb2(%p: f32):
  "cf.switch"(%s, %s, %s)[^bb5, ^bb6, ^bb5] <{case_values = dense<[-128, 127]> : tensor<2xi8>, case_operand_segments = array<i32: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i8, i8, i8) -> ()
^bb3(%q: i32):
  "cf.switch"(%l)[^bb6, ^bb6] <{case_values = dense<42> : vector<1xi64>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> {cf.kind = "splat"} : (i64) -> ()
^bb4(%r: f32):
  "cf.switch"(%b)[^bb6, ^bb6, ^bb6] <{case_values = dense<[[true], [false]]> : tensor<2x1xi1>, case_operand_segments = array<i32: 0, 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb5(%t: i8):
  "cf.switch"(%x)[^bb6] <{case_values = dense<> : tensor<0xi32>, case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb6:
  "func.return"() : () -> ()
}) : () -> ()

"func.func"() <{function_type = (si16, ui16) -> (), sym_name = "signed_switches"}> ({
^bb0(%s: si16, %u: ui16):
  "cf.switch"(%s)[^bb1, ^bb1] <{case_values = dense<-3> : tensor<1xsi16>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (si16) -> ()
^bb1:
  "cf.switch"(%u)[^bb2, ^bb2, ^bb2] <{case_values = dense<[1, 65535]> : vector<2xui16>, case_operand_segments = array<i32: 0, 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (ui16) -> ()
^bb2:
  "func.return"() : () -> ()
}) : () -> ()

"func.func"() <{function_type = (i1) -> (), sym_name = "asserts"}> ({
^bb0(%c: i1):
  "cf.assert"(%c) <{msg = "expected the condition to hold"}> : (i1) -> ()
  "cf.assert"(%c) <{msg = ""}> : (i1) -> ()
  "cf.assert"(%c) <{msg = "quote \22 tab \09 newline \0A end"}> {cf.origin = 3 : i32} : (i1) -> ()
  "cf.assert"(%c) {msg = "given as a discardable attribute"} : (i1) -> ()
  "func.return"() : () -> ()
}) : () -> ()
