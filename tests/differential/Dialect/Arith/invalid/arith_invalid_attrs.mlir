// RUN: --split-input-file
// The cases of tests/mlir/arith/invalid_attrs.mlir without their annotations: mlir-opt's
// complete diagnostics (notes, locations, the printed ops) byte for byte.

// Attribute errors of arith ops found by the verifier: arith.constant
// value/result type mismatches, non-signless integer results, values of the
// wrong kind, missing values; cmpi/cmpf missing predicates; inherent
// attributes of the wrong kind or out of range given in the discardable
// dictionary `{...}` (which the parser accepts and the verifier rejects,
// unlike `<{...}>`, see invalid_properties.mlir); and the order of checks
// when an attribute and an operand type are both wrong.

// constant whose value type differs from the result type.
"func.func"() <{function_type = () -> (), sym_name = "const_mismatch"}> ({
  %0 = "arith.constant"() <{value = 1 : i32}> : () -> i64
  "func.return"() : () -> ()
}) : () -> ()

// -----

// constant with a float value for an integer result.
"func.func"() <{function_type = () -> (), sym_name = "const_float_for_int"}> ({
  %0 = "arith.constant"() <{value = 1.0 : f32}> : () -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// constant with a dense value of another shape than the result.
"func.func"() <{function_type = () -> (), sym_name = "const_dense_shape"}> ({
  %0 = "arith.constant"() <{value = dense<0> : vector<4xi32>}> : () -> vector<8xi32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

// constant with a dense value whose element type differs.
"func.func"() <{function_type = () -> (), sym_name = "const_dense_elt"}> ({
  %0 = "arith.constant"() <{value = dense<0.0> : tensor<2xf32>}> : () -> tensor<2xf64>
  "func.return"() : () -> ()
}) : () -> ()

// -----

// constant of an unsigned integer type (must be signless).
"func.func"() <{function_type = () -> (), sym_name = "const_unsigned"}> ({
  %0 = "arith.constant"() <{value = 1 : ui32}> : () -> ui32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// constant of a signed integer type.
"func.func"() <{function_type = () -> (), sym_name = "const_signed"}> ({
  %0 = "arith.constant"() <{value = -1 : si8}> : () -> si8
  "func.return"() : () -> ()
}) : () -> ()

// -----

// constant with a string value: typed (a TypedAttr) but not a number or elements.
"func.func"() <{function_type = () -> (), sym_name = "const_string"}> ({
  %0 = "arith.constant"() <{value = "text"}> : () -> none
  "func.return"() : () -> ()
}) : () -> ()

// -----

// constant with a unit value: not a TypedAttr at all (given in the attribute dictionary,
// so this is a verify-time error).
"func.func"() <{function_type = () -> (), sym_name = "const_unit"}> ({
  %0 = "arith.constant"() {value = unit} : () -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// constant without its value.
"func.func"() <{function_type = () -> (), sym_name = "const_no_value"}> ({
  %0 = "arith.constant"() : () -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// constant with an operand.
"func.func"() <{function_type = (i32) -> (), sym_name = "const_operand"}> ({
^bb0(%a: i32):
  %0 = "arith.constant"(%a) <{value = 1 : i32}> : (i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A non-splat dense constant of a scalable vector type.
"func.func"() <{function_type = () -> (), sym_name = "const_scalable"}> ({
  %0 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : vector<[4]xi32>}> : () -> vector<[4]xi32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

// cmpi without a predicate.
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "cmpi_no_predicate"}> ({
^bb0(%a: i32, %b: i32):
  %0 = "arith.cmpi"(%a, %b) : (i32, i32) -> i1
  "func.return"() : () -> ()
}) : () -> ()

// -----

// cmpf without a predicate (fastmath alone is not enough).
"func.func"() <{function_type = (f32, f32) -> (), sym_name = "cmpf_no_predicate"}> ({
^bb0(%a: f32, %b: f32):
  %0 = "arith.cmpf"(%a, %b) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> i1
  "func.return"() : () -> ()
}) : () -> ()

// -----

// cmpi predicate out of range, given in the attribute dictionary (verify-time).
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "cmpi_predicate_10"}> ({
^bb0(%a: i32, %b: i32):
  %0 = "arith.cmpi"(%a, %b) {predicate = 10 : i64} : (i32, i32) -> i1
  "func.return"() : () -> ()
}) : () -> ()

// -----

// cmpi predicate of the wrong integer width, in the attribute dictionary.
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "cmpi_predicate_i32"}> ({
^bb0(%a: i32, %b: i32):
  %0 = "arith.cmpi"(%a, %b) {predicate = 2 : i32} : (i32, i32) -> i1
  "func.return"() : () -> ()
}) : () -> ()

// -----

// cmpi predicate given as a string, in the attribute dictionary.
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "cmpi_predicate_string"}> ({
^bb0(%a: i32, %b: i32):
  %0 = "arith.cmpi"(%a, %b) {predicate = "slt"} : (i32, i32) -> i1
  "func.return"() : () -> ()
}) : () -> ()

// -----

// cmpf predicate out of range (16), in the attribute dictionary.
"func.func"() <{function_type = (f32, f32) -> (), sym_name = "cmpf_predicate_16"}> ({
^bb0(%a: f32, %b: f32):
  %0 = "arith.cmpf"(%a, %b) {predicate = 16 : i64} : (f32, f32) -> i1
  "func.return"() : () -> ()
}) : () -> ()

// -----

// cmpf predicate negative, in the attribute dictionary.
"func.func"() <{function_type = (f32, f32) -> (), sym_name = "cmpf_predicate_neg"}> ({
^bb0(%a: f32, %b: f32):
  %0 = "arith.cmpf"(%a, %b) {predicate = -1 : i64} : (f32, f32) -> i1
  "func.return"() : () -> ()
}) : () -> ()

// -----

// overflowFlags of the wrong attribute kind, in the attribute dictionary.
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "addi_overflow_int"}> ({
^bb0(%a: i32, %b: i32):
  %0 = "arith.addi"(%a, %b) {overflowFlags = 1 : i32} : (i32, i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A fastmath attribute where overflowFlags is expected, in the attribute dictionary.
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "muli_overflow_fastmath"}> ({
^bb0(%a: i32, %b: i32):
  %0 = "arith.muli"(%a, %b) {overflowFlags = #arith.fastmath<fast>} : (i32, i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// fastmath of the wrong attribute kind, in the attribute dictionary.
"func.func"() <{function_type = (f32, f32) -> (), sym_name = "addf_fastmath_overflow"}> ({
^bb0(%a: f32, %b: f32):
  %0 = "arith.addf"(%a, %b) {fastmath = #arith.overflow<nsw>} : (f32, f32) -> f32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// isExact must be a unit attribute.
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "divsi_exact_bool"}> ({
^bb0(%a: i32, %b: i32):
  %0 = "arith.divsi"(%a, %b) {isExact = true} : (i32, i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// truncf roundingmode out of range, in the attribute dictionary.
"func.func"() <{function_type = (f64) -> (), sym_name = "truncf_rounding_5"}> ({
^bb0(%a: f64):
  %0 = "arith.truncf"(%a) {roundingmode = 5 : i32} : (f64) -> f32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// truncf roundingmode of the wrong width, in the attribute dictionary.
"func.func"() <{function_type = (f64) -> (), sym_name = "truncf_rounding_i64"}> ({
^bb0(%a: f64):
  %0 = "arith.truncf"(%a) {roundingmode = 1 : i64} : (f64) -> f32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// extf fastmath of the wrong kind, in the attribute dictionary.
"func.func"() <{function_type = (f16) -> (), sym_name = "extf_fastmath_string"}> ({
^bb0(%a: f16):
  %0 = "arith.extf"(%a) {fastmath = "fast"} : (f16) -> f32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Bad attribute and bad operand type at once: the attribute is checked first.
"func.func"() <{function_type = (f32, f32) -> (), sym_name = "cmpi_bad_pred_and_type"}> ({
^bb0(%a: f32, %b: f32):
  %0 = "arith.cmpi"(%a, %b) {predicate = 42 : i64} : (f32, f32) -> i1
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Missing attribute and bad operand type at once: the attribute is checked first.
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "cmpf_missing_pred_and_type"}> ({
^bb0(%a: i32, %b: i32):
  %0 = "arith.cmpf"(%a, %b) : (i32, i32) -> i1
  "func.return"() : () -> ()
}) : () -> ()
