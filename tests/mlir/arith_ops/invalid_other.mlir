// RUN: mlir-rs-opt --allow-unregistered-dialect --verify-diagnostics --split-input-file %s

// Invalid select, constant and extended ops of arith in generic form, and
// mlir-opt's order: counts, the generated invariants (attribute, operand and
// result constraints, then the ODS predicates "all of {...} have same type"
// and "condition is signless i1 or has matching shape"), then Elementwise,
// then the op's own verifier. Every message was checked with
// `mlir-opt-22 --allow-unregistered-dialect --verify-diagnostics --split-input-file`.

// The condition is bool-like.
"x.f"() ({
^bb0(%c: i32, %a: f32):
  // expected-error @+1 {{'arith.select' op operand #0 must be bool-like, but got 'i32'}}
  %0 = "arith.select"(%c, %a, %a) : (i32, f32, f32) -> f32
}) : () -> ()

// -----

// Three operands.
"x.f"() ({
^bb0(%c: i1, %a: i32):
  // expected-error @+1 {{'arith.select' op expected 3 operands, but found 2}}
  %0 = "arith.select"(%c, %a) : (i1, i32) -> i32
}) : () -> ()

// -----

// Both values and the result have one type.
"x.f"() ({
^bb0(%c: i1, %a: i32, %b: i64):
  // expected-error @+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "arith.select"(%c, %a, %b) : (i1, i32, i64) -> i32
}) : () -> ()

// -----

// The result too.
"x.f"() ({
^bb0(%c: i1, %a: i32):
  // expected-error @+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "arith.select"(%c, %a, %a) : (i1, i32, i32) -> i64
}) : () -> ()

// -----

// The type predicate comes before the condition's.
"x.f"() ({
^bb0(%c: vector<4xi1>, %a: vector<5xi32>):
  // expected-error @+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "arith.select"(%c, %a, %a) : (vector<4xi1>, vector<5xi32>, vector<5xi32>) -> vector<5xi64>
}) : () -> ()

// -----

// A shaped condition has the result's shape.
"x.f"() ({
^bb0(%c: vector<4xi1>, %a: vector<2x2xi32>):
  // expected-error @+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = "arith.select"(%c, %a, %a) : (vector<4xi1>, vector<2x2xi32>, vector<2x2xi32>) -> vector<2x2xi32>
}) : () -> ()

// -----

// Exactly: a dynamic dimension does not match a static one.
"x.f"() ({
^bb0(%c: tensor<?xi1>, %a: tensor<4xi32>):
  // expected-error @+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = "arith.select"(%c, %a, %a) : (tensor<?xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
}) : () -> ()

// -----

// A vector condition for a tensor of the same shape fails Elementwise.
"x.f"() ({
^bb0(%c: vector<4xi1>, %a: tensor<4xi32>):
  // expected-error @+1 {{'arith.select' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "arith.select"(%c, %a, %a) : (vector<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
}) : () -> ()

// -----

// So does a fixed-size condition for a scalable result.
"x.f"() ({
^bb0(%c: vector<4xi1>, %a: vector<[4]xf32>):
  // expected-error @+1 {{'arith.select' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "arith.select"(%c, %a, %a) : (vector<4xi1>, vector<[4]xf32>, vector<[4]xf32>) -> vector<[4]xf32>
}) : () -> ()

// -----

// A memref result is a scalar for Elementwise.
"x.f"() ({
^bb0(%c: vector<4xi1>, %a: memref<4xf32>):
  // expected-error @+1 {{'arith.select' op if an operand is non-scalar, then there must be at least one non-scalar result}}
  %0 = "arith.select"(%c, %a, %a) : (vector<4xi1>, memref<4xf32>, memref<4xf32>) -> memref<4xf32>
}) : () -> ()

// -----

// The condition's encoding must be the result's: the op's own verifier.
"x.f"() ({
^bb0(%c: tensor<4xi1, "e">, %a: tensor<4xi32>):
  // expected-error @+1 {{'arith.select' op expected condition type to have the same shape as the result type, expected 'tensor<4xi1>', but got 'tensor<4xi1, "e">'}}
  %0 = "arith.select"(%c, %a, %a) : (tensor<4xi1, "e">, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
}) : () -> ()

// -----

// The expected condition type keeps the result's encoding.
"x.f"() ({
^bb0(%c: tensor<4xi1>, %a: tensor<4xi32, "e">):
  // expected-error @+1 {{'arith.select' op expected condition type to have the same shape as the result type, expected 'tensor<4xi1, "e">', but got 'tensor<4xi1>'}}
  %0 = "arith.select"(%c, %a, %a) : (tensor<4xi1>, tensor<4xi32, "e">, tensor<4xi32, "e">) -> tensor<4xi32, "e">
}) : () -> ()

// -----

// constant needs its value.
"x.f"() ({
  // expected-error @+1 {{'arith.constant' op requires attribute 'value'}}
  %0 = "arith.constant"() : () -> i32
}) : () -> ()

// -----

// The value's type is the result type.
"x.f"() ({
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = 1 : i64}> : () -> i32
}) : () -> ()

// -----

// A string without a type has type none.
"x.f"() ({
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = "s"}> : () -> i32
}) : () -> ()

// -----

// A typed string passes the type predicate but is not a constant value.
"x.f"() ({
  // expected-error @+1 {{'arith.constant' op value must be an integer, float, or elements attribute}}
  %0 = "arith.constant"() <{value = "s" : i32}> : () -> i32
}) : () -> ()

