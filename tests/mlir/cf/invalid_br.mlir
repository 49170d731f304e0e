// RUN: mlir-rs-opt --verify-diagnostics --split-input-file %s

// cf.br errors: the successor count, the operands forwarded to the
// successor (count and types, checked by BranchOpInterface), results, and
// a branch that does not end its block.

// No successor.
"func.func"() <{function_type = () -> (), sym_name = "br_no_successor"}> ({
  // expected-error @+1 {{'cf.br' op requires 1 successor but found 0}}
  "cf.br"() : () -> ()
}) : () -> ()

// -----

// Two successors.
"func.func"() <{function_type = () -> (), sym_name = "br_two_successors"}> ({
  // expected-error @+1 {{'cf.br' op requires 1 successor but found 2}}
  "cf.br"()[^bb1, ^bb1] : () -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// An operand for a block without arguments.
"func.func"() <{function_type = (i32) -> (), sym_name = "br_extra_operand"}> ({
^bb0(%x: i32):
  // expected-error @+1 {{branch has 1 operands for successor #0, but target block has 0}}
  "cf.br"(%x)[^bb1] : (i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Too few operands for the block's arguments.
"func.func"() <{function_type = (i32) -> (), sym_name = "br_missing_operand"}> ({
^bb0(%x: i32):
  // expected-error @+1 {{branch has 1 operands for successor #0, but target block has 2}}
  "cf.br"(%x)[^bb1] : (i32) -> ()
^bb1(%a: i32, %b: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// The second operand has the wrong type.
"func.func"() <{function_type = (i32, f32) -> (), sym_name = "br_type_mismatch"}> ({
^bb0(%x: i32, %f: f32):
  // expected-error @+1 {{type mismatch for bb argument #1 of successor #0}}
  "cf.br"(%x, %f)[^bb1] : (i32, f32) -> ()
^bb1(%a: i32, %b: f64):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Same element type, other shape.
"func.func"() <{function_type = (tensor<4xf32>) -> (), sym_name = "br_shape_mismatch"}> ({
^bb0(%t: tensor<4xf32>):
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #0}}
  "cf.br"(%t)[^bb1] : (tensor<4xf32>) -> ()
^bb1(%a: tensor<?xf32>):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A result.
"func.func"() <{function_type = () -> (), sym_name = "br_result"}> ({
  // expected-error @+1 {{'cf.br' op requires zero results}}
  %0 = "cf.br"()[^bb1] : () -> i32
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A branch in the middle of a block.
"func.func"() <{function_type = () -> (), sym_name = "br_not_last"}> ({
  // expected-error @+1 {{operation with block successors must terminate its parent block}}
  "cf.br"()[^bb1] : () -> ()
  "func.return"() : () -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

