// RUN: mlir-rs-opt --verify-diagnostics --split-input-file %s

// MLIR's reporting policy on the coretest dialect: each isolated op
// (`coretest.func`) is verified on its own and stops at its first failure,
// so sibling functions each report, while a second error in one function is
// not reported; dominance is checked only once an isolated op verifies; a
// failing isolated child stops its parent before the parent's region
// verifiers (isolation, symbol table) and before the isolated ops of any
// enclosing op still to be left. Behaviour checked against mlir-opt-22 with
// func.func, builtin.module, arith and an unregistered wrapper op.

// Two functions, one error each: both are reported.
"coretest.func"() <{sym_name = "a"}> ({
  %a = "coretest.constant"() <{value = 1 : i32}> : () -> i32
  // expected-error @+1 {{'coretest.add' op expected 2 operands, but found 1}}
  %0 = "coretest.add"(%a) : (i32) -> i32
  "coretest.return"() : () -> ()
}) : () -> ()
"coretest.func"() <{sym_name = "b"}> ({
  // expected-error @+1 {{'coretest.yield' op expects parent op 'coretest.loop'}}
  "coretest.yield"() : () -> ()
}) : () -> ()

// -----

// Two errors in one function: only the first is reported.
"coretest.func"() <{sym_name = "a"}> ({
  %a = "coretest.constant"() <{value = 1 : i32}> : () -> i32
  // expected-error @+1 {{'coretest.add' op expected 2 operands, but found 1}}
  %0 = "coretest.add"(%a) : (i32) -> i32
  %1 = "coretest.add"(%a, %a) : (i32, i32) -> i64
  "coretest.yield"() : () -> ()
}) : () -> ()

// -----

// "First" is in traversal order: an op's nested regions are verified before
// the ops that follow it in its block.
"coretest.func"() <{sym_name = "a"}> ({
  %a = "coretest.constant"() <{value = 1 : i32}> : () -> i32
  "coretest.region"() ({
    // expected-error @+1 {{'coretest.add' op requires the same type for all operands and results}}
    %0 = "coretest.add"(%a, %a) : (i32, i32) -> i64
    "coretest.return"() : () -> ()
  }) : () -> ()
  %1 = "coretest.add"(%a) : (i32) -> i32
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// Dominance is checked after the function verifies: a use before def
// earlier in the text is not reported when a later op fails.
"coretest.func"() <{sym_name = "a"}> ({
  %0 = "coretest.add"(%1, %1) : (i32, i32) -> i32
  %1 = "coretest.constant"() <{value = 1 : i32}> : () -> i32
  // expected-error @+1 {{'coretest.cast' op operand type 'i32' and result type 'f32' are cast incompatible}}
  %2 = "coretest.cast"(%1) : (i32) -> f32
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// Dominance errors in two functions: both are reported.
"coretest.func"() <{sym_name = "a"}> ({
  %0 = "coretest.add"(%1, %1) : (i32, i32) -> i32 // expected-error {{operand #0 does not dominate this use}}
  %1 = "coretest.constant"() <{value = 1 : i32}> : () -> i32 // expected-note {{operand defined here (op in the same block)}}
  "coretest.return"() : () -> ()
}) : () -> ()
"coretest.func"() <{sym_name = "b"}> ({
  %0 = "coretest.add"(%1, %1) : (i32, i32) -> i32 // expected-error {{operand #0 does not dominate this use}}
  %1 = "coretest.constant"() <{value = 2 : i32}> : () -> i32 // expected-note {{operand defined here (op in the same block)}}
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// A dominance error in one function and a trait error in the other.
"coretest.func"() <{sym_name = "a"}> ({
  %0 = "coretest.add"(%1, %1) : (i32, i32) -> i32 // expected-error {{operand #0 does not dominate this use}}
  %1 = "coretest.constant"() <{value = 1 : i32}> : () -> i32 // expected-note {{operand defined here (op in the same block)}}
  "coretest.return"() : () -> ()
}) : () -> ()
"coretest.func"() <{sym_name = "b"}> ({
  // expected-error @+1 {{'coretest.return' op must be the last operation in the parent block}}
  "coretest.return"() : () -> ()
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// A failing function stops the module before its symbol table check: the
// duplicate name is not reported.
"coretest.func"() <{sym_name = "a"}> ({
  %0 = "coretest.add"(%1, %1) : (i32, i32) -> i32 // expected-error {{operand #0 does not dominate this use}}
  %1 = "coretest.constant"() <{value = 1 : i32}> : () -> i32 // expected-note {{operand defined here (op in the same block)}}
  "coretest.return"() : () -> ()
}) : () -> ()
"coretest.func"() <{sym_name = "a"}> ({
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// A failing function inside a (non-isolated) `coretest.module` fails the
// module when it is left, which stops the enclosing `builtin.module` before
// it verifies its own functions: the error of @top is not reported.
"coretest.func"() <{sym_name = "top"}> ({
  %a = "coretest.constant"() <{value = 1 : i32}> : () -> i32
  %0 = "coretest.add"(%a) : (i32) -> i32
  "coretest.return"() : () -> ()
}) : () -> ()
"coretest.module"() <{sym_name = "m"}> ({
  "coretest.func"() <{sym_name = "in_module"}> ({
    // expected-error @+1 {{'coretest.yield' op expects parent op 'coretest.loop'}}
    "coretest.yield"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// The isolated ops directly in a body are verified when its op is left,
// after the rest of the body: an error later in the body hides the nested
// function's errors (mlir-opt: a func.func nested in a func.func, both
// failing, reports only the outer body's error).
"coretest.func"() <{sym_name = "outer"}> ({
  "coretest.func"() <{sym_name = "inner"}> ({
    "coretest.yield"() : () -> ()
  }) : () -> ()
  // expected-error @+1 {{'coretest.return' op requires zero results}}
  %0 = "coretest.return"() : () -> i32
}) : () -> ()

// -----

// Through a non-isolated `coretest.module`, the nested function is verified
// when the module is left, before the ops that follow the module.
"coretest.func"() <{sym_name = "outer"}> ({
  "coretest.module"() ({
    "coretest.func"() <{sym_name = "inner"}> ({
      // expected-error @+1 {{'coretest.yield' op expects parent op 'coretest.loop'}}
      "coretest.yield"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  %0 = "coretest.return"() : () -> i32
}) : () -> ()

// -----

// A failing nested function stops its parent before the parent's region
// verifiers: the isolation violation of @outer is not reported.
%c = "coretest.constant"() <{value = 1 : i32}> : () -> i32
"coretest.func"() <{sym_name = "outer"}> ({
  %0 = "coretest.cast"(%c) : (i32) -> i64
  "coretest.module"() ({
    "coretest.func"() <{sym_name = "inner"}> ({
      // expected-error @+1 {{'coretest.yield' op expects parent op 'coretest.loop'}}
      "coretest.yield"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// Passing chunk after failing ones: each split is verified on its own.
"coretest.func"() <{sym_name = "a"}> ({
  "coretest.return"() : () -> ()
}) : () -> ()
"coretest.func"() <{sym_name = "b"}> ({
  "coretest.call"() <{callee = @a}> : () -> ()
  "coretest.return"() : () -> ()
}) : () -> ()
