// RUN: mlir-rs-opt --allow-unregistered-dialect --verify-diagnostics --split-input-file %s

// `func.call`, `func.call_indirect` and `func.constant` in the generic
// form. The symbol uses of `func.call` and `func.constant` are checked
// after every op (by the symbol table): the callee must be a `func.func` of
// the nearest symbol table, then operand and result counts and types are
// compared, counts first. `func.call_indirect` checks the types of its
// callee against its operands, then against its results. Every message was
// checked with `mlir-opt-22 --verify-diagnostics --split-input-file`.

"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  // expected-error @+1 {{'func.call' op requires attribute 'callee'}}
  %0 = "func.call"(%a) : (i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  // expected-error @+1 {{'func.call' op requires zero regions}}
  "func.call"(%a) <{callee = @f}> ({}) : (i32) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Attribute constraints are checked with the op, before symbol uses.
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  // expected-error @+1 {{'func.call' op attribute 'res_attrs' failed to satisfy constraint: Array of dictionary attributes}}
  "func.call"() <{callee = @nope, res_attrs = [2]}> : () -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  // expected-error @+1 {{'func.call' op 'nope' does not reference a valid function}}
  %0 = "func.call"(%a) <{callee = @nope}> : (i32) -> f32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// The callee must be a `func.func`.
"test.symbol"() <{sym_name = "g"}> : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  // expected-error @+1 {{'func.call' op 'g' does not reference a valid function}}
  "func.call"() <{callee = @g}> : () -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A flat reference is looked up in the nearest symbol table only.
"func.func"() <{function_type = () -> (), sym_name = "g", sym_visibility = "private"}> ({
}) : () -> ()
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    // expected-error @+1 {{'func.call' op 'g' does not reference a valid function}}
    "func.call"() <{callee = @g}> : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = (i32) -> f32, sym_name = "g", sym_visibility = "private"}> ({
}) : () -> ()
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  // expected-error @+1 {{'func.call' op incorrect number of operands for callee}}
  %0 = "func.call"(%a, %a) <{callee = @g}> : (i32, i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = (i32, f32) -> (f32, i32), sym_name = "g", sym_visibility = "private"}> ({
}) : () -> ()
"func.func"() <{function_type = (i32, f32) -> (), sym_name = "f"}> ({
^bb0(%a: i32, %b: f32):
  // expected-error @+1 {{'func.call' op operand type mismatch: expected operand type 'f32', but provided 'i32' for operand number 1}}
  %0:2 = "func.call"(%a, %a) <{callee = @g}> : (i32, i32) -> (i32, i32)
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = (i32) -> f32, sym_name = "g", sym_visibility = "private"}> ({
}) : () -> ()
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  // expected-error @+1 {{'func.call' op incorrect number of results for callee}}
  "func.call"(%a) <{callee = @g}> : (i32) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = (i32, f32) -> (f32, i32), sym_name = "g", sym_visibility = "private"}> ({
}) : () -> ()
"func.func"() <{function_type = (i32, f32) -> (), sym_name = "f"}> ({
^bb0(%a: i32, %b: f32):
  // expected-error @+3 {{'func.call' op result type mismatch at index 1}}
  // expected-note @+2 {{      op result types: 'f32', 'f32'}}
  // expected-note @+1 {{function result types: 'f32', 'i32'}}
  %0:2 = "func.call"(%a, %b) <{callee = @g}> : (i32, f32) -> (f32, f32)
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Symbol uses directly in the module come before those nested in its
// functions; among functions, the last one's uses come first.
"func.func"() <{function_type = () -> (), sym_name = "a"}> ({
  "func.call"() <{callee = @nope1}> : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "b"}> ({
  // expected-error @+1 {{'func.call' op 'nope2' does not reference a valid function}}
  "func.call"() <{callee = @nope2}> : () -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  // expected-error @+1 {{'func.constant' op requires attribute 'value'}}
  %0 = "func.constant"() : () -> (() -> ())
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  // expected-error @+1 {{'func.constant' op requires one result}}
  %0:2 = "func.constant"() <{value = @f}> : () -> (() -> (), i32)
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  // expected-error @+1 {{'func.constant' op reference to undefined function 'nope'}}
  %0 = "func.constant"() <{value = @nope}> : () -> (() -> ())
  "func.return"() : () -> ()
}) : () -> ()

// -----

"test.symbol"() <{sym_name = "g"}> : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  // expected-error @+1 {{'func.constant' op reference to undefined function 'g'}}
  %0 = "func.constant"() <{value = @g}> : () -> (() -> ())
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  // expected-error @+1 {{'func.constant' op reference to function with mismatched type}}
  %0 = "func.constant"() <{value = @f}> : () -> ((i32) -> ())
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  // expected-error @+1 {{'func.constant' op reference to function with mismatched type}}
  %0 = "func.constant"() <{value = @f}> : () -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  // expected-error @+1 {{'func.call_indirect' op expected 1 or more operands, but found 0}}
  "func.call_indirect"() : () -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  // expected-error @+1 {{'func.call_indirect' op operand #0 must be function type, but got 'i32'}}
  "func.call_indirect"(%a, %a) : (i32, i32) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = ((i32) -> ()) -> (), sym_name = "f"}> ({
^bb0(%c: (i32) -> ()):
  // expected-error @+1 {{'func.call_indirect' op attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes}}
  "func.call_indirect"(%c) <{arg_attrs = [1]}> : ((i32) -> ()) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = ((i32) -> (), i32) -> (), sym_name = "f"}> ({
^bb0(%c: (i32) -> (), %a: i32):
  // expected-error @+1 {{'func.call_indirect' op failed to verify that callee input types match argument types}}
  "func.call_indirect"(%c, %a, %a) : ((i32) -> (), i32, i32) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Inputs are checked before results.
"func.func"() <{function_type = ((i32) -> i32, f32) -> (), sym_name = "f"}> ({
^bb0(%c: (i32) -> i32, %x: f32):
  // expected-error @+1 {{'func.call_indirect' op failed to verify that callee input types match argument types}}
  %r = "func.call_indirect"(%c, %x) : ((i32) -> i32, f32) -> f32
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = ((i32, f32) -> i32, i32, f32) -> (), sym_name = "f"}> ({
^bb0(%c: (i32, f32) -> i32, %a: i32, %b: f32):
  // expected-error @+1 {{'func.call_indirect' op failed to verify that callee result types match result types}}
  %r = "func.call_indirect"(%c, %a, %b) : ((i32, f32) -> i32, i32, f32) -> f32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Passing: direct calls (recursive, to a declaration), a constant, an
// indirect call through it, a call in a named module, attribute arrays
// whose sizes calls do not check.
"func.func"() <{function_type = (i32) -> f32, sym_name = "ext", sym_visibility = "private"}> ({
}) : () -> ()
"func.func"() <{function_type = (i32) -> f32, sym_name = "f"}> ({
^bb0(%a: i32):
  %0 = "func.call"(%a) <{callee = @ext}> : (i32) -> f32
  %1 = "func.call"(%a) <{arg_attrs = [{}, {}], callee = @f, no_inline, res_attrs = [{t.a}]}> : (i32) -> f32
  %2 = "func.constant"() <{value = @f}> : () -> ((i32) -> f32)
  %3 = "func.call_indirect"(%2, %a) <{res_attrs = [{}, {}]}> : ((i32) -> f32, i32) -> f32
  "func.return"(%3) : (f32) -> ()
}) : () -> ()
"builtin.module"() <{sym_name = "m"}> ({
  "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
    "func.call"() <{callee = @g}> : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
