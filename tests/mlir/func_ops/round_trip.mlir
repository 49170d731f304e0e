// RUN: mlir-rs-opt --mlir-print-op-generic %s | FileCheck %s
// The five `func` ops in the generic form, with every property (sorted by
// name when printed; `no_inline` as a bare name), discardable attributes,
// multi-result calls, a declaration (a region without blocks) and an
// unreachable second block. The checks below are generated from mlir-opt 22's output by the
// bless mode of tests/filecheck.rs.
// CHECK-GENERATED-BY: mlir-opt-22
// CHECK: "builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{arg_attrs = [{a.b}], function_type = (i32) -> f32, res_attrs = [{c.d = 1 : i32}], sym_name = "ext", sym_visibility = "private"}> ({
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{arg_attrs = [{a.x = 1 : i32}, {}], function_type = (i32, f32) -> (i32, f32), no_inline, res_attrs = [{}, {b.y}], sym_name = "multi", sym_visibility = "nested"}> ({
// CHECK-NEXT:   ^bb0(%arg0: i32, %arg1: f32):
// CHECK-NEXT:     %0 = "func.constant"() <{value = @multi}> : () -> ((i32, f32) -> (i32, f32))
// CHECK-NEXT:     %1:2 = "func.call_indirect"(%0, %arg0, %arg1) <{arg_attrs = [{}, {}]}> : ((i32, f32) -> (i32, f32), i32, f32) -> (i32, f32)
// CHECK-NEXT:     %2:2 = "func.call"(%1#0, %1#1) <{callee = @multi, no_inline, res_attrs = [{}, {}]}> {aa, zz = 1 : i32} : (i32, f32) -> (i32, f32)
// CHECK-NEXT:     %3 = "func.call"(%arg0) <{callee = @ext}> : (i32) -> f32
// CHECK-NEXT:     "func.return"(%2#0, %3) {t.ret} : (i32, f32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = () -> (), sym_name = "blocks"}> ({
// CHECK-NEXT:     "func.call"() <{callee = @blocks}> : () -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   ^bb1:  // no predecessors
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()

"func.func"() <{function_type = (i32) -> f32, sym_name = "ext", sym_visibility = "private", arg_attrs = [{a.b}], res_attrs = [{c.d = 1 : i32}]}> ({
}) : () -> ()
"func.func"() <{sym_name = "multi", function_type = (i32, f32) -> (i32, f32), sym_visibility = "nested", arg_attrs = [{a.x = 1 : i32}, {}], res_attrs = [{}, {b.y}], no_inline}> ({
^bb0(%a: i32, %b: f32):
  %c = "func.constant"() <{value = @multi}> : () -> ((i32, f32) -> (i32, f32))
  %r:2 = "func.call_indirect"(%c, %a, %b) <{arg_attrs = [{}, {}]}> : ((i32, f32) -> (i32, f32), i32, f32) -> (i32, f32)
  %s:2 = "func.call"(%r#0, %r#1) <{callee = @multi, no_inline, res_attrs = [{}, {}]}> {zz = 1 : i32, aa} : (i32, f32) -> (i32, f32)
  %e = "func.call"(%a) <{callee = @ext}> : (i32) -> f32
  "func.return"(%s#0, %e) {t.ret} : (i32, f32) -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "blocks"}> ({
  "func.call"() <{callee = @blocks}> : () -> ()
  "func.return"() : () -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()
