// RUN: mlir-rs-opt --verify-diagnostics --split-input-file %s

// cf.cond_br errors: the condition's type, the operand segments
// (operandSegmentSizes: sum, negative sizes, conversion), the successor
// count, the operands forwarded to each successor (BranchOpInterface), the
// branch weights (WeightedBranchOpInterface: one per successor, not all
// zero; conversion and constraint of `branch_weights`), and which error
// comes first when several apply.

// The condition must be an i1.
"func.func"() <{function_type = (i32) -> (), sym_name = "cond_i32"}> ({
^bb0(%x: i32):
  // expected-error @+1 {{'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.cond_br"(%x)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A forwarded operand in the condition's place.
"func.func"() <{function_type = (i1, f32) -> (), sym_name = "cond_in_wrong_group"}> ({
^bb0(%c: i1, %f: f32):
  // expected-error @+1 {{'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'f32'}}
  "cf.cond_br"(%f, %c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (f32, i1) -> ()
^bb1(%a: i1):
  "func.return"() : () -> ()
^bb2:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// No operand at all.
"func.func"() <{function_type = () -> (), sym_name = "cond_no_operand"}> ({
  // expected-error @+1 {{'cf.cond_br' op expected 1 or more operands, but found 0}}
  "cf.cond_br"()[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Segment sizes that do not add up to the operands.
"func.func"() <{function_type = (i1) -> (), sym_name = "cond_segments_sum"}> ({
^bb0(%c: i1):
  // expected-error @+1 {{'cf.cond_br' op operand count (2) does not match with the total size (1) specified in attribute 'operandSegmentSizes'}}
  "cf.cond_br"(%c, %c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1, i1) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// No segment sizes: they count as zeros.
"func.func"() <{function_type = (i1) -> (), sym_name = "cond_segments_missing"}> ({
^bb0(%c: i1):
  // expected-error @+1 {{'cf.cond_br' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "cf.cond_br"(%c)[^bb1, ^bb1] : (i1) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A negative segment size.
"func.func"() <{function_type = (i1) -> (), sym_name = "cond_segments_negative"}> ({
^bb0(%c: i1):
  // expected-error @+1 {{'cf.cond_br' op 'operandSegmentSizes' attribute cannot have negative elements}}
  "cf.cond_br"(%c, %c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, -1, 2>}> : (i1, i1) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Two segment sizes for three groups.
"func.func"() <{function_type = (i1) -> (), sym_name = "cond_segments_short"}> ({
^bb0(%c: i1):
  // expected-error @+1 {{invalid properties {operandSegmentSizes = array<i32: 1, 0>} for op cf.cond_br: size mismatch in attribute conversion: 2 vs 3}}
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0>}> : (i1) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// One successor.
"func.func"() <{function_type = (i1) -> (), sym_name = "cond_one_successor"}> ({
^bb0(%c: i1):
  // expected-error @+1 {{'cf.cond_br' op requires 2 successors but found 1}}
  "cf.cond_br"(%c)[^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Three successors.
"func.func"() <{function_type = (i1) -> (), sym_name = "cond_three_successors"}> ({
^bb0(%c: i1):
  // expected-error @+1 {{'cf.cond_br' op requires 2 successors but found 3}}
  "cf.cond_br"(%c)[^bb1, ^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// The true destination takes no argument.
"func.func"() <{function_type = (i1, i32) -> (), sym_name = "cond_true_count"}> ({
^bb0(%c: i1, %x: i32):
  // expected-error @+1 {{branch has 1 operands for successor #0, but target block has 0}}
  "cf.cond_br"(%c, %x)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
^bb1:
  "func.return"() : () -> ()
^bb2(%y: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// The false destination's operand has the wrong type.
"func.func"() <{function_type = (i1, i32) -> (), sym_name = "cond_false_type"}> ({
^bb0(%c: i1, %x: i32):
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #1}}
  "cf.cond_br"(%c, %x, %c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i1) -> ()
^bb1(%a: i32):
  "func.return"() : () -> ()
^bb2(%b: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// The same block twice, with different operand counts.
"func.func"() <{function_type = (i1, i32) -> (), sym_name = "cond_same_block"}> ({
^bb0(%c: i1, %x: i32):
  // expected-error @+1 {{branch has 0 operands for successor #1, but target block has 1}}
  "cf.cond_br"(%c, %x)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
^bb1(%a: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Three weights for two successors.
"func.func"() <{function_type = (i1) -> (), sym_name = "cond_three_weights"}> ({
^bb0(%c: i1):
  // expected-error @+1 {{expects number of branch weights to match number of successors: 3 vs 2}}
  "cf.cond_br"(%c)[^bb1, ^bb1] <{branch_weights = array<i32: 1, 2, 3>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// One weight for two successors.
"func.func"() <{function_type = (i1) -> (), sym_name = "cond_one_weight"}> ({
^bb0(%c: i1):
  // expected-error @+1 {{expects number of branch weights to match number of successors: 1 vs 2}}
  "cf.cond_br"(%c)[^bb1, ^bb1] <{branch_weights = array<i32: 7>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// All weights zero.
"func.func"() <{function_type = (i1) -> (), sym_name = "cond_zero_weights"}> ({
^bb0(%c: i1):
  // expected-error @+1 {{branch weights cannot all be zero}}
  "cf.cond_br"(%c)[^bb1, ^bb1] <{branch_weights = array<i32: 0, 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Zero weights of the wrong count: the count is checked first.
"func.func"() <{function_type = (i1) -> (), sym_name = "cond_zero_weights_count"}> ({
^bb0(%c: i1):
  // expected-error @+1 {{expects number of branch weights to match number of successors: 3 vs 2}}
  "cf.cond_br"(%c)[^bb1, ^bb1] <{branch_weights = array<i32: 0, 0, 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Weights of i64, as a property.
"func.func"() <{function_type = (i1) -> (), sym_name = "cond_i64_weights"}> ({
^bb0(%c: i1):
  // expected-error @+1 {{invalid properties {branch_weights = array<i64: 1, 2>, operandSegmentSizes = array<i32: 1, 0, 0>} for op cf.cond_br: Invalid attribute `branch_weights` in property conversion: array<i64: 1, 2>}}
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>, branch_weights = array<i64: 1, 2>}> : (i1) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Weights as an array of integers, in the attribute dictionary.
"func.func"() <{function_type = (i1) -> (), sym_name = "cond_array_weights"}> ({
^bb0(%c: i1):
  // expected-error @+1 {{'cf.cond_br' op attribute 'branch_weights' failed to satisfy constraint: i32 dense array attribute}}
  "cf.cond_br"(%c)[^bb1, ^bb1] {branch_weights = [1, 2], operandSegmentSizes = array<i32: 1, 0, 0>} : (i1) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Wrong weights and wrong successor operands: the operands are checked
// first.
"func.func"() <{function_type = (i1) -> (), sym_name = "cond_operands_before_weights"}> ({
^bb0(%c: i1):
  // expected-error @+1 {{branch has 1 operands for successor #0, but target block has 0}}
  "cf.cond_br"(%c, %c)[^bb1, ^bb1] <{branch_weights = array<i32: 0, 0, 0>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i1) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A wrong condition and wrong successor operands: the operand types are
// checked first.
"func.func"() <{function_type = (i32) -> (), sym_name = "cond_type_before_operands"}> ({
^bb0(%x: i32):
  // expected-error @+1 {{'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.cond_br"(%x, %x)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A result.
"func.func"() <{function_type = (i1) -> (), sym_name = "cond_result"}> ({
^bb0(%c: i1):
  // expected-error @+1 {{'cf.cond_br' op requires zero results}}
  %0 = "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> i1
^bb1:
  "func.return"() : () -> ()
}) : () -> ()
