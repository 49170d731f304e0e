// RUN:
// RUN: --mlir-print-op-generic
// func.func, func.call, func.constant, func.call_indirect and func.return in
// generic form, with arg_attrs/res_attrs, visibility and no_inline.
"builtin.module"() ({
  "func.func"() <{function_type = (i32, f32) -> (f32, i32), sym_name = "decl", sym_visibility = "private", arg_attrs = [{a.x}, {}], res_attrs = [{}, {r.y = 2 : i32}]}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "user", no_inline}> ({
  ^bb0(%x: i32):
    %cf = "arith.constant"() <{value = 1.0 : f32}> : () -> f32
    %r:2 = "func.call"(%x, %cf) <{callee = @decl}> : (i32, f32) -> (f32, i32)
    %fn = "func.constant"() <{value = @user}> : () -> ((i32) -> i32)
    %y = "func.call_indirect"(%fn, %r#1) : ((i32) -> i32, i32) -> i32
    "func.call"(%y, %cf) <{callee = @decl, no_inline}> {extra = 1 : i32} : (i32, f32) -> (f32, i32)
    "func.return"(%y) : (i32) -> ()
  }) {my.discardable = "d"} : () -> ()
}) : () -> ()
