// RUN: mlir-rs-opt --verify-diagnostics --split-input-file %s

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
  // expected-error @+1 {{'func.return' op has 0 operands, but enclosing function (@f) returns 1}}
  "func.return"() : () -> ()
}) : () -> ()

// -----

// return with too many operands.
"func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
^bb0(%a: i32):
  // expected-error @+1 {{'func.return' op has 2 operands, but enclosing function (@f) returns 1}}
  "func.return"(%a, %a) : (i32, i32) -> ()
}) : () -> ()

// -----

// return of the wrong type.
"func.func"() <{function_type = (i32) -> f32, sym_name = "f"}> ({
^bb0(%a: i32):
  // expected-error @+1 {{type of return operand 0 ('i32') doesn't match function result type ('f32') in function @f}}
  "func.return"(%a) : (i32) -> ()
}) : () -> ()

// -----

// return whose second operand has the wrong type.
"func.func"() <{function_type = (i32, f32) -> (i32, f32), sym_name = "f"}> ({
^bb0(%a: i32, %b: f32):
  // expected-error @+1 {{type of return operand 1 ('i32') doesn't match function result type ('f32') in function @f}}
  "func.return"(%a, %a) : (i32, i32) -> ()
}) : () -> ()

// -----

// return outside func.func (at module level).
// expected-error @+1 {{'func.return' op expects parent op 'func.func'}}
"func.return"() : () -> ()

// -----

// return directly inside a nested module, not a func.func.
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "builtin.module"() ({
    // expected-error @+1 {{'func.return' op expects parent op 'func.func'}}
    "func.return"() : () -> ()
  }) : () -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A function body block that does not end with a terminator.
"func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
^bb0(%a: i32):
  // expected-error @+1 {{block with no terminator, has %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32}}
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i32
}) : () -> ()

// -----

// A function body whose entry block is empty (no terminator at all).
// expected-error @+1 {{empty block: expect at least a terminator}}
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
^bb0:
}) : () -> ()

// -----

// A terminator in the middle of a block.
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  // expected-error @+1 {{'func.return' op must be the last operation in the parent block}}
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
  // expected-error @+1 {{block with no terminator, has %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32}}
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i32
}) : () -> ()

// -----

// Use of a value before its definition in the same block.
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %0 = "arith.addi"(%1, %a) : (i32, i32) -> i32
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %1 = "arith.addi"(%a, %a) : (i32, i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// An op using its own result.
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  // expected-error @+2 {{operand #0 does not dominate this use}}
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %0 = "arith.addi"(%0, %a) : (i32, i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A two-result op using its own first result as second operand.
"func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
^bb0(%a: i32):
  // expected-error @+2 {{operand #1 does not dominate this use}}
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %0:2 = "arith.addui_extended"(%a, %0#0) : (i32, i32) -> (i32, i1)
  "func.return"(%0#0) : (i32) -> ()
}) : () -> ()

// -----

// The reachable entry block uses a value defined in an unreachable block.
// (The reverse, uses inside unreachable blocks, is never an error.)
"func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
^bb0(%a: i32):
  // expected-error @+1 {{operand #0 does not dominate this use}}
  "func.return"(%1) : (i32) -> ()
^bb1:
  // expected-note @+1 {{operand defined here (op in the same region)}}
  %1 = "arith.addi"(%a, %a) : (i32, i32) -> i32
  "func.return"(%1) : (i32) -> ()
}) : () -> ()

// -----

