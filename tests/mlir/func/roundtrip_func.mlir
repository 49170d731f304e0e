// RUN: mlir-rs-opt --mlir-print-op-generic %s | FileCheck %s

// func dialect in generic form: func.func definitions and declarations (an
// empty region prints as `({` newline `})`), with sym_visibility private and
// nested, no_inline, arg_attrs/res_attrs (including empty dictionaries and an
// empty res_attrs array), discardable attributes, zero/one/several results,
// a function-typed argument, unreachable extra blocks; func.call (with and
// without results, no_inline, arg_attrs/res_attrs, discardable attributes),
// func.constant (function-typed results print in parentheses),
// func.call_indirect on constants and on a block argument, func.return with
// zero/one/several operands, and a call inside a nested named module. In
// generic form every sibling region continues the value/argument numbering of
// the one printed after it (unique SSA ids), so the last function starts at
// `%arg0`/`%0`.

// CHECK-GENERATED-BY: mlir-opt-22
// CHECK: "builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = (i32, f32) -> i32, sym_name = "external", sym_visibility = "private"}> ({
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{arg_attrs = [{llvm.noalias}, {}], function_type = (memref<4xf32>, index) -> (), res_attrs = [], sym_name = "decl_with_attrs", sym_visibility = "nested"}> ({
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = () -> (), sym_name = "nothing"}> ({
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (i32) -> (i32, i32), no_inline, sym_name = "two_results", sym_visibility = "private"}> ({
// CHECK-NEXT:   ^bb0(%arg11: i32):
// CHECK-NEXT:     "func.return"(%arg11, %arg11) : (i32, i32) -> ()
// CHECK-NEXT:   }) {extra.attr = "kept", llvm.linkage = 1 : i64} : () -> ()
// CHECK-NEXT:   "func.func"() <{arg_attrs = [{a.tag = 1 : i32}, {}, {b.first, b.second = "s"}], function_type = (i32, f32, tensor<?xf64>) -> (f32, i32), res_attrs = [{}, {r.range = [0, 10]}], sym_name = "with_attrs"}> ({
// CHECK-NEXT:   ^bb0(%arg8: i32, %arg9: f32, %arg10: tensor<?xf64>):
// CHECK-NEXT:     "func.return"(%arg9, %arg8) : (f32, i32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (i32, f32) -> (i32, i32), sym_name = "calls"}> ({
// CHECK-NEXT:   ^bb0(%arg6: i32, %arg7: f32):
// CHECK-NEXT:     %6 = "func.call"(%arg6, %arg7) <{callee = @external}> : (i32, f32) -> i32
// CHECK-NEXT:     %7:2 = "func.call"(%6) <{callee = @two_results, no_inline}> {call.site = 3 : i32} : (i32) -> (i32, i32)
// CHECK-NEXT:     "func.call"() <{callee = @nothing}> : () -> ()
// CHECK-NEXT:     %8:2 = "func.call"(%7#1) <{arg_attrs = [{x.y}], callee = @two_results, res_attrs = [{}, {z.w = 1 : i8}]}> : (i32) -> (i32, i32)
// CHECK-NEXT:     %9 = "func.constant"() <{value = @two_results}> : () -> ((i32) -> (i32, i32))
// CHECK-NEXT:     %10 = "func.constant"() <{value = @nothing}> {const.note = "fn"} : () -> (() -> ())
// CHECK-NEXT:     %11 = "func.constant"() <{value = @external}> : () -> ((i32, f32) -> i32)
// CHECK-NEXT:     %12:2 = "func.call_indirect"(%9, %8#0) : ((i32) -> (i32, i32), i32) -> (i32, i32)
// CHECK-NEXT:     "func.call_indirect"(%10) : (() -> ()) -> ()
// CHECK-NEXT:     %13 = "func.call_indirect"(%11, %arg6, %arg7) <{arg_attrs = [{}, {p.q}], res_attrs = [{r.s}]}> {ind} : ((i32, f32) -> i32, i32, f32) -> i32
// CHECK-NEXT:     "func.return"(%12#1, %13) : (i32, i32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = ((i32) -> (i32, i32), i32) -> i32, sym_name = "indirect_arg"}> ({
// CHECK-NEXT:   ^bb0(%arg4: (i32) -> (i32, i32), %arg5: i32):
// CHECK-NEXT:     %5:2 = "func.call_indirect"(%arg4, %arg5) : ((i32) -> (i32, i32), i32) -> (i32, i32)
// CHECK-NEXT:     "func.return"(%5#0) : (i32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (i1, i64) -> i64, sym_name = "multi_block"}> ({
// CHECK-NEXT:   ^bb0(%arg2: i1, %arg3: i64):
// CHECK-NEXT:     %3 = "func.call"(%arg3) <{callee = @multi_block_callee}> : (i64) -> i64
// CHECK-NEXT:     "func.return"(%3) : (i64) -> ()
// CHECK-NEXT:   ^bb1(%4: i64):  // no predecessors
// CHECK-NEXT:     "func.return"(%4) : (i64) -> ()
// CHECK-NEXT:   ^bb2:  // no predecessors
// CHECK-NEXT:     "func.return"(%arg3) : (i64) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (i64) -> i64, sym_name = "multi_block_callee", sym_visibility = "private"}> ({
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "builtin.module"() <{sym_name = "inner"}> ({
// CHECK-NEXT:     "func.func"() <{function_type = (index) -> index, sym_name = "nested_fn"}> ({
// CHECK-NEXT:     ^bb0(%arg1: index):
// CHECK-NEXT:       %2 = "func.call"(%arg1) <{callee = @nested_fn}> : (index) -> index
// CHECK-NEXT:       "func.return"(%2) : (index) -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (i32) -> i32, sym_name = "unreachable_uses"}> ({
// CHECK-NEXT:   ^bb0(%arg0: i32):
// CHECK-NEXT:     "func.return"(%arg0) : (i32) -> ()
// CHECK-NEXT:   ^bb1:  // no predecessors
// CHECK-NEXT:     %0 = "func.call"(%arg0) <{callee = @unreachable_uses}> : (i32) -> i32
// CHECK-NEXT:     "func.return"(%0) : (i32) -> ()
// CHECK-NEXT:   ^bb2:  // no predecessors
// CHECK-NEXT:     %1 = "func.call"(%0) <{callee = @unreachable_uses}> : (i32) -> i32
// CHECK-NEXT:     "func.return"(%1) : (i32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()

"func.func"() <{function_type = (i32, f32) -> i32, sym_name = "external", sym_visibility = "private"}> ({
}) : () -> ()

"func.func"() <{arg_attrs = [{llvm.noalias}, {}], function_type = (memref<4xf32>, index) -> (), res_attrs = [], sym_name = "decl_with_attrs", sym_visibility = "nested"}> ({
}) : () -> ()

"func.func"() <{function_type = () -> (), sym_name = "nothing"}> ({
  "func.return"() : () -> ()
}) : () -> ()

"func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "two_results", sym_visibility = "private", no_inline}> ({
^bb0(%x: i32):
  "func.return"(%x, %x) : (i32, i32) -> ()
}) {extra.attr = "kept", llvm.linkage = 1 : i64} : () -> ()

"func.func"() <{arg_attrs = [{a.tag = 1 : i32}, {}, {b.first, b.second = "s"}], function_type = (i32, f32, tensor<?xf64>) -> (f32, i32), res_attrs = [{}, {r.range = [0, 10]}], sym_name = "with_attrs"}> ({
^bb0(%a: i32, %b: f32, %c: tensor<?xf64>):
  "func.return"(%b, %a) : (f32, i32) -> ()
}) : () -> ()

"func.func"() <{function_type = (i32, f32) -> (i32, i32), sym_name = "calls"}> ({
^bb0(%a: i32, %b: f32):
  %0 = "func.call"(%a, %b) <{callee = @external}> : (i32, f32) -> i32
  %1:2 = "func.call"(%0) <{callee = @two_results, no_inline}> {call.site = 3 : i32} : (i32) -> (i32, i32)
  "func.call"() <{callee = @nothing}> : () -> ()
  %2:2 = "func.call"(%1#1) <{arg_attrs = [{x.y}], callee = @two_results, res_attrs = [{}, {z.w = 1 : i8}]}> : (i32) -> (i32, i32)
  %f = "func.constant"() <{value = @two_results}> : () -> ((i32) -> (i32, i32))
  %g = "func.constant"() <{value = @nothing}> {const.note = "fn"} : () -> (() -> ())
  %h = "func.constant"() <{value = @external}> : () -> ((i32, f32) -> i32)
  %3:2 = "func.call_indirect"(%f, %2#0) : ((i32) -> (i32, i32), i32) -> (i32, i32)
  "func.call_indirect"(%g) : (() -> ()) -> ()
  %4 = "func.call_indirect"(%h, %a, %b) <{arg_attrs = [{}, {p.q}], res_attrs = [{r.s}]}> {ind} : ((i32, f32) -> i32, i32, f32) -> i32
  "func.return"(%3#1, %4) : (i32, i32) -> ()
}) : () -> ()

"func.func"() <{function_type = ((i32) -> (i32, i32), i32) -> i32, sym_name = "indirect_arg"}> ({
^bb0(%fn: (i32) -> (i32, i32), %v: i32):
  %0:2 = "func.call_indirect"(%fn, %v) : ((i32) -> (i32, i32), i32) -> (i32, i32)
  "func.return"(%0#0) : (i32) -> ()
}) : () -> ()

"func.func"() <{function_type = (i1, i64) -> i64, sym_name = "multi_block"}> ({
^bb0(%c: i1, %x: i64):
  %0 = "func.call"(%x) <{callee = @multi_block_callee}> : (i64) -> i64
  "func.return"(%0) : (i64) -> ()
^bb1(%y: i64):
  "func.return"(%y) : (i64) -> ()
^bb2:
  "func.return"(%x) : (i64) -> ()
}) : () -> ()

"func.func"() <{function_type = (i64) -> i64, sym_name = "multi_block_callee", sym_visibility = "private"}> ({
}) : () -> ()

"builtin.module"() <{sym_name = "inner"}> ({
  "func.func"() <{function_type = (index) -> index, sym_name = "nested_fn"}> ({
  ^bb0(%i: index):
    %0 = "func.call"(%i) <{callee = @nested_fn}> : (index) -> index
    "func.return"(%0) : (index) -> ()
  }) : () -> ()
}) : () -> ()

// Uses inside unreachable blocks are not dominance-checked: ^bb2 uses a
// value defined in its unreachable sibling ^bb1.
"func.func"() <{function_type = (i32) -> i32, sym_name = "unreachable_uses"}> ({
^bb0(%a: i32):
  "func.return"(%a) : (i32) -> ()
^bb1:
  %0 = "func.call"(%a) <{callee = @unreachable_uses}> : (i32) -> i32
  "func.return"(%0) : (i32) -> ()
^bb2:
  %1 = "func.call"(%0) <{callee = @unreachable_uses}> : (i32) -> i32
  "func.return"(%1) : (i32) -> ()
}) : () -> ()
