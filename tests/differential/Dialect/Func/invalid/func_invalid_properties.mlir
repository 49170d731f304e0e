// RUN: --split-input-file
// The cases of tests/mlir/func/invalid_properties.mlir without their annotations: mlir-opt's
// complete diagnostics (notes, locations, the printed ops) byte for byte.

// Property conversion errors of func ops: inherent attributes of the wrong
// kind written in `<{...}>` are PARSE errors ('invalid properties ...' at the
// op), one chunk each: callee, function_type, sym_name, arg_attrs, value,
// no_inline; with two bad properties the alphabetically first is reported.

// func.call callee given as a string.
"func.func"() <{function_type = (i32) -> (), sym_name = "caller"}> ({
^bb0(%a: i32):
  "func.call"(%a) <{callee = "f"}> : (i32) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

// func.func function_type that is not a type attribute.
"func.func"() <{function_type = 1 : i32, sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// func.func sym_name given as a symbol reference.
"func.func"() <{function_type = () -> (), sym_name = @f}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// func.func arg_attrs that is not an array.
"func.func"() <{arg_attrs = "a", function_type = (i32) -> (), sym_name = "f", sym_visibility = "private"}> ({
}) : () -> ()

// -----

// func.func with bad sym_name and arg_attrs: arg_attrs is reported first.
"func.func"() <{function_type = () -> (), sym_name = 2, arg_attrs = 3}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// func.constant value given as a string.
"func.func"() <{function_type = () -> (), sym_name = "const_fn"}> ({
  %0 = "func.constant"() <{value = "const_fn"}> : () -> (() -> ())
  "func.return"() : () -> ()
}) : () -> ()

// -----

// func.call no_inline given as a boolean.
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "func.call"() <{callee = @f, no_inline = false}> : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
