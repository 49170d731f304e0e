// RUN: mlir-rs-opt --verify-diagnostics --split-input-file %s

// Property conversion errors of func ops: inherent attributes of the wrong
// kind written in `<{...}>` are PARSE errors ('invalid properties ...' at the
// op), one chunk each: callee, function_type, sym_name, arg_attrs, value,
// no_inline; with two bad properties the alphabetically first is reported.

// func.call callee given as a string.
"func.func"() <{function_type = (i32) -> (), sym_name = "caller"}> ({
^bb0(%a: i32):
  // expected-error @+1 {{invalid properties {callee = "f"} for op func.call: Invalid attribute `callee` in property conversion: "f"}}
  "func.call"(%a) <{callee = "f"}> : (i32) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

// func.func function_type that is not a type attribute.
// expected-error @+1 {{invalid properties {function_type = 1 : i32, sym_name = "f"} for op func.func: Invalid attribute `function_type` in property conversion: 1 : i32}}
"func.func"() <{function_type = 1 : i32, sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// func.func sym_name given as a symbol reference.
// expected-error @+1 {{invalid properties {function_type = () -> (), sym_name = @f} for op func.func: Invalid attribute `sym_name` in property conversion: @f}}
"func.func"() <{function_type = () -> (), sym_name = @f}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// func.func arg_attrs that is not an array.
// expected-error @+1 {{invalid properties {arg_attrs = "a", function_type = (i32) -> (), sym_name = "f", sym_visibility = "private"} for op func.func: Invalid attribute `arg_attrs` in property conversion: "a"}}
"func.func"() <{arg_attrs = "a", function_type = (i32) -> (), sym_name = "f", sym_visibility = "private"}> ({
}) : () -> ()

// -----

// func.func with bad sym_name and arg_attrs: arg_attrs is reported first.
// expected-error @+1 {{invalid properties {arg_attrs = 3 : i64, function_type = () -> (), sym_name = 2 : i64} for op func.func: Invalid attribute `arg_attrs` in property conversion: 3 : i64}}
"func.func"() <{function_type = () -> (), sym_name = 2, arg_attrs = 3}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// func.constant value given as a string.
"func.func"() <{function_type = () -> (), sym_name = "const_fn"}> ({
  // expected-error @+1 {{invalid properties {value = "const_fn"} for op func.constant: Invalid attribute `value` in property conversion: "const_fn"}}
  %0 = "func.constant"() <{value = "const_fn"}> : () -> (() -> ())
  "func.return"() : () -> ()
}) : () -> ()

// -----

// func.call no_inline given as a boolean.
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  // expected-error @+1 {{invalid properties {callee = @f, no_inline = false} for op func.call: Invalid attribute `no_inline` in property conversion: false}}
  "func.call"() <{callee = @f, no_inline = false}> : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
