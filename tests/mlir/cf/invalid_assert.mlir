// RUN: mlir-rs-opt --verify-diagnostics --split-input-file %s

// cf.assert errors: the operand's type and count, the `msg` attribute
// (missing; not a string, as a property, a parse-time conversion error, or
// in the attribute dictionary, a parse-time constraint error), results.

// The condition must be an i1.
"func.func"() <{function_type = (i32) -> (), sym_name = "assert_i32"}> ({
^bb0(%x: i32):
  // expected-error @+1 {{'cf.assert' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.assert"(%x) <{msg = "m"}> : (i32) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A vector of i1 is not an i1.
"func.func"() <{function_type = (vector<2xi1>) -> (), sym_name = "assert_vector"}> ({
^bb0(%x: vector<2xi1>):
  // expected-error @+1 {{'cf.assert' op operand #0 must be 1-bit signless integer, but got 'vector<2xi1>'}}
  "cf.assert"(%x) <{msg = "m"}> : (vector<2xi1>) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

// No message.
"func.func"() <{function_type = (i1) -> (), sym_name = "assert_no_msg"}> ({
^bb0(%c: i1):
  // expected-error @+1 {{'cf.assert' op requires attribute 'msg'}}
  "cf.assert"(%c) : (i1) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A message that is not a string, as a property.
"func.func"() <{function_type = (i1) -> (), sym_name = "assert_int_msg"}> ({
^bb0(%c: i1):
  // expected-error @+1 {{invalid properties {msg = 3 : i32} for op cf.assert: Invalid attribute `msg` in property conversion: 3 : i32}}
  "cf.assert"(%c) <{msg = 3 : i32}> : (i1) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A message that is not a string, in the attribute dictionary.
"func.func"() <{function_type = (i1) -> (), sym_name = "assert_symbol_msg"}> ({
^bb0(%c: i1):
  // expected-error @+1 {{'cf.assert' op attribute 'msg' failed to satisfy constraint: string attribute}}
  "cf.assert"(%c) {msg = @sym} : (i1) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Two operands.
"func.func"() <{function_type = (i1) -> (), sym_name = "assert_two_operands"}> ({
^bb0(%c: i1):
  // expected-error @+1 {{'cf.assert' op requires a single operand}}
  "cf.assert"(%c, %c) <{msg = "m"}> : (i1, i1) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

// No operand (the count is checked before the message).
"func.func"() <{function_type = () -> (), sym_name = "assert_no_operand"}> ({
  // expected-error @+1 {{'cf.assert' op requires a single operand}}
  "cf.assert"() : () -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A result.
"func.func"() <{function_type = (i1) -> (), sym_name = "assert_result"}> ({
^bb0(%c: i1):
  // expected-error @+1 {{'cf.assert' op requires zero results}}
  %0 = "cf.assert"(%c) <{msg = "m"}> : (i1) -> i1
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A region.
"func.func"() <{function_type = (i1) -> (), sym_name = "assert_region"}> ({
^bb0(%c: i1):
  // expected-error @+1 {{'cf.assert' op requires zero regions}}
  "cf.assert"(%c) <{msg = "m"}> ({
  }) : (i1) -> ()
  "func.return"() : () -> ()
}) : () -> ()
