// RUN: --split-input-file
// The cases of tests/mlir/arith/invalid_syntax.mlir without their annotations: mlir-opt's
// complete diagnostics (notes, locations, the printed ops) byte for byte.

// Parse errors around arith in generic form: malformed #arith.fastmath and
// #arith.overflow attributes (the dialect attribute parser's error, then the
// generic "failed to parse ..." error at the same place), attributes that do
// not exist, an unknown arith op, and generic-form count/type mismatches.

// An unknown fastmath flag.
"func.func"() <{function_type = (f32, f32) -> (), sym_name = "s1"}> ({
^bb0(%a: f32, %b: f32):
  %0 = "arith.addf"(%a, %b) <{fastmath = #arith.fastmath<bogus>}> : (f32, f32) -> f32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// An unknown flag after a valid one.
"func.func"() <{function_type = (f32, f32) -> (), sym_name = "s2"}> ({
^bb0(%a: f32, %b: f32):
  %0 = "arith.addf"(%a, %b) <{fastmath = #arith.fastmath<nnan,bogus>}> : (f32, f32) -> f32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// fastmath flags separated by `|` instead of `,`.
"func.func"() <{function_type = (f32, f32) -> (), sym_name = "s3"}> ({
^bb0(%a: f32, %b: f32):
  %0 = "arith.addf"(%a, %b) <{fastmath = #arith.fastmath<nnan|ninf>}> : (f32, f32) -> f32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// An empty fastmath flag list.
"func.func"() <{function_type = (f32, f32) -> (), sym_name = "s4"}> ({
^bb0(%a: f32, %b: f32):
  %0 = "arith.addf"(%a, %b) <{fastmath = #arith.fastmath<>}> : (f32, f32) -> f32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// fastmath flags are keywords (or strings), not integers.
"func.func"() <{function_type = (f32, f32) -> (), sym_name = "s5"}> ({
^bb0(%a: f32, %b: f32):
  %0 = "arith.addf"(%a, %b) <{fastmath = #arith.fastmath<2>}> : (f32, f32) -> f32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// fastmath without its `<...>`.
"func.func"() <{function_type = (f32, f32) -> (), sym_name = "s6"}> ({
^bb0(%a: f32, %b: f32):
  %0 = "arith.addf"(%a, %b) <{fastmath = #arith.fastmath}> : (f32, f32) -> f32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// fastmath with an unterminated flag list.
"func.func"() <{function_type = (f32, f32) -> (), sym_name = "s7"}> ({
^bb0(%a: f32, %b: f32):
  %0 = "arith.addf"(%a, %b) <{fastmath = #arith.fastmath<fast}> : (f32, f32) -> f32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// An unknown overflow flag.
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "s8"}> ({
^bb0(%a: i32, %b: i32):
  %0 = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<bogus>}> : (i32, i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Overflow flags without the separating comma.
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "s9"}> ({
^bb0(%a: i32, %b: i32):
  %0 = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<nsw nuw>}> : (i32, i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A fastmath flag inside #arith.overflow.
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "s10"}> ({
^bb0(%a: i32, %b: i32):
  %0 = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<fast>}> : (i32, i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// An empty overflow flag list.
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "s11"}> ({
^bb0(%a: i32, %b: i32):
  %0 = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<>}> : (i32, i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A trailing comma in the overflow flag list.
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "s12"}> ({
^bb0(%a: i32, %b: i32):
  %0 = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<nsw,>}> : (i32, i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// An unknown arith attribute.
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "s13"}> ({
^bb0(%a: i32, %b: i32):
  %0 = "arith.addi"(%a, %b) <{overflowFlags = #arith.wrapping<nsw>}> : (i32, i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A malformed attribute in the discardable dictionary is also a parse error.
"func.func"() <{function_type = (f32, f32) -> (), sym_name = "s14"}> ({
^bb0(%a: f32, %b: f32):
  %0 = "arith.addf"(%a, %b) {fastmath = #arith.fastmath<nope>} : (f32, f32) -> f32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// The cmpi predicate keyword is custom-form syntax, not an attribute.
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "s15"}> ({
^bb0(%a: i32, %b: i32):
  %0 = "arith.cmpi"(%a, %b) <{predicate = slt}> : (i32, i32) -> i1
  "func.return"() : () -> ()
}) : () -> ()

// -----

// The arith.cmpi enum attribute is not registered as `#arith.cmpi_predicate`.
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "s16"}> ({
^bb0(%a: i32, %b: i32):
  %0 = "arith.cmpi"(%a, %b) <{predicate = #arith.cmpi_predicate<slt>}> : (i32, i32) -> i1
  "func.return"() : () -> ()
}) : () -> ()

// -----

// The roundingmode is not an attribute of its own either.
"func.func"() <{function_type = (f64) -> (), sym_name = "s17"}> ({
^bb0(%a: f64):
  %0 = "arith.truncf"(%a) <{roundingmode = #arith.roundingmode<upward>}> : (f64) -> f32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// An unknown op of the arith dialect.
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "s18"}> ({
^bb0(%a: i32, %b: i32):
  %0 = "arith.addx"(%a, %b) : (i32, i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A generic op whose result count disagrees with its type.
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "s19"}> ({
^bb0(%a: i32, %b: i32):
  %0:2 = "arith.addi"(%a, %b) : (i32, i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A generic op whose operand count disagrees with its type.
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "s20"}> ({
^bb0(%a: i32, %b: i32):
  %0 = "arith.addi"(%a, %b) : (i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// An operand whose use type differs from its definition.
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "s21"}> ({
^bb0(%a: i32, %b: i32):
  %0 = "arith.addi"(%a, %b) : (i64, i64) -> i64
  "func.return"() : () -> ()
}) : () -> ()