// -----

// Neither is an opaque attribute.
"x.f"() ({
  // expected-error @+1 {{'arith.constant' op value must be an integer, float, or elements attribute}}
  %0 = "arith.constant"() <{value = #x.y : tensor<2xi8>}> : () -> tensor<2xi8>
}) : () -> ()

// -----

// Scalar integers are signless (checked before the value's kind).
"x.f"() ({
  // expected-error @+1 {{'arith.constant' op integer return type must be signless}}
  %0 = "arith.constant"() <{value = 1 : ui32}> : () -> ui32
}) : () -> ()

// -----

// A scalable vector takes a splat only.
"x.f"() ({
  // expected-error @+1 {{'arith.constant' op intializing scalable vectors with elements attribute is not supported unless it's a vector splat}}
  %0 = "arith.constant"() <{value = dense<[1, 2]> : vector<[2]xi32>}> : () -> vector<[2]xi32>
}) : () -> ()

// -----

// The carry's type is not tied to the others.
"x.f"() ({
^bb0(%a: i32, %b: i64):
  // expected-error @+1 {{'arith.addui_extended' op failed to verify that all of {lhs, rhs, sum} have same type}}
  %0:2 = "arith.addui_extended"(%a, %b) : (i32, i64) -> (i32, i1)
}) : () -> ()

// -----

// The carry is bool-like.
"x.f"() ({
^bb0(%a: i32):
  // expected-error @+1 {{'arith.addui_extended' op result #1 must be bool-like, but got 'i32'}}
  %0:2 = "arith.addui_extended"(%a, %a) : (i32, i32) -> (i32, i32)
}) : () -> ()

// -----

// Two results.
"x.f"() ({
^bb0(%a: i32):
  // expected-error @+1 {{'arith.addui_extended' op expected 2 results}}
  %0:3 = "arith.addui_extended"(%a, %a) : (i32, i32) -> (i32, i1, i1)
}) : () -> ()

// -----

// A scalar carry for vector operands fails Elementwise.
"x.f"() ({
^bb0(%a: vector<4xi32>):
  // expected-error @+1 {{'arith.addui_extended' op if an operand is non-scalar, then all results must be non-scalar}}
  %0:2 = "arith.addui_extended"(%a, %a) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, i1)
}) : () -> ()

// -----

// A carry of another shape.
"x.f"() ({
^bb0(%a: vector<4xi32>):
  // expected-error @+1 {{'arith.addui_extended' op all non-scalar operands/results must have the same shape and base type}}
  %0:2 = "arith.addui_extended"(%a, %a) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<5xi1>)
}) : () -> ()

// -----

// Both halves have the operands' type.
"x.f"() ({
^bb0(%a: i32):
  // expected-error @+1 {{'arith.mului_extended' op failed to verify that all of {lhs, rhs, low, high} have same type}}
  %0:2 = "arith.mului_extended"(%a, %a) : (i32, i32) -> (i32, i64)
}) : () -> ()

// -----

// Compatible is not enough: the types are the same.
"x.f"() ({
^bb0(%a: tensor<?xi32>, %b: tensor<4xi32>):
  // expected-error @+1 {{'arith.mulsi_extended' op failed to verify that all of {lhs, rhs, low, high} have same type}}
  %0:2 = "arith.mulsi_extended"(%a, %b) : (tensor<?xi32>, tensor<4xi32>) -> (tensor<?xi32>, tensor<?xi32>)
}) : () -> ()

// -----

// The halves are integer-like.
"x.f"() ({
^bb0(%a: i32):
  // expected-error @+1 {{'arith.mulsi_extended' op result #1 must be signless-integer-like, but got 'f32'}}
  %0:2 = "arith.mulsi_extended"(%a, %a) : (i32, i32) -> (i32, f32)
}) : () -> ()

// -----

// One result.
"x.f"() ({
^bb0(%a: i32):
  // expected-error @+1 {{'arith.mului_extended' op expected 2 results}}
  %0 = "arith.mului_extended"(%a, %a) : (i32, i32) -> i32
}) : () -> ()

// -----

// Valid ops: shaped conditions (scalable, unranked), elements constants,
// and the extended ops on index and tensors.
"x.f"() ({
^bb0(%c: vector<[4]xi1>, %v: vector<[4]xi32>, %u: tensor<*xi1>, %t: tensor<*xf32>, %x: index, %d: tensor<?xi64>):
  %0 = "arith.select"(%c, %v, %v) : (vector<[4]xi1>, vector<[4]xi32>, vector<[4]xi32>) -> vector<[4]xi32>
  %1 = "arith.select"(%u, %t, %t) : (tensor<*xi1>, tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  %2 = "arith.constant"() <{value = dense<[7, 7]> : vector<[2]xi16>}> : () -> vector<[2]xi16>
  %3 = "arith.constant"() <{value = sparse<[[1]], [3]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %4 = "arith.constant"() <{value = dense<1> : tensor<2xsi32>}> : () -> tensor<2xsi32>
  %5:2 = "arith.addui_extended"(%x, %x) : (index, index) -> (index, i1)
  %6:2 = "arith.mului_extended"(%d, %d) : (tensor<?xi64>, tensor<?xi64>) -> (tensor<?xi64>, tensor<?xi64>)
}) : () -> ()
