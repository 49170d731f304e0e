// RUN: --split-input-file
// The cases of tests/mlir/cf/invalid_{assert,br,cond_br,switch}.mlir without
// their annotations: mlir-opt's complete diagnostics (notes, locations, the
// printed ops) byte for byte. One case is left out: a cond_br without
// operandSegmentSizes, whose printed op mlir-opt shows with the sizes as
// zeros (`<{operandSegmentSizes = array<i32: 0, 0, 0>}>`), which mlir-rs
// does not print yet.

// cf.assert errors: the operand's type and count, the `msg` attribute
// (missing; not a string, as a property, a parse-time conversion error, or
// in the attribute dictionary, a parse-time constraint error), results.

// The condition must be an i1.
"func.func"() <{function_type = (i32) -> (), sym_name = "assert_i32"}> ({
^bb0(%x: i32):
  "cf.assert"(%x) <{msg = "m"}> : (i32) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A vector of i1 is not an i1.
"func.func"() <{function_type = (vector<2xi1>) -> (), sym_name = "assert_vector"}> ({
^bb0(%x: vector<2xi1>):
  "cf.assert"(%x) <{msg = "m"}> : (vector<2xi1>) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

// No message.
"func.func"() <{function_type = (i1) -> (), sym_name = "assert_no_msg"}> ({
^bb0(%c: i1):
  "cf.assert"(%c) : (i1) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A message that is not a string, as a property.
"func.func"() <{function_type = (i1) -> (), sym_name = "assert_int_msg"}> ({
^bb0(%c: i1):
  "cf.assert"(%c) <{msg = 3 : i32}> : (i1) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A message that is not a string, in the attribute dictionary.
"func.func"() <{function_type = (i1) -> (), sym_name = "assert_symbol_msg"}> ({
^bb0(%c: i1):
  "cf.assert"(%c) {msg = @sym} : (i1) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Two operands.
"func.func"() <{function_type = (i1) -> (), sym_name = "assert_two_operands"}> ({
^bb0(%c: i1):
  "cf.assert"(%c, %c) <{msg = "m"}> : (i1, i1) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

// No operand (the count is checked before the message).
"func.func"() <{function_type = () -> (), sym_name = "assert_no_operand"}> ({
  "cf.assert"() : () -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A result.
"func.func"() <{function_type = (i1) -> (), sym_name = "assert_result"}> ({
^bb0(%c: i1):
  %0 = "cf.assert"(%c) <{msg = "m"}> : (i1) -> i1
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A region.
"func.func"() <{function_type = (i1) -> (), sym_name = "assert_region"}> ({
^bb0(%c: i1):
  "cf.assert"(%c) <{msg = "m"}> ({
  }) : (i1) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

// cf.br errors: the successor count, the operands forwarded to the
// successor (count and types, checked by BranchOpInterface), results, and
// a branch that does not end its block.

// No successor.
"func.func"() <{function_type = () -> (), sym_name = "br_no_successor"}> ({
  "cf.br"() : () -> ()
}) : () -> ()

// -----

// Two successors.
"func.func"() <{function_type = () -> (), sym_name = "br_two_successors"}> ({
  "cf.br"()[^bb1, ^bb1] : () -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// An operand for a block without arguments.
"func.func"() <{function_type = (i32) -> (), sym_name = "br_extra_operand"}> ({
^bb0(%x: i32):
  "cf.br"(%x)[^bb1] : (i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Too few operands for the block's arguments.
"func.func"() <{function_type = (i32) -> (), sym_name = "br_missing_operand"}> ({
^bb0(%x: i32):
  "cf.br"(%x)[^bb1] : (i32) -> ()
^bb1(%a: i32, %b: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// The second operand has the wrong type.
"func.func"() <{function_type = (i32, f32) -> (), sym_name = "br_type_mismatch"}> ({
^bb0(%x: i32, %f: f32):
  "cf.br"(%x, %f)[^bb1] : (i32, f32) -> ()
^bb1(%a: i32, %b: f64):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Same element type, other shape.
"func.func"() <{function_type = (tensor<4xf32>) -> (), sym_name = "br_shape_mismatch"}> ({
^bb0(%t: tensor<4xf32>):
  "cf.br"(%t)[^bb1] : (tensor<4xf32>) -> ()
^bb1(%a: tensor<?xf32>):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A result.
"func.func"() <{function_type = () -> (), sym_name = "br_result"}> ({
  %0 = "cf.br"()[^bb1] : () -> i32
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A branch in the middle of a block.
"func.func"() <{function_type = () -> (), sym_name = "br_not_last"}> ({
  "cf.br"()[^bb1] : () -> ()
  "func.return"() : () -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// cf.cond_br errors: the condition's type, the operand segments
// (operandSegmentSizes: sum, negative sizes, conversion), the successor
// count, the operands forwarded to each successor (BranchOpInterface), the
// branch weights (WeightedBranchOpInterface: one per successor, not all
// zero; conversion and constraint of `branch_weights`), and which error
// comes first when several apply.

// The condition must be an i1.
"func.func"() <{function_type = (i32) -> (), sym_name = "cond_i32"}> ({
^bb0(%x: i32):
  "cf.cond_br"(%x)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A forwarded operand in the condition's place.
"func.func"() <{function_type = (i1, f32) -> (), sym_name = "cond_in_wrong_group"}> ({
^bb0(%c: i1, %f: f32):
  "cf.cond_br"(%f, %c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (f32, i1) -> ()
^bb1(%a: i1):
  "func.return"() : () -> ()
^bb2:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// No operand at all.
"func.func"() <{function_type = () -> (), sym_name = "cond_no_operand"}> ({
  "cf.cond_br"()[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Segment sizes that do not add up to the operands.
"func.func"() <{function_type = (i1) -> (), sym_name = "cond_segments_sum"}> ({
^bb0(%c: i1):
  "cf.cond_br"(%c, %c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1, i1) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A negative segment size.
"func.func"() <{function_type = (i1) -> (), sym_name = "cond_segments_negative"}> ({
^bb0(%c: i1):
  "cf.cond_br"(%c, %c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, -1, 2>}> : (i1, i1) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Two segment sizes for three groups.
"func.func"() <{function_type = (i1) -> (), sym_name = "cond_segments_short"}> ({
^bb0(%c: i1):
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0>}> : (i1) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// One successor.
"func.func"() <{function_type = (i1) -> (), sym_name = "cond_one_successor"}> ({
^bb0(%c: i1):
  "cf.cond_br"(%c)[^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Three successors.
"func.func"() <{function_type = (i1) -> (), sym_name = "cond_three_successors"}> ({
^bb0(%c: i1):
  "cf.cond_br"(%c)[^bb1, ^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// The true destination takes no argument.
"func.func"() <{function_type = (i1, i32) -> (), sym_name = "cond_true_count"}> ({
^bb0(%c: i1, %x: i32):
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
  "cf.cond_br"(%c, %x)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
^bb1(%a: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Three weights for two successors.
"func.func"() <{function_type = (i1) -> (), sym_name = "cond_three_weights"}> ({
^bb0(%c: i1):
  "cf.cond_br"(%c)[^bb1, ^bb1] <{branch_weights = array<i32: 1, 2, 3>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// One weight for two successors.
"func.func"() <{function_type = (i1) -> (), sym_name = "cond_one_weight"}> ({
^bb0(%c: i1):
  "cf.cond_br"(%c)[^bb1, ^bb1] <{branch_weights = array<i32: 7>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// All weights zero.
"func.func"() <{function_type = (i1) -> (), sym_name = "cond_zero_weights"}> ({
^bb0(%c: i1):
  "cf.cond_br"(%c)[^bb1, ^bb1] <{branch_weights = array<i32: 0, 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Zero weights of the wrong count: the count is checked first.
"func.func"() <{function_type = (i1) -> (), sym_name = "cond_zero_weights_count"}> ({
^bb0(%c: i1):
  "cf.cond_br"(%c)[^bb1, ^bb1] <{branch_weights = array<i32: 0, 0, 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Weights of i64, as a property.
"func.func"() <{function_type = (i1) -> (), sym_name = "cond_i64_weights"}> ({
^bb0(%c: i1):
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>, branch_weights = array<i64: 1, 2>}> : (i1) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Weights as an array of integers, in the attribute dictionary.
"func.func"() <{function_type = (i1) -> (), sym_name = "cond_array_weights"}> ({
^bb0(%c: i1):
  "cf.cond_br"(%c)[^bb1, ^bb1] {branch_weights = [1, 2], operandSegmentSizes = array<i32: 1, 0, 0>} : (i1) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Wrong weights and wrong successor operands: the operands are checked
// first.
"func.func"() <{function_type = (i1) -> (), sym_name = "cond_operands_before_weights"}> ({
^bb0(%c: i1):
  "cf.cond_br"(%c, %c)[^bb1, ^bb1] <{branch_weights = array<i32: 0, 0, 0>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i1) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A wrong condition and wrong successor operands: the operand types are
// checked first.
"func.func"() <{function_type = (i32) -> (), sym_name = "cond_type_before_operands"}> ({
^bb0(%x: i32):
  "cf.cond_br"(%x, %x)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A result.
"func.func"() <{function_type = (i1) -> (), sym_name = "cond_result"}> ({
^bb0(%c: i1):
  %0 = "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> i1
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// cf.switch errors: the flag's type; the attributes (`case_operand_segments`
// missing, not an i32 dense array; `case_values` not integer elements, as a
// property or in the attribute dictionary); the case operand segments
// (sum, negative sizes); the successor count; the operands forwarded to the
// default and case destinations (BranchOpInterface); the op's own
// verifier (case value type against the flag, case value count against the
// case destinations); and which error comes first when several apply.

// The flag must be an integer, not an index.
"func.func"() <{function_type = (index) -> (), sym_name = "switch_index"}> ({
^bb0(%x: index):
  "cf.switch"(%x)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (index) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Nor a float.
"func.func"() <{function_type = (f32) -> (), sym_name = "switch_float"}> ({
^bb0(%x: f32):
  "cf.switch"(%x)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (f32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// No case_operand_segments.
"func.func"() <{function_type = (i32) -> (), sym_name = "switch_no_segments"}> ({
^bb0(%x: i32):
  "cf.switch"(%x)[^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// case_operand_segments of i64, as a property.
"func.func"() <{function_type = (i32) -> (), sym_name = "switch_i64_segments"}> ({
^bb0(%x: i32):
  "cf.switch"(%x)[^bb1, ^bb1] <{case_values = dense<[1]> : tensor<1xi32>, case_operand_segments = array<i64: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// case_operand_segments as an array of integers, in the attribute
// dictionary.
"func.func"() <{function_type = (i32) -> (), sym_name = "switch_array_segments"}> ({
^bb0(%x: i32):
  "cf.switch"(%x)[^bb1, ^bb1] {case_values = dense<1> : tensor<1xi32>, case_operand_segments = [0], operandSegmentSizes = array<i32: 1, 0, 0>} : (i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Float case values, as a property.
"func.func"() <{function_type = (i32) -> (), sym_name = "switch_float_values"}> ({
^bb0(%x: i32):
  "cf.switch"(%x)[^bb1, ^bb1] <{case_values = dense<[1.0]> : tensor<1xf32>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Sparse case values, as a property.
"func.func"() <{function_type = (i32) -> (), sym_name = "switch_sparse_values"}> ({
^bb0(%x: i32):
  "cf.switch"(%x)[^bb1, ^bb1] <{case_values = sparse<[[0]], [1]> : tensor<1xi32>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Case values as a dense array, as a property.
"func.func"() <{function_type = (i32) -> (), sym_name = "switch_array_values"}> ({
^bb0(%x: i32):
  "cf.switch"(%x)[^bb1, ^bb1] <{case_values = array<i32: 1>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Case values as an array of integers, in the attribute dictionary.
"func.func"() <{function_type = (i32) -> (), sym_name = "switch_list_values"}> ({
^bb0(%x: i32):
  "cf.switch"(%x)[^bb1, ^bb1] {case_values = [1], case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>} : (i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Case operand segments that do not add up to the case operands.
"func.func"() <{function_type = (i32) -> (), sym_name = "switch_segments_sum"}> ({
^bb0(%x: i32):
  "cf.switch"(%x, %x)[^bb1, ^bb1] <{case_values = dense<[1]> : tensor<1xi32>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A segment for operands that are the default destination's.
"func.func"() <{function_type = (i32) -> (), sym_name = "switch_segments_default"}> ({
^bb0(%x: i32):
  "cf.switch"(%x, %x)[^bb1, ^bb2] <{case_values = dense<[1]> : vector<1xi32>, case_operand_segments = array<i32: 1>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
^bb1(%a: i32):
  "func.return"() : () -> ()
^bb2:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A negative case operand segment.
"func.func"() <{function_type = (i32) -> (), sym_name = "switch_segments_negative"}> ({
^bb0(%x: i32):
  "cf.switch"(%x, %x)[^bb1, ^bb1] <{case_values = dense<[1]> : tensor<1xi32>, case_operand_segments = array<i32: -1, 2>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// operandSegmentSizes that do not add up to the operands.
"func.func"() <{function_type = (i32) -> (), sym_name = "switch_operand_segments"}> ({
^bb0(%x: i32):
  "cf.switch"(%x, %x)[^bb1, ^bb1] <{case_values = dense<[1]> : vector<1xi32>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// No successor at all.
"func.func"() <{function_type = (i32) -> (), sym_name = "switch_no_successor"}> ({
^bb0(%x: i32):
  "cf.switch"(%x) <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
}) : () -> ()

// -----

// The default destination's operand count.
"func.func"() <{function_type = (i32) -> (), sym_name = "switch_default_count"}> ({
^bb0(%x: i32):
  "cf.switch"(%x)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1(%a: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// The second case destination's operand count.
"func.func"() <{function_type = (i32) -> (), sym_name = "switch_case_count"}> ({
^bb0(%x: i32):
  "cf.switch"(%x, %x, %x, %x)[^bb1, ^bb1, ^bb2] <{case_values = dense<[1, 2]> : vector<2xi32>, case_operand_segments = array<i32: 1, 1>, operandSegmentSizes = array<i32: 1, 1, 2>}> : (i32, i32, i32, i32) -> ()
^bb1(%a: i32):
  "func.return"() : () -> ()
^bb2:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A case destination's operand type.
"func.func"() <{function_type = (i32, i64) -> (), sym_name = "switch_case_type"}> ({
^bb0(%x: i32, %y: i64):
  "cf.switch"(%x, %y)[^bb1, ^bb2] <{case_values = dense<[5]> : vector<1xi32>, case_operand_segments = array<i32: 1>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i64) -> ()
^bb1:
  "func.return"() : () -> ()
^bb2(%a: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Case values of another integer type than the flag.
"func.func"() <{function_type = (i32) -> (), sym_name = "switch_value_type"}> ({
^bb0(%x: i32):
  "cf.switch"(%x)[^bb1, ^bb1] <{case_values = dense<[1]> : tensor<1xi64>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Case values of i1 for an i32 flag.
"func.func"() <{function_type = (i32) -> (), sym_name = "switch_bool_values"}> ({
^bb0(%x: i32):
  "cf.switch"(%x)[^bb1, ^bb1] <{case_values = dense<true> : tensor<1xi1>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Case values of index.
"func.func"() <{function_type = (i64) -> (), sym_name = "switch_index_values"}> ({
^bb0(%x: i64):
  "cf.switch"(%x)[^bb1, ^bb1] <{case_values = dense<1> : vector<1xindex>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i64) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Signed case values for a signless flag.
"func.func"() <{function_type = (i8) -> (), sym_name = "switch_signed_values"}> ({
^bb0(%x: i8):
  "cf.switch"(%x)[^bb1, ^bb1] <{case_values = dense<-1> : vector<1xsi8>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i8) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Empty case values of another type: the type is checked even without
// cases.
"func.func"() <{function_type = (i32) -> (), sym_name = "switch_empty_values_type"}> ({
^bb0(%x: i32):
  "cf.switch"(%x)[^bb1] <{case_values = dense<> : tensor<0xi64>, case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Fewer case values than case destinations.
"func.func"() <{function_type = (i32) -> (), sym_name = "switch_too_few_values"}> ({
^bb0(%x: i32):
  "cf.switch"(%x)[^bb1, ^bb1, ^bb1] <{case_values = dense<[1]> : tensor<1xi32>, case_operand_segments = array<i32: 0, 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// More case values than case destinations.
"func.func"() <{function_type = (i32) -> (), sym_name = "switch_too_many_values"}> ({
^bb0(%x: i32):
  "cf.switch"(%x)[^bb1, ^bb1] <{case_values = dense<[1, 2]> : tensor<2xi32>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Case values with only a default destination.
"func.func"() <{function_type = (i32) -> (), sym_name = "switch_values_no_cases"}> ({
^bb0(%x: i32):
  "cf.switch"(%x)[^bb1] <{case_values = dense<[1, 2]> : vector<2xi32>, case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A 2-d splat counts all its elements.
"func.func"() <{function_type = (i32) -> (), sym_name = "switch_splat_count"}> ({
^bb0(%x: i32):
  "cf.switch"(%x)[^bb1, ^bb1] <{case_values = dense<3> : tensor<2x3xi32>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// More segments than case destinations: the value count is what fails.
"func.func"() <{function_type = (i32) -> (), sym_name = "switch_extra_segments"}> ({
^bb0(%x: i32):
  "cf.switch"(%x)[^bb1] <{case_values = dense<[1]> : vector<1xi32>, case_operand_segments = array<i32: 0, 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A wrong value type and a wrong successor operand count: the successor
// operands are checked first.
"func.func"() <{function_type = (i32) -> (), sym_name = "switch_operands_first"}> ({
^bb0(%x: i32):
  "cf.switch"(%x, %x)[^bb1, ^bb1] <{case_values = dense<[1]> : vector<1xi64>, case_operand_segments = array<i32: 1>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A wrong flag type and a wrong segment sum: the operand types are
// checked first.
"func.func"() <{function_type = (index) -> (), sym_name = "switch_flag_first"}> ({
^bb0(%x: index):
  "cf.switch"(%x, %x)[^bb1, ^bb1] <{case_values = dense<[1]> : vector<1xi64>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (index, index) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()