// A value of the outer function used inside a function of a nested module:
// func.func is isolated from above.
"func.func"() <{function_type = (i32) -> (), sym_name = "outer"}> ({
^bb0(%a: i32):
  "builtin.module"() ({
    // expected-note @+1 {{required by region isolation constraints}}
    "func.func"() <{function_type = () -> (), sym_name = "inner"}> ({
      // expected-error @+1 {{'arith.addi' op using value defined outside the region}}
      %0 = "arith.addi"(%a, %a) : (i32, i32) -> i32
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A func.func nested directly in another func.func: a symbol outside any symbol table.
"func.func"() <{function_type = () -> (), sym_name = "outer"}> ({
  // expected-error @+1 {{'func.func' op symbol's parent must have the SymbolTable trait}}
  "func.func"() <{function_type = () -> (), sym_name = "inner"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Entry block with fewer arguments than function_type inputs.
// expected-error @+1 {{'func.func' op entry block must have 2 arguments to match function signature}}
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Entry block with arguments although function_type has no inputs.
// expected-error @+1 {{'func.func' op entry block must have 0 arguments to match function signature}}
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Entry block arguments of types other than function_type's inputs.
// expected-error @+1 {{'func.func' op type of entry block argument #1('f64') must match the type of the corresponding argument in function signature('f32')}}
"func.func"() <{function_type = (i32, f32) -> (), sym_name = "f"}> ({
^bb0(%a: i32, %b: f64):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A declaration (empty body) with the default, public visibility.
// expected-error @+1 {{'func.func' op symbol declaration cannot have public visibility}}
"func.func"() <{function_type = (i32) -> (), sym_name = "decl"}> ({
}) : () -> ()

// -----

// A declaration explicitly marked public.
// expected-error @+1 {{'func.func' op symbol declaration cannot have public visibility}}
"func.func"() <{function_type = () -> i32, sym_name = "decl", sym_visibility = "public"}> ({
}) : () -> ()

// -----

// An unknown visibility.
// expected-error @+1 {{'func.func' op visibility expected to be one of ["public", "private", "nested"], but got "hidden"}}
"func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "hidden"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// arg_attrs with fewer entries than arguments.
// expected-error @+1 {{'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 1, but expected 2}}
"func.func"() <{arg_attrs = [{}], function_type = (i32, i32) -> (), sym_name = "f", sym_visibility = "private"}> ({
}) : () -> ()

// -----

// res_attrs with more entries than results.
// expected-error @+1 {{'func.func' op expects result attribute array to have the same number of elements as the number of function results, got 2, but expected 1}}
"func.func"() <{function_type = () -> i32, res_attrs = [{}, {}], sym_name = "f", sym_visibility = "private"}> ({
}) : () -> ()

// -----

// arg_attrs whose element is not a dictionary (given in the attribute
// dictionary, so it reaches the verifier).
// expected-error @+1 {{'func.func' op attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes}}
"func.func"() ({
}) {arg_attrs = [1 : i32], function_type = (i32) -> (), sym_name = "f", sym_visibility = "private"} : () -> ()

// -----

// Two functions with the same name.
// expected-note @+1 {{see existing symbol definition here}}
"func.func"() <{function_type = () -> (), sym_name = "twice"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// expected-error @+1 {{redefinition of symbol named 'twice'}}
"func.func"() <{function_type = () -> (), sym_name = "twice"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// func.func without function_type.
// expected-error @+1 {{'func.func' op requires attribute 'function_type'}}
"func.func"() <{sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// func.func without sym_name.
// expected-error @+1 {{'func.func' op requires attribute 'sym_name'}}
"func.func"() <{function_type = () -> ()}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// func.func with a function_type that is a TypeAttr but not a function type.
// expected-error @+1 {{'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type}}
"func.func"() <{function_type = i32, sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// func.func with two regions.
// expected-error @+1 {{'func.func' op requires one region}}
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "func.return"() : () -> ()
}, {
  "func.return"() : () -> ()
}) : () -> ()

// -----

// func.func with a result.
// expected-error @+1 {{'func.func' op requires zero results}}
%0 = "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> i32

// -----

// A block argument type that disagrees with a later use (parse error) inside
// a function.
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
// expected-note @+1 {{prior use here}}
^bb0(%a: i32):
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: 'i64' vs 'i32'}}
  %0 = "arith.addi"(%a, %a) : (i64, i64) -> i64
  "func.return"() : () -> ()
}) : () -> ()

// -----

// An undefined value used inside a function (parse error).
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  // expected-error @+1 {{use of undeclared SSA value name}}
  %0 = "arith.addi"(%a, %zz) : (i32, i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A value defined twice (parse error).
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  // expected-note @+1 {{previously defined here}}
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i32
  // expected-error @+1 {{redefinition of SSA value '%0'}}
  %0 = "arith.muli"(%a, %a) : (i32, i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Mismatch in a return AND an invalid arith op before it: ops are verified in
// order, so the arith error is reported and the return is never checked.
"func.func"() <{function_type = (i32) -> f32, sym_name = "f"}> ({
^bb0(%a: i32):
  // expected-error @+1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.addf"(%a, %a) : (i32, i32) -> i32
  "func.return"(%0) : (i32) -> ()
}) : () -> ()
