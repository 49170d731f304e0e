// RUN: --split-input-file
// The cases of tests/mlir/func/invalid_call.mlir without their annotations: mlir-opt's
// complete diagnostics (notes, locations, the printed ops) byte for byte.

// func.call, func.constant and func.call_indirect errors (verify-time):
// undefined callees, callees that are not func.func, nested or missing
// callee references, symbol lookup scope, operand and result counts and
// types (and which mismatch is reported first), func.constant type and
// symbol checks, call_indirect operand/result/callee types.

// A call to a function that does not exist.
"func.func"() <{function_type = (i32) -> (), sym_name = "caller"}> ({
^bb0(%a: i32):
  "func.call"(%a) <{callee = @missing}> : (i32) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A call with too few operands.
"func.func"() <{function_type = (i32, f32) -> i64, sym_name = "callee", sym_visibility = "private"}> ({
}) : () -> ()

"func.func"() <{function_type = (i32) -> (), sym_name = "caller"}> ({
^bb0(%a: i32):
  %0 = "func.call"(%a) <{callee = @callee}> : (i32) -> i64
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A call with too many operands.
"func.func"() <{function_type = (i32, f32) -> i64, sym_name = "callee", sym_visibility = "private"}> ({
}) : () -> ()

"func.func"() <{function_type = (i32, f32) -> (), sym_name = "caller"}> ({
^bb0(%a: i32, %b: f32):
  %0 = "func.call"(%a, %b, %b) <{callee = @callee}> : (i32, f32, f32) -> i64
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A call whose second operand has the wrong type.
"func.func"() <{function_type = (i32, f32) -> i64, sym_name = "callee", sym_visibility = "private"}> ({
}) : () -> ()

"func.func"() <{function_type = (i32, f64) -> (), sym_name = "caller"}> ({
^bb0(%a: i32, %b: f64):
  %0 = "func.call"(%a, %b) <{callee = @callee}> : (i32, f64) -> i64
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A call whose operands are swapped: the first mismatch is reported.
"func.func"() <{function_type = (i32, f32) -> i64, sym_name = "callee", sym_visibility = "private"}> ({
}) : () -> ()

"func.func"() <{function_type = (i32, f32) -> (), sym_name = "caller"}> ({
^bb0(%a: i32, %b: f32):
  %0 = "func.call"(%b, %a) <{callee = @callee}> : (f32, i32) -> i64
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A call with no result for a callee returning one.
"func.func"() <{function_type = (i32, f32) -> i64, sym_name = "callee", sym_visibility = "private"}> ({
}) : () -> ()

"func.func"() <{function_type = (i32, f32) -> (), sym_name = "caller"}> ({
^bb0(%a: i32, %b: f32):
  "func.call"(%a, %b) <{callee = @callee}> : (i32, f32) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A call with two results for a callee returning one.
"func.func"() <{function_type = (i32, f32) -> i64, sym_name = "callee", sym_visibility = "private"}> ({
}) : () -> ()

"func.func"() <{function_type = (i32, f32) -> (), sym_name = "caller"}> ({
^bb0(%a: i32, %b: f32):
  %0:2 = "func.call"(%a, %b) <{callee = @callee}> : (i32, f32) -> (i64, i64)
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A call with a result of the wrong type.
"func.func"() <{function_type = (i32, f32) -> i64, sym_name = "callee", sym_visibility = "private"}> ({
}) : () -> ()

"func.func"() <{function_type = (i32, f32) -> (), sym_name = "caller"}> ({
^bb0(%a: i32, %b: f32):
  %0 = "func.call"(%a, %b) <{callee = @callee}> : (i32, f32) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Wrong operand count AND wrong result type: operands are checked first.
"func.func"() <{function_type = (i32, f32) -> i64, sym_name = "callee", sym_visibility = "private"}> ({
}) : () -> ()

"func.func"() <{function_type = (i32) -> (), sym_name = "caller"}> ({
^bb0(%a: i32):
  %0 = "func.call"(%a) <{callee = @callee}> : (i32) -> f32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// The callee symbol exists but is not a func.func (a nested module).
"builtin.module"() <{sym_name = "not_a_function"}> ({
^bb0:
}) : () -> ()

"func.func"() <{function_type = () -> (), sym_name = "caller"}> ({
  "func.call"() <{callee = @not_a_function}> : () -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A nested symbol reference as callee (must be a flat symbol reference).
"builtin.module"() <{sym_name = "inner"}> ({
  "func.func"() <{function_type = () -> (), sym_name = "g", sym_visibility = "private"}> ({
  }) : () -> ()
}) : () -> ()

"func.func"() <{function_type = () -> (), sym_name = "caller"}> ({
  "func.call"() <{callee = @inner::@g}> : () -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

// The same nested reference given in the attribute dictionary: a verify-time
// error.
"builtin.module"() <{sym_name = "inner"}> ({
  "func.func"() <{function_type = () -> (), sym_name = "g", sym_visibility = "private"}> ({
  }) : () -> ()
}) : () -> ()

"func.func"() <{function_type = () -> (), sym_name = "caller"}> ({
  "func.call"() {callee = @inner::@g} : () -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A call without a callee.
"func.func"() <{function_type = () -> (), sym_name = "caller"}> ({
  "func.call"() : () -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A function calling itself with the wrong argument type.
"func.func"() <{function_type = (i32) -> (), sym_name = "self"}> ({
^bb0(%a: i32):
  "func.call"(%a, %a) <{callee = @self}> : (i32, i32) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

// The callee is looked up in the nearest symbol table: a function of the
// outer module is not visible from inside a nested module.
"func.func"() <{function_type = () -> (), sym_name = "outer"}> ({
  "func.return"() : () -> ()
}) : () -> ()

"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "inner_caller"}> ({
    "func.call"() <{callee = @outer}> : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// func.constant referencing an undefined function.
"func.func"() <{function_type = () -> (), sym_name = "take_address"}> ({
  %0 = "func.constant"() <{value = @nowhere}> : () -> (() -> ())
  "func.return"() : () -> ()
}) : () -> ()

// -----

// func.constant whose type differs from the function's type.
"func.func"() <{function_type = (i32, f32) -> i64, sym_name = "callee", sym_visibility = "private"}> ({
}) : () -> ()

"func.func"() <{function_type = () -> (), sym_name = "take_address"}> ({
  %0 = "func.constant"() <{value = @callee}> : () -> ((i32) -> i64)
  "func.return"() : () -> ()
}) : () -> ()

// -----

// func.constant of a non-function type.
"func.func"() <{function_type = (i32, f32) -> i64, sym_name = "callee", sym_visibility = "private"}> ({
}) : () -> ()

"func.func"() <{function_type = () -> (), sym_name = "take_address"}> ({
  %0 = "func.constant"() <{value = @callee}> : () -> i64
  "func.return"() : () -> ()
}) : () -> ()

// -----

// func.constant without a value.
"func.func"() <{function_type = () -> (), sym_name = "take_address"}> ({
  %0 = "func.constant"() : () -> (() -> ())
  "func.return"() : () -> ()
}) : () -> ()

// -----

// func.constant referencing a symbol that is not a func.func.
"builtin.module"() <{sym_name = "m"}> ({
^bb0:
}) : () -> ()

"func.func"() <{function_type = () -> (), sym_name = "take_address"}> ({
  %0 = "func.constant"() <{value = @m}> : () -> (() -> ())
  "func.return"() : () -> ()
}) : () -> ()

// -----

// call_indirect whose operand types differ from the callee's inputs.
"func.func"() <{function_type = ((i32) -> i64, f32) -> (), sym_name = "indirect"}> ({
^bb0(%a: (i32) -> i64, %b: f32):
  %0 = "func.call_indirect"(%a, %b) : ((i32) -> i64, f32) -> i64
  "func.return"() : () -> ()
}) : () -> ()

// -----

// call_indirect whose result types differ from the callee's results.
"func.func"() <{function_type = ((i32) -> i64, i32) -> (), sym_name = "indirect"}> ({
^bb0(%a: (i32) -> i64, %b: i32):
  %0 = "func.call_indirect"(%a, %b) : ((i32) -> i64, i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// call_indirect with too many operands.
"func.func"() <{function_type = ((i32) -> (), i32) -> (), sym_name = "indirect"}> ({
^bb0(%a: (i32) -> (), %b: i32):
  "func.call_indirect"(%a, %b, %b) : ((i32) -> (), i32, i32) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

// call_indirect whose callee is not of function type.
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "indirect"}> ({
^bb0(%a: i32, %b: i32):
  "func.call_indirect"(%a, %b) : (i32, i32) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

// call_indirect without any operand.
"func.func"() <{function_type = () -> (), sym_name = "indirect"}> ({
  "func.call_indirect"() : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
