// RUN: --split-input-file
// The cases of tests/mlir/func/invalid_func.mlir without their annotations: mlir-opt's
// complete diagnostics (notes, locations, the printed ops) byte for byte.

// func.func and func.return errors: return operand counts and types, return
// outside func.func, missing or misplaced terminators, dominance inside
// function bodies (and across the isolated-from-above boundary),
// entry-block arguments vs function_type, public declarations, visibility,
// arg_attrs/res_attrs sizes and element kinds, duplicate symbols, missing or
// malformed inherent attributes, region/result counts, SSA parse errors in a
// body, and the order in which errors are found.

// return with too few operands.
"func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
^bb0(%a: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// return with too many operands.
"func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
^bb0(%a: i32):
  "func.return"(%a, %a) : (i32, i32) -> ()
}) : () -> ()

// -----

// return of the wrong type.
"func.func"() <{function_type = (i32) -> f32, sym_name = "f"}> ({
^bb0(%a: i32):
  "func.return"(%a) : (i32) -> ()
}) : () -> ()

// -----

// return whose second operand has the wrong type.
"func.func"() <{function_type = (i32, f32) -> (i32, f32), sym_name = "f"}> ({
^bb0(%a: i32, %b: f32):
  "func.return"(%a, %a) : (i32, i32) -> ()
}) : () -> ()

// -----

// return outside func.func (at module level).
"func.return"() : () -> ()

// -----

// return directly inside a nested module, not a func.func.
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "builtin.module"() ({
    "func.return"() : () -> ()
  }) : () -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A function body block that does not end with a terminator.
"func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
^bb0(%a: i32):
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i32
}) : () -> ()

// -----

// A function body whose entry block is empty (no terminator at all).
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
^bb0:
}) : () -> ()

// -----

// A terminator in the middle of a block.
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  "func.return"() : () -> ()
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// The second block of a function has no terminator.
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  "func.return"() : () -> ()
^bb1:
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i32
}) : () -> ()

// -----

// Use of a value before its definition in the same block.
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  %0 = "arith.addi"(%1, %a) : (i32, i32) -> i32
  %1 = "arith.addi"(%a, %a) : (i32, i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// An op using its own result.
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  %0 = "arith.addi"(%0, %a) : (i32, i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A two-result op using its own first result as second operand.
"func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
^bb0(%a: i32):
  %0:2 = "arith.addui_extended"(%a, %0#0) : (i32, i32) -> (i32, i1)
  "func.return"(%0#0) : (i32) -> ()
}) : () -> ()

// -----

// The reachable entry block uses a value defined in an unreachable block.
// (The reverse, uses inside unreachable blocks, is never an error.)
"func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
^bb0(%a: i32):
  "func.return"(%1) : (i32) -> ()
^bb1:
  %1 = "arith.addi"(%a, %a) : (i32, i32) -> i32
  "func.return"(%1) : (i32) -> ()
}) : () -> ()

// -----

// A value of the outer function used inside a function of a nested module:
// func.func is isolated from above.
"func.func"() <{function_type = (i32) -> (), sym_name = "outer"}> ({
^bb0(%a: i32):
  "builtin.module"() ({
    "func.func"() <{function_type = () -> (), sym_name = "inner"}> ({
      %0 = "arith.addi"(%a, %a) : (i32, i32) -> i32
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A func.func nested directly in another func.func: a symbol outside any symbol table.
"func.func"() <{function_type = () -> (), sym_name = "outer"}> ({
  "func.func"() <{function_type = () -> (), sym_name = "inner"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Entry block with fewer arguments than function_type inputs.
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Entry block with arguments although function_type has no inputs.
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Entry block arguments of types other than function_type's inputs.
"func.func"() <{function_type = (i32, f32) -> (), sym_name = "f"}> ({
^bb0(%a: i32, %b: f64):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A declaration (empty body) with the default, public visibility.
"func.func"() <{function_type = (i32) -> (), sym_name = "decl"}> ({
}) : () -> ()

// -----

// A declaration explicitly marked public.
"func.func"() <{function_type = () -> i32, sym_name = "decl", sym_visibility = "public"}> ({
}) : () -> ()

// -----

// An unknown visibility.
"func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "hidden"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// arg_attrs with fewer entries than arguments.
"func.func"() <{arg_attrs = [{}], function_type = (i32, i32) -> (), sym_name = "f", sym_visibility = "private"}> ({
}) : () -> ()

// -----

// res_attrs with more entries than results.
"func.func"() <{function_type = () -> i32, res_attrs = [{}, {}], sym_name = "f", sym_visibility = "private"}> ({
}) : () -> ()

// -----

// arg_attrs whose element is not a dictionary (given in the attribute
// dictionary, so it reaches the verifier).
"func.func"() ({
}) {arg_attrs = [1 : i32], function_type = (i32) -> (), sym_name = "f", sym_visibility = "private"} : () -> ()

// -----

// Two functions with the same name.
"func.func"() <{function_type = () -> (), sym_name = "twice"}> ({
  "func.return"() : () -> ()
}) : () -> ()

"func.func"() <{function_type = () -> (), sym_name = "twice"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// func.func without function_type.
"func.func"() <{sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// func.func without sym_name.
"func.func"() <{function_type = () -> ()}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// func.func with a function_type that is a TypeAttr but not a function type.
"func.func"() <{function_type = i32, sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// func.func with two regions.
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "func.return"() : () -> ()
}, {
  "func.return"() : () -> ()
}) : () -> ()

// -----

// func.func with a result.
%0 = "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> i32

// -----

// A block argument type that disagrees with a later use (parse error) inside
// a function.
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  %0 = "arith.addi"(%a, %a) : (i64, i64) -> i64
  "func.return"() : () -> ()
}) : () -> ()

// -----

// An undefined value used inside a function (parse error).
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  %0 = "arith.addi"(%a, %zz) : (i32, i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A value defined twice (parse error).
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i32
  %0 = "arith.muli"(%a, %a) : (i32, i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Mismatch in a return AND an invalid arith op before it: ops are verified in
// order, so the arith error is reported and the return is never checked.
"func.func"() <{function_type = (i32) -> f32, sym_name = "f"}> ({
^bb0(%a: i32):
  %0 = "arith.addf"(%a, %a) : (i32, i32) -> i32
  "func.return"(%0) : (i32) -> ()
}) : () -> ()
