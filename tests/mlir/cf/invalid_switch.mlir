// RUN: mlir-rs-opt --verify-diagnostics --split-input-file %s

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
  // expected-error @+1 {{'cf.switch' op operand #0 must be integer, but got 'index'}}
  "cf.switch"(%x)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (index) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Nor a float.
"func.func"() <{function_type = (f32) -> (), sym_name = "switch_float"}> ({
^bb0(%x: f32):
  // expected-error @+1 {{'cf.switch' op operand #0 must be integer, but got 'f32'}}
  "cf.switch"(%x)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (f32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// No case_operand_segments.
"func.func"() <{function_type = (i32) -> (), sym_name = "switch_no_segments"}> ({
^bb0(%x: i32):
  // expected-error @+1 {{'cf.switch' op requires attribute 'case_operand_segments'}}
  "cf.switch"(%x)[^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// case_operand_segments of i64, as a property.
"func.func"() <{function_type = (i32) -> (), sym_name = "switch_i64_segments"}> ({
^bb0(%x: i32):
  // expected-error @+1 {{invalid properties {case_operand_segments = array<i64: 0>, case_values = dense<1> : tensor<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>} for op cf.switch: Invalid attribute `case_operand_segments` in property conversion: array<i64: 0>}}
  "cf.switch"(%x)[^bb1, ^bb1] <{case_values = dense<[1]> : tensor<1xi32>, case_operand_segments = array<i64: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// case_operand_segments as an array of integers, in the attribute
// dictionary.
"func.func"() <{function_type = (i32) -> (), sym_name = "switch_array_segments"}> ({
^bb0(%x: i32):
  // expected-error @+1 {{'cf.switch' op attribute 'case_operand_segments' failed to satisfy constraint: i32 dense array attribute}}
  "cf.switch"(%x)[^bb1, ^bb1] {case_values = dense<1> : tensor<1xi32>, case_operand_segments = [0], operandSegmentSizes = array<i32: 1, 0, 0>} : (i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Float case values, as a property.
"func.func"() <{function_type = (i32) -> (), sym_name = "switch_float_values"}> ({
^bb0(%x: i32):
  // expected-error @+1 {{invalid properties {case_operand_segments = array<i32: 0>, case_values = dense<1.000000e+00> : tensor<1xf32>, operandSegmentSizes = array<i32: 1, 0, 0>} for op cf.switch: Invalid attribute `case_values` in property conversion: dense<1.000000e+00> : tensor<1xf32>}}
  "cf.switch"(%x)[^bb1, ^bb1] <{case_values = dense<[1.0]> : tensor<1xf32>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Sparse case values, as a property.
"func.func"() <{function_type = (i32) -> (), sym_name = "switch_sparse_values"}> ({
^bb0(%x: i32):
  // expected-error @+1 {{invalid properties {case_operand_segments = array<i32: 0>, case_values = sparse<0, 1> : tensor<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>} for op cf.switch: Invalid attribute `case_values` in property conversion: sparse<0, 1> : tensor<1xi32>}}
  "cf.switch"(%x)[^bb1, ^bb1] <{case_values = sparse<[[0]], [1]> : tensor<1xi32>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Case values as a dense array, as a property.
"func.func"() <{function_type = (i32) -> (), sym_name = "switch_array_values"}> ({
^bb0(%x: i32):
  // expected-error @+1 {{invalid properties {case_operand_segments = array<i32: 0>, case_values = array<i32: 1>, operandSegmentSizes = array<i32: 1, 0, 0>} for op cf.switch: Invalid attribute `case_values` in property conversion: array<i32: 1>}}
  "cf.switch"(%x)[^bb1, ^bb1] <{case_values = array<i32: 1>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Case values as an array of integers, in the attribute dictionary.
"func.func"() <{function_type = (i32) -> (), sym_name = "switch_list_values"}> ({
^bb0(%x: i32):
  // expected-error @+1 {{'cf.switch' op attribute 'case_values' failed to satisfy constraint: integer elements attribute}}
  "cf.switch"(%x)[^bb1, ^bb1] {case_values = [1], case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>} : (i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Case operand segments that do not add up to the case operands.
"func.func"() <{function_type = (i32) -> (), sym_name = "switch_segments_sum"}> ({
^bb0(%x: i32):
  // expected-error @+1 {{'cf.switch' op caseOperands count (1) does not match with the total size (0) specified in attribute 'case_operand_segments'}}
  "cf.switch"(%x, %x)[^bb1, ^bb1] <{case_values = dense<[1]> : tensor<1xi32>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A segment for operands that are the default destination's.
"func.func"() <{function_type = (i32) -> (), sym_name = "switch_segments_default"}> ({
^bb0(%x: i32):
  // expected-error @+1 {{'cf.switch' op caseOperands count (0) does not match with the total size (1) specified in attribute 'case_operand_segments'}}
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
  // expected-error @+1 {{'cf.switch' op 'case_operand_segments' attribute cannot have negative elements}}
  "cf.switch"(%x, %x)[^bb1, ^bb1] <{case_values = dense<[1]> : tensor<1xi32>, case_operand_segments = array<i32: -1, 2>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// operandSegmentSizes that do not add up to the operands.
"func.func"() <{function_type = (i32) -> (), sym_name = "switch_operand_segments"}> ({
^bb0(%x: i32):
  // expected-error @+1 {{'cf.switch' op operand count (2) does not match with the total size (3) specified in attribute 'operandSegmentSizes'}}
  "cf.switch"(%x, %x)[^bb1, ^bb1] <{case_values = dense<[1]> : vector<1xi32>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// No successor at all.
"func.func"() <{function_type = (i32) -> (), sym_name = "switch_no_successor"}> ({
^bb0(%x: i32):
  // expected-error @+1 {{'cf.switch' op requires at least 1 successors but found 0}}
  "cf.switch"(%x) <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
}) : () -> ()

// -----

// The default destination's operand count.
"func.func"() <{function_type = (i32) -> (), sym_name = "switch_default_count"}> ({
^bb0(%x: i32):
  // expected-error @+1 {{branch has 0 operands for successor #0, but target block has 1}}
  "cf.switch"(%x)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1(%a: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// The second case destination's operand count.
"func.func"() <{function_type = (i32) -> (), sym_name = "switch_case_count"}> ({
^bb0(%x: i32):
  // expected-error @+1 {{branch has 1 operands for successor #2, but target block has 0}}
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
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #1}}
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
  // expected-error @+1 {{'cf.switch' op 'flag' type ('i32') should match case value type ('i64')}}
  "cf.switch"(%x)[^bb1, ^bb1] <{case_values = dense<[1]> : tensor<1xi64>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Case values of i1 for an i32 flag.
"func.func"() <{function_type = (i32) -> (), sym_name = "switch_bool_values"}> ({
^bb0(%x: i32):
  // expected-error @+1 {{'cf.switch' op 'flag' type ('i32') should match case value type ('i1')}}
  "cf.switch"(%x)[^bb1, ^bb1] <{case_values = dense<true> : tensor<1xi1>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Case values of index.
"func.func"() <{function_type = (i64) -> (), sym_name = "switch_index_values"}> ({
^bb0(%x: i64):
  // expected-error @+1 {{'cf.switch' op 'flag' type ('i64') should match case value type ('index')}}
  "cf.switch"(%x)[^bb1, ^bb1] <{case_values = dense<1> : vector<1xindex>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i64) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Signed case values for a signless flag.
"func.func"() <{function_type = (i8) -> (), sym_name = "switch_signed_values"}> ({
^bb0(%x: i8):
  // expected-error @+1 {{'cf.switch' op 'flag' type ('i8') should match case value type ('si8')}}
  "cf.switch"(%x)[^bb1, ^bb1] <{case_values = dense<-1> : vector<1xsi8>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i8) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Empty case values of another type: the type is checked even without
// cases.
"func.func"() <{function_type = (i32) -> (), sym_name = "switch_empty_values_type"}> ({
^bb0(%x: i32):
  // expected-error @+1 {{'cf.switch' op 'flag' type ('i32') should match case value type ('i64')}}
  "cf.switch"(%x)[^bb1] <{case_values = dense<> : tensor<0xi64>, case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Fewer case values than case destinations.
"func.func"() <{function_type = (i32) -> (), sym_name = "switch_too_few_values"}> ({
^bb0(%x: i32):
  // expected-error @+1 {{'cf.switch' op number of case values (1) should match number of case destinations (2)}}
  "cf.switch"(%x)[^bb1, ^bb1, ^bb1] <{case_values = dense<[1]> : tensor<1xi32>, case_operand_segments = array<i32: 0, 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// More case values than case destinations.
"func.func"() <{function_type = (i32) -> (), sym_name = "switch_too_many_values"}> ({
^bb0(%x: i32):
  // expected-error @+1 {{'cf.switch' op number of case values (2) should match number of case destinations (1)}}
  "cf.switch"(%x)[^bb1, ^bb1] <{case_values = dense<[1, 2]> : tensor<2xi32>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Case values with only a default destination.
"func.func"() <{function_type = (i32) -> (), sym_name = "switch_values_no_cases"}> ({
^bb0(%x: i32):
  // expected-error @+1 {{'cf.switch' op number of case values (2) should match number of case destinations (0)}}
  "cf.switch"(%x)[^bb1] <{case_values = dense<[1, 2]> : vector<2xi32>, case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A 2-d splat counts all its elements.
"func.func"() <{function_type = (i32) -> (), sym_name = "switch_splat_count"}> ({
^bb0(%x: i32):
  // expected-error @+1 {{'cf.switch' op number of case values (6) should match number of case destinations (1)}}
  "cf.switch"(%x)[^bb1, ^bb1] <{case_values = dense<3> : tensor<2x3xi32>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// More segments than case destinations: the value count is what fails.
"func.func"() <{function_type = (i32) -> (), sym_name = "switch_extra_segments"}> ({
^bb0(%x: i32):
  // expected-error @+1 {{'cf.switch' op number of case values (1) should match number of case destinations (0)}}
  "cf.switch"(%x)[^bb1] <{case_values = dense<[1]> : vector<1xi32>, case_operand_segments = array<i32: 0, 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A wrong value type and a wrong successor operand count: the successor
// operands are checked first.
"func.func"() <{function_type = (i32) -> (), sym_name = "switch_operands_first"}> ({
^bb0(%x: i32):
  // expected-error @+1 {{branch has 1 operands for successor #1, but target block has 0}}
  "cf.switch"(%x, %x)[^bb1, ^bb1] <{case_values = dense<[1]> : vector<1xi64>, case_operand_segments = array<i32: 1>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A wrong flag type and a wrong segment sum: the operand types are
// checked first.
"func.func"() <{function_type = (index) -> (), sym_name = "switch_flag_first"}> ({
^bb0(%x: index):
  // expected-error @+1 {{'cf.switch' op operand #0 must be integer, but got 'index'}}
  "cf.switch"(%x, %x)[^bb1, ^bb1] <{case_values = dense<[1]> : vector<1xi64>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (index, index) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()
