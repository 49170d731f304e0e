// RUN: mlir-rs-opt --allow-unregistered-dialect --verify-diagnostics --split-input-file %s

// `func.func` in the generic form: its properties (checked by the
// generated verifier in mlir-opt's order, see the end of this file),
// the symbol rules (visibility, public declarations, the parent
// symbol table; checked before the function rules, as upstream lists
// `Symbol` before `FunctionOpInterface`), the argument and result attribute
// arrays, and the entry block against the function type. Every message was
// checked with `mlir-opt-22 --verify-diagnostics --split-input-file`.

// expected-error @+1 {{'func.func' op requires attribute 'function_type'}}
"func.func"() ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op requires attribute 'sym_name'}}
"func.func"() <{function_type = () -> ()}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type}}
"func.func"() <{function_type = i32, sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// The constraint of `function_type` is checked before that of `arg_attrs`.
// expected-error @+1 {{'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type}}
"func.func"() <{arg_attrs = [1], function_type = i32, sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes}}
"func.func"() <{arg_attrs = [1], function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op requires one region}}
"func.func"() <{function_type = () -> (), sym_name = "f"}> : () -> ()

// -----

// expected-error @+1 {{'func.func' op requires zero results}}
%0 = "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> i32

// -----

// A declaration (no block) must not be public.
// expected-error @+1 {{'func.func' op symbol declaration cannot have public visibility}}
"func.func"() <{function_type = (i32) -> i32, sym_name = "decl"}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op symbol declaration cannot have public visibility}}
"func.func"() <{function_type = () -> (), sym_name = "decl", sym_visibility = "public"}> ({
}) : () -> ()

// -----

// The symbol rules come before the attribute arrays.
// expected-error @+1 {{'func.func' op symbol declaration cannot have public visibility}}
"func.func"() <{arg_attrs = [{}, {}], function_type = (i32) -> i32, sym_name = "decl"}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op visibility expected to be one of ["public", "private", "nested"], but got "bogus"}}
"func.func"() <{arg_attrs = [{}, {}], function_type = (i32) -> (), sym_name = "f", sym_visibility = "bogus"}> ({
^bb0(%a: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// `func.func` is not a symbol table.
"func.func"() <{function_type = () -> (), sym_name = "outer"}> ({
  // expected-error @+1 {{'func.func' op symbol's parent must have the SymbolTable trait}}
  "func.func"() <{function_type = () -> (), sym_name = "inner"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 2, but expected 1}}
"func.func"() <{arg_attrs = [{}, {}], function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 0, but expected 1}}
"func.func"() <{arg_attrs = [], function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Argument attributes come before result attributes.
// expected-error @+1 {{'func.func' op arguments may only have dialect attributes}}
"func.func"() <{arg_attrs = [{a = 1}], function_type = (i32) -> i32, res_attrs = [{}, {}], sym_name = "f"}> ({
^bb0(%a: i32):
  "func.return"(%a) : (i32) -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op expects result attribute array to have the same number of elements as the number of function results, got 2, but expected 1}}
"func.func"() <{function_type = (i32) -> i32, res_attrs = [{}, {}], sym_name = "f"}> ({
^bb0(%a: i32):
  "func.return"(%a) : (i32) -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op results may only have dialect attributes}}
"func.func"() <{function_type = (i32) -> i32, res_attrs = [{a = 1}], sym_name = "f"}> ({
^bb0(%a: i32):
  "func.return"(%a) : (i32) -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32, %b: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// The entry block is checked before the ops in it.
// expected-error @+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
"func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op type of entry block argument #1('i32') must match the type of the corresponding argument in function signature('f32')}}
"func.func"() <{function_type = (i32, f32) -> (), sym_name = "f"}> ({
^bb0(%a: i32, %b: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// The body is isolated from above.
%0 = "test.value"() : () -> i32
// expected-note @+1 {{required by region isolation constraints}}
"func.func"() <{function_type = () -> i32, sym_name = "f"}> ({
  // expected-error @+1 {{'func.return' op using value defined outside the region}}
  "func.return"(%0) : (i32) -> ()
}) : () -> ()

// -----

// expected-note @+1 {{see existing symbol definition here}}
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> ()
// expected-error @+1 {{redefinition of symbol named 'f'}}
"func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "private"}> ({
}) : () -> ()

// -----

// Passing: private and nested declarations, dialect attributes on
// arguments and results, `no_inline`, several blocks.
"func.func"() <{function_type = (i32) -> f32, sym_name = "ext", sym_visibility = "private"}> ({
}) : () -> ()
"func.func"() <{arg_attrs = [{t.a}, {}], function_type = (i32, f32) -> f32, no_inline, res_attrs = [{t.b = 1 : i32}], sym_name = "f", sym_visibility = "nested"}> ({
^bb0(%a: i32, %b: f32):
  "test.br"()[^bb1] : () -> ()
^bb1:
  "func.return"(%b) : (f32) -> ()
}) : () -> ()

// -----

// Attribute checks, in mlir-opt's order: an attribute written in the
// dictionary that its property cannot store is reported first (by name),
// then missing required attributes (by name), then the constraints (in
// declaration order).

// expected-error @+1 {{'func.func' op attribute 'res_attrs' failed to satisfy constraint: Array of dictionary attributes}}
"func.func"() ({}) {sym_name = "f", res_attrs = 5 : i32} : () -> ()

// -----

// expected-error @+1 {{'func.func' op attribute 'sym_visibility' failed to satisfy constraint: string attribute}}
"func.func"() ({}) {function_type = () -> (), sym_visibility = 5 : i32} : () -> ()

// -----

// expected-error @+1 {{'func.func' op requires attribute 'sym_name'}}
"func.func"() <{function_type = i32}> ({}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type}}
"func.func"() <{function_type = i32, sym_name = "f", arg_attrs = [4 : i32]}> ({}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes}}
"func.func"() <{function_type = () -> (), sym_name = "f", arg_attrs = [4 : i32], res_attrs = [5]}> ({}) : () -> ()
