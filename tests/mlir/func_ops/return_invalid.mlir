// RUN: mlir-rs-opt --allow-unregistered-dialect --verify-diagnostics --split-input-file %s

// `func.return` in the generic form: its counts, its parent (checked
// before its place in the block), and its operands against the results of
// the enclosing function (the count with the op's name, a type with the
// plain error of mlir-opt). Every message was checked with
// `mlir-opt-22 --verify-diagnostics --split-input-file`.

// expected-error @+1 {{'func.return' op expects parent op 'func.func'}}
"func.return"() : () -> ()

// -----

"test.region"() ({
  // expected-error @+1 {{'func.return' op expects parent op 'func.func'}}
  "func.return"() : () -> ()
}) : () -> ()

// -----

// The direct parent must be the function.
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "test.region"() ({
    // expected-error @+1 {{'func.return' op expects parent op 'func.func'}}
    "func.return"() : () -> ()
  }) : () -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  // expected-error @+1 {{'func.return' op must be the last operation in the parent block}}
  "func.return"() : () -> ()
  "test.op"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  // expected-error @+1 {{'func.return' op requires zero results}}
  %0 = "func.return"() : () -> i32
}) : () -> ()

// -----

"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  // expected-error @+1 {{'func.return' op requires 0 successors but found 1}}
  "func.return"()[^bb1] : () -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = (i32) -> f32, sym_name = "f"}> ({
^bb0(%a: i32):
  // expected-error @+1 {{'func.return' op has 2 operands, but enclosing function (@f) returns 1}}
  "func.return"(%a, %a) : (i32, i32) -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = (i32) -> (f32, i32), sym_name = "two"}> ({
^bb0(%a: i32):
  // expected-error @+1 {{'func.return' op has 0 operands, but enclosing function (@two) returns 2}}
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = (i32) -> f32, sym_name = "f"}> ({
^bb0(%a: i32):
  // expected-error @+1 {{type of return operand 0 ('i32') doesn't match function result type ('f32') in function @f}}
  "func.return"(%a) : (i32) -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = (i32) -> (i32, f32), sym_name = "g"}> ({
^bb0(%a: i32):
  // expected-error @+1 {{type of return operand 1 ('i32') doesn't match function result type ('f32') in function @g}}
  "func.return"(%a, %a) : (i32, i32) -> ()
}) : () -> ()

// -----

// Every return of a function with several blocks is checked.
"func.func"() <{function_type = (i1) -> i32, sym_name = "f"}> ({
^bb0(%c: i1):
  "test.cond_br"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  %a = "test.a"() : () -> i32
  "func.return"(%a) : (i32) -> ()
^bb2:
  %b = "test.b"() : () -> i64
  // expected-error @+1 {{type of return operand 0 ('i64') doesn't match function result type ('i32') in function @f}}
  "func.return"(%b) : (i64) -> ()
}) : () -> ()

// -----

// The return is verified before the symbol uses of its function.
"func.func"() <{function_type = () -> i32, sym_name = "f"}> ({
  %0 = "func.constant"() <{value = @nope}> : () -> (() -> ())
  // expected-error @+1 {{'func.return' op has 0 operands, but enclosing function (@f) returns 1}}
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Passing: returns matching their function, discardable attributes.
"func.func"() <{function_type = (i32, f32) -> (f32, i32), sym_name = "f"}> ({
^bb0(%a: i32, %b: f32):
  "func.return"(%b, %a) {t.tag} : (f32, i32) -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "g"}> ({
  "func.return"() : () -> ()
}) : () -> ()
