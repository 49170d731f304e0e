// RUN: --split-input-file
// The cases of tests/mlir/arith/invalid_properties.mlir without their annotations: mlir-opt's
// complete diagnostics (notes, locations, the printed ops) byte for byte.

// Property conversion errors: inherent attributes written in `<{...}>` are
// converted to the op's properties while parsing, so a wrong attribute kind
// or an out-of-range enum value is a PARSE error ('invalid properties ...'
// at the op, preceded by the specific conversion error), which ends the
// chunk. Covers overflowFlags, fastmath, predicate, roundingmode, isExact
// and value, and ops with two bad properties (converted in alphabetical
// order, first failure reported). The message prints the whole properties
// dictionary, sorted. (Unknown property names are silently dropped, see
// roundtrip_attr_dict.mlir.)

// overflowFlags given as an integer.
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "p1"}> ({
^bb0(%a: i32, %b: i32):
  %0 = "arith.addi"(%a, %b) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A fastmath attribute where overflowFlags is expected.
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "p2"}> ({
^bb0(%a: i32, %b: i32):
  %0 = "arith.subi"(%a, %b) <{overflowFlags = #arith.fastmath<none>}> : (i32, i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// An overflow attribute where fastmath is expected.
"func.func"() <{function_type = (f32, f32) -> (), sym_name = "p3"}> ({
^bb0(%a: f32, %b: f32):
  %0 = "arith.addf"(%a, %b) <{fastmath = #arith.overflow<nsw>}> : (f32, f32) -> f32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// fastmath given as a string.
"func.func"() <{function_type = (f32) -> (), sym_name = "p4"}> ({
^bb0(%a: f32):
  %0 = "arith.negf"(%a) <{fastmath = "fast"}> : (f32) -> f32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// cmpi predicate given as a string.
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "p5"}> ({
^bb0(%a: i32, %b: i32):
  %0 = "arith.cmpi"(%a, %b) <{predicate = "slt"}> : (i32, i32) -> i1
  "func.return"() : () -> ()
}) : () -> ()

// -----

// cmpi predicate out of range: in `<{...}>` the enum value is checked when
// the properties are converted, so this is a parse error.
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "p6"}> ({
^bb0(%a: i32, %b: i32):
  %0 = "arith.cmpi"(%a, %b) <{predicate = 10 : i64}> : (i32, i32) -> i1
  "func.return"() : () -> ()
}) : () -> ()

// -----

// cmpi predicate of the wrong integer width.
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "p7"}> ({
^bb0(%a: i32, %b: i32):
  %0 = "arith.cmpi"(%a, %b) <{predicate = 2 : i32}> : (i32, i32) -> i1
  "func.return"() : () -> ()
}) : () -> ()

// -----

// cmpf predicate out of range.
"func.func"() <{function_type = (f32, f32) -> (), sym_name = "p8"}> ({
^bb0(%a: f32, %b: f32):
  %0 = "arith.cmpf"(%a, %b) <{predicate = 16 : i64}> : (f32, f32) -> i1
  "func.return"() : () -> ()
}) : () -> ()

// -----

// cmpf: valid predicate, fastmath of the wrong kind.
"func.func"() <{function_type = (f32, f32) -> (), sym_name = "p9"}> ({
^bb0(%a: f32, %b: f32):
  %0 = "arith.cmpf"(%a, %b) <{fastmath = 0 : i32, predicate = 1 : i64}> : (f32, f32) -> i1
  "func.return"() : () -> ()
}) : () -> ()

// -----

// truncf roundingmode out of range.
"func.func"() <{function_type = (f64) -> (), sym_name = "p10"}> ({
^bb0(%a: f64):
  %0 = "arith.truncf"(%a) <{roundingmode = 9 : i32}> : (f64) -> f32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// truncf roundingmode given as a keyword string.
"func.func"() <{function_type = (f64) -> (), sym_name = "p11"}> ({
^bb0(%a: f64):
  %0 = "arith.truncf"(%a) <{roundingmode = "upward"}> : (f64) -> f32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// isExact given as a boolean.
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "p12"}> ({
^bb0(%a: i32, %b: i32):
  %0 = "arith.divui"(%a, %b) <{isExact = true}> : (i32, i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// constant value that is not a TypedAttr.
"func.func"() <{function_type = () -> (), sym_name = "p13"}> ({
  %0 = "arith.constant"() <{value = [1, 2]}> : () -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// constant value given as a type.
"func.func"() <{function_type = () -> (), sym_name = "p14"}> ({
  %0 = "arith.constant"() <{value = i32}> : () -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// cmpf with both properties bad: they are converted in alphabetical order
// (fastmath before predicate, although ODS declares predicate first), and only
// the first failure is reported.
"func.func"() <{function_type = (f32, f32) -> (), sym_name = "p15"}> ({
^bb0(%a: f32, %b: f32):
  %0 = "arith.cmpf"(%a, %b) <{predicate = 99 : i64, fastmath = 1 : i32}> : (f32, f32) -> i1
  "func.return"() : () -> ()
}) : () -> ()

// -----

// cmpf with a valid fastmath and an out-of-range predicate.
"func.func"() <{function_type = (f32, f32) -> (), sym_name = "p15b"}> ({
^bb0(%a: f32, %b: f32):
  %0 = "arith.cmpf"(%a, %b) <{predicate = 99 : i64, fastmath = #arith.fastmath<fast>}> : (f32, f32) -> i1
  "func.return"() : () -> ()
}) : () -> ()

// -----

// scaling_truncf roundingmode given as a float.
"func.func"() <{function_type = (f32, f8E8M0FNU) -> (), sym_name = "p16"}> ({
^bb0(%a: f32, %b: f8E8M0FNU):
  %0 = "arith.scaling_truncf"(%a, %b) <{roundingmode = 1.0 : f32}> : (f32, f8E8M0FNU) -> f8E5M2
  "func.return"() : () -> ()
}) : () -> ()

// -----

// truncf with two bad properties: fastmath is reported (alphabetical order),
// not roundingmode (ODS order).
"func.func"() <{function_type = (f64) -> (), sym_name = "p17"}> ({
^bb0(%a: f64):
  %0 = "arith.truncf"(%a) <{roundingmode = 7 : i32, fastmath = 3 : i32}> : (f64) -> f32
  "func.return"() : () -> ()
}) : () -> ()
